import { ExitIntentPopup } from '@agency/ui';
import type { Route } from '../routes/+types/home';
import { analytics } from '../lib/site-analytics';

export interface HomeExitIntentProps {
  /** The popup's part of the home route's loader data (build time). */
  popup: Route.ComponentProps['loaderData']['exitPopup'];
}

/** The home page's exit-intent popup (SPEC §2, §4): armed 3 s after it mounts, shown once per session. */
export function HomeExitIntent({ popup }: HomeExitIntentProps) {
  const { copy } = popup;
  return (
    <ExitIntentPopup
      delayMs={popup.delayMs}
      title={copy.title}
      intro={copy.intro}
      points={copy.points}
      consentLabel={popup.consentLabel}
      consentHelp={copy.consentHelp}
      callLabel={copy.callNow}
      bookLabel={copy.bookAppointment}
      closeLabel={copy.closeLabel}
      phone={popup.phone}
      bookingHref={popup.bookingHref}
      newTabLabel={popup.newTabLabel}
      onOpen={() => analytics.track('exit_popup_open')}
      onCall={() => analytics.track('exit_popup_call')}
      onBook={() => analytics.track('exit_popup_book')}
    />
  );
}
