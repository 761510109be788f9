import { brand, getNav, getServiceAreas, getSections, getSocialProfiles } from '@agency/content';
import { Footer, MobileBottomBar } from '@agency/ui';
import { analytics } from '../lib/site-analytics';
import { SiteChat } from './SiteChat';

/** The footer of every page, the phone-only bottom bar (Call Now, Book Free Review) and the chat button. */
export function SiteFooter() {
  const copy = getSections();
  const nav = getNav();
  const quickLinks = [nav.home, ...nav.primary, ...nav.tools].map(({ id, href, label }) => ({
    id,
    href,
    label,
  }));
  return (
    <>
      <Footer
        agencyName={brand.agencyName}
        phone={brand.tollFreePhone}
        phoneLabel={copy.contact.phoneLabel}
        quickLinksHeading={copy.footer.quickLinksHeading}
        quickLinks={quickLinks}
        statesHeading={copy.footer.statesHeading}
        states={getServiceAreas()}
        socialHeading={copy.footer.socialHeading}
        social={getSocialProfiles()}
        guarantee={copy.footer.guarantee}
        disclaimers={copy.footer.disclaimers}
        copyright={copy.footer.copyright}
        newTabLabel={copy.common.newTabLabel}
        onCall={() => analytics.track('phone_click', { source: 'footer' })}
      />
      <MobileBottomBar
        onCall={() => analytics.track('phone_click', { source: 'bottom-bar' })}
        onBook={() => analytics.track('booking_click', { source: 'bottom-bar' })}
        callLabel={copy.mobileBar.callNow}
        bookLabel={copy.mobileBar.bookReview}
        label={copy.mobileBar.label}
        phone={brand.tollFreePhone}
        contactId="contact"
      />
      <SiteChat />
    </>
  );
}
