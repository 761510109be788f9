import { Hero } from '@agency/ui';
import hero from 'virtual:island-data/hero';
import { analytics } from '../lib/analytics/site-analytics';

/**
 * The home page's hero: the promise, 'Schedule' (to the consultation form, #callback), the phone number and the trust badges. Its copy comes
 * with its code (virtual:island-data/hero), not as props in the page's HTML.
 */
export function HomeHero() {
  const { copy } = hero;
  return (
    <Hero
      heading={copy.heading}
      subheading={copy.subheading}
      scheduleLabel={copy.primaryCta}
      scheduleTargetId="callback"
      callLabel={copy.phoneCta}
      phone={hero.phone}
      drugCostLink={copy.drugCostLink}
      reviewsLink={{ label: copy.reviewsLink.label, href: hero.reviewsUrl }}
      trustBadges={hero.trustBadges}
      trustBadgesLabel={copy.trustBadgesLabel}
      newTabLabel={hero.newTabLabel}
      onSchedule={() => analytics.track('booking_click', { source: 'hero' })}
      onCall={() => analytics.track('phone_click', { source: 'hero' })}
    />
  );
}
