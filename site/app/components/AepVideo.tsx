import { VideoFacade } from '@agency/ui';

export interface AepVideoProps {
  videoId: string;
  title: string;
  loadLabel: string;
}

/** The AEP city page's video behind a click (nothing from YouTube loads before it): an island of its own. */
export function AepVideo(props: AepVideoProps) {
  return <VideoFacade {...props} />;
}
