import { Hero } from '@agency/ui';
import type { Route } from '../routes/+types/home';
import { analytics } from '../lib/site-analytics';

export interface HomeHeroProps {
  /** The home route's loader data (build time). */
  data: Route.ComponentProps['loaderData'];
}

/** The home page's hero: the promise, 'Schedule' (to #contact), the phone number and the trust badges. */
export function HomeHero({ data }: HomeHeroProps) {
  const { copy, testimonials } = data;
  return (
    <Hero
      heading={copy.hero.heading}
      subheading={copy.hero.subheading}
      scheduleLabel={copy.hero.primaryCta}
      scheduleTargetId="contact"
      callLabel={copy.hero.phoneCta}
      phone={data.phone}
      drugCostLink={copy.hero.drugCostLink}
      reviewsLink={{ label: copy.hero.reviewsLink.label, href: testimonials.facts.reviewsUrl }}
      trustBadges={data.trustBadges}
      trustBadgesLabel={copy.hero.trustBadgesLabel}
      newTabLabel={copy.newTabLabel}
      onSchedule={() => analytics.track('booking_click', { source: 'hero' })}
      onCall={() => analytics.track('phone_click', { source: 'hero' })}
    />
  );
}
