import { Play } from 'lucide-react';
import { useCallback, useState } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './VideoFacade.css';

export interface VideoFacadeProps {
  /** The YouTube video id (11 characters). */
  videoId: string;
  /** What the video is about; shown on the poster and used as the frame's title. */
  title: string;
  /** The action on the poster, e.g. "Play video". */
  loadLabel: string;
  /** Called when the visitor presses play (the video starts loading then). */
  onPlay?: () => void;
}

/** The privacy-enhanced YouTube embed address of a video, set to start playing. */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/**
 * A click-to-load YouTube video. Until the visitor presses play, the page shows a poster drawn in CSS and SVG and
 * makes no request to YouTube (no thumbnail, no player script). Pressing play swaps in the privacy-enhanced
 * (youtube-nocookie) player, which starts playing and takes focus.
 */
export function VideoFacade({ videoId, title, loadLabel, onPlay }: VideoFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  // Stable, so it runs once when the frame mounts and not on every render.
  const focusFrame = useCallback((frame: HTMLIFrameElement | null) => frame?.focus(), []);

  return (
    <div className={styles.root}>
      {loaded ? (
        <iframe
          ref={focusFrame}
          className={styles.frame}
          title={title}
          src={videoEmbedUrl(videoId)}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={() => {
            setLoaded(true);
            onPlay?.();
          }}
        >
          <svg
            className={styles.art}
            viewBox="0 0 320 180"
            preserveAspectRatio="xMidYMid slice"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M0 130 C 60 100, 120 160, 180 125 S 280 90, 320 115"
              fill="none"
              stroke="currentColor"
              strokeWidth="10"
            />
            <path
              d="M0 155 C 70 130, 130 180, 200 150 S 290 120, 320 140"
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
            />
            <circle cx="270" cy="40" r="26" fill="currentColor" />
          </svg>
          <span className={styles.play} aria-hidden="true">
            <Play className={styles.playIcon} size={36} fill="currentColor" />
          </span>
          <span className={styles.label}>{loadLabel}</span>
          <VisuallyHidden>: </VisuallyHidden>
          <span className={styles.title}>{title}</span>
        </button>
      )}
    </div>
  );
}
