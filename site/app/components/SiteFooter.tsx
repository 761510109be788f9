import { MobileBottomBar } from '@agency/ui';
import { useShell } from '../lib/shell';
import { analytics } from '../lib/site-analytics';
import { DeferredSiteFooterSection } from './deferred';
import { SiteChat } from './SiteChat';

/**
 * The footer of every page (hydrated late: it works as plain links until then), the phone-only bottom bar (Call
 * Now, Book Free Review) and the chat button, both ready at once since they float over the top of the page.
 */
export function SiteFooter() {
  const { mobileBar, phone } = useShell();
  return (
    <>
      <DeferredSiteFooterSection />
      <MobileBottomBar
        onCall={() => analytics.track('phone_click', { source: 'bottom-bar' })}
        onBook={() => analytics.track('booking_click', { source: 'bottom-bar' })}
        callLabel={mobileBar.callNow}
        bookLabel={mobileBar.bookReview}
        label={mobileBar.label}
        phone={phone}
        contactId="contact"
      />
      <SiteChat />
    </>
  );
}
