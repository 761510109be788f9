import { ExitIntentPopup } from '@agency/ui';
import { analytics } from '../lib/site-analytics';
import type { Route } from '../routes/+types/home';

export interface HomeExitIntentProps {
  /** The home route's loader data (build time). */
  data: Route.ComponentProps['loaderData'];
}

/** The home page's exit-intent popup (SPEC §2, §4): armed 3 s after it mounts, shown once per session. */
export function HomeExitIntent({ data }: HomeExitIntentProps) {
  const { copy } = data;
  return (
    <ExitIntentPopup
      delayMs={data.exitPopupDelayMs}
      title={copy.exitPopup.title}
      intro={copy.exitPopup.intro}
      points={copy.exitPopup.points}
      consentLabel={copy.consentLabel}
      consentHelp={copy.exitPopup.consentHelp}
      callLabel={copy.exitPopup.callNow}
      bookLabel={copy.exitPopup.bookAppointment}
      closeLabel={copy.exitPopup.closeLabel}
      phone={data.phone}
      bookingHref={data.bookingHref}
      newTabLabel={copy.newTabLabel}
      onOpen={() => analytics.track('exit_popup_open')}
      onCall={() => analytics.track('exit_popup_call')}
      onBook={() => analytics.track('exit_popup_book')}
    />
  );
}
