import { NavBar, PhoneBanner } from '@agency/ui';
import { usePagePath, useShell } from '../lib/shell';
import { analytics } from '../lib/analytics/site-analytics';

/** The sticky phone banner and navigation bar of every page. */
export function SiteHeader() {
  const { phone, newTabLabel, phoneBanner, nav } = useShell();
  const pathname = usePagePath();
  return (
    <>
      <PhoneBanner phone={phone} callLabel={phoneBanner.callLabel} tagline={phoneBanner.tagline} />
      <NavBar
        {...nav}
        phone={phone}
        newTabLabel={newTabLabel}
        currentPath={pathname}
        onCall={() => analytics.track('phone_click', { source: 'nav' })}
        onBook={() => analytics.track('booking_click', { source: 'nav' })}
      />
    </>
  );
}
