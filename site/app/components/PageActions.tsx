import { MobileBottomBar, useArrivalFocus } from '@agency/ui';
import { useShell } from '../lib/shell';
import { analytics } from '../lib/analytics/site-analytics';
import { SiteChat } from './SiteChat';

/**
 * What floats over every page: the phone bottom bar (Call Now, Book Free Review, which leads to the consultation
 * form) and the chat button, which docks at the bar's end where the bar shows (phones, short windows) so it never
 * covers the page's words.
 */
export function PageActions() {
  const { mobileBar, phone } = useShell();
  // The skip link to the chat (plain HTML) moves focus to the chat's button, in place: no scroll, no history entry.
  useArrivalFocus('chat', { inPlace: true });
  return (
    <>
      <MobileBottomBar
        onCall={() => analytics.track('phone_click', { source: 'bottom-bar' })}
        onBook={() => analytics.track('booking_click', { source: 'bottom-bar' })}
        callLabel={mobileBar.callNow}
        bookLabel={mobileBar.bookReview}
        label={mobileBar.label}
        phone={phone}
        contactId="callback"
        chatDock
      />
      {/* The skip links' target: their press moves focus to the chat's button. */}
      <div id="chat" data-focus-first="control">
        <SiteChat />
      </div>
    </>
  );
}
