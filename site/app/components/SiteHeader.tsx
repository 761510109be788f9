import { brand, getNav, getSections } from '@agency/content';
import { NavBar, PhoneBanner } from '@agency/ui';
import { useLocation } from 'react-router';
import { analytics } from '../lib/site-analytics';

/** The sticky phone banner and navigation bar of every page. */
export function SiteHeader() {
  const copy = getSections();
  const pathname = useLocation().pathname.replace(/\/$/, '') || '/';
  return (
    <>
      <PhoneBanner
        phone={brand.tollFreePhone}
        callLabel={copy.phoneBanner.callLabel}
        tagline={copy.phoneBanner.tagline}
      />
      <NavBar
        {...getNav()}
        agencyName={brand.agencyName}
        phone={brand.tollFreePhone}
        menuTitle={copy.common.menuTitle}
        navLabel={copy.common.mainNavLabel}
        newTabLabel={copy.common.newTabLabel}
        currentPath={pathname}
        onCall={() => analytics.track('phone_click', { source: 'nav' })}
        onBook={() => analytics.track('booking_click', { source: 'nav' })}
      />
    </>
  );
}
