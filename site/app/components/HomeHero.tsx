import { Hero } from '@agency/ui';
import type { Route } from '../routes/+types/home';
import { analytics } from '../lib/site-analytics';

export interface HomeHeroProps {
  /** The hero's part of the home route's loader data (build time). */
  hero: Route.ComponentProps['loaderData']['hero'];
}

/** The home page's hero: the promise, 'Schedule' (to #contact), the phone number and the trust badges. */
export function HomeHero({ hero }: HomeHeroProps) {
  const { copy } = hero;
  return (
    <Hero
      heading={copy.heading}
      subheading={copy.subheading}
      scheduleLabel={copy.primaryCta}
      scheduleTargetId="contact"
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
