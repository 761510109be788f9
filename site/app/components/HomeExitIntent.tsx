import { ExitIntentPopup } from '@agency/ui';
import popup from 'virtual:island-data/exit-intent';
import { analytics } from '../lib/analytics/site-analytics';

/**
 * The home page's exit-intent popup (SPEC §2, §4): armed 3 s after it mounts, shown once per session. Its copy comes
 * with its code (virtual:island-data/exit-intent), not as props in the page's HTML.
 */
export function HomeExitIntent() {
  return (
    <ExitIntentPopup
      {...popup}
      onOpen={() => analytics.track('exit_popup_open')}
      onCall={() => analytics.track('exit_popup_call')}
      onBook={() => analytics.track('exit_popup_book')}
    />
  );
}
