import { brand, getNav, getServiceAreas, getSections, getSocialProfiles } from '@agency/content';
import { Footer, MobileBottomBar } from '@agency/ui';

/** The footer of every page, and the phone-only bottom bar with Call Now and Book Free Review. */
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
      />
      <MobileBottomBar
        callLabel={copy.mobileBar.callNow}
        bookLabel={copy.mobileBar.bookReview}
        label={copy.mobileBar.label}
        phone={brand.tollFreePhone}
        contactId="contact"
      />
    </>
  );
}
