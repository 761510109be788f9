// ShareLink: a tool's "Copy a link to this result". `useShareLink` copies a link holding the visitor's answers and says
// how it went; `ShareLinkButton` is the button; `ShareLinkField` shows the link to copy by hand when the browser gives
// no clipboard (an old browser, a refused permission). Each tool places the button and the field in its own layout.
// Used by EnrollmentTimeline and IrmaaCalculator.
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import * as styles from './ShareLink.css';

/** Nothing shared yet, the link copied, or the link shown to copy by hand. */
export type ShareLinkState =
  { kind: 'idle' } | { kind: 'copied'; url: string } | { kind: 'manual'; url: string };

export interface UseShareLinkOptions {
  /** Called with the link each time the visitor shares, before copying (e.g. an analytics event). */
  onShare?: (url: string) => void;
  /** Called with the outcome of a share, in the same render as the new state (e.g. to fill a status line). */
  onShared?: (outcome: 'copied' | 'manual') => void;
}

/** The share state of a result, `share(url)` to copy a link, and `reset()` for a new result. */
export function useShareLink({ onShare, onShared }: UseShareLinkOptions = {}) {
  const [state, setState] = useState<ShareLinkState>({ kind: 'idle' });
  const share = async (url: string) => {
    onShare?.(url);
    let outcome: 'copied' | 'manual';
    try {
      await navigator.clipboard.writeText(url);
      outcome = 'copied';
    } catch {
      // No clipboard (old browser, permission refused): the link is shown to copy by hand.
      outcome = 'manual';
    }
    setState({ kind: outcome, url });
    onShared?.(outcome);
  };
  const reset = () => setState({ kind: 'idle' });
  return { state, share, reset };
}

export interface ShareLinkButtonProps {
  /** The button, e.g. "Copy a link to this result". */
  label: string;
  /** Shares: builds the link and calls `share(url)` of `useShareLink`. */
  onClick: () => void;
}

/** The share button: an outline button with a link icon. */
export function ShareLinkButton({ label, onClick }: ShareLinkButtonProps) {
  return (
    <Button variant="outline" icon={<Link2 aria-hidden="true" />} onClick={onClick}>
      {label}
    </Button>
  );
}

export const shareLinkFieldTones = ['default', 'muted'] as const;
export type ShareLinkFieldTone = (typeof shareLinkFieldTones)[number];

export interface ShareLinkFieldProps {
  /** The field's id. */
  id: string;
  /** Its label, e.g. "Copy this link:". */
  label: string;
  /** The link, selected whole when the field takes focus. */
  url: string;
  /**
   * `default`: a bold label close to the field (under a row of result actions, as in EnrollmentTimeline); `muted`:
   * the label reads as a hint (under the share button and its status, as in IrmaaCalculator).
   */
  tone?: ShareLinkFieldTone;
}

/** The link to copy by hand: a read-only field that selects its text on focus. */
export function ShareLinkField({ id, label, url, tone = 'default' }: ShareLinkFieldProps) {
  return (
    <div className={styles.field({ tone })}>
      <label htmlFor={id} className={styles.label({ tone })}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
