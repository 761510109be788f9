// Getters of the home page's sections and the site frame: section copy, navigation, the cards of each section,
// carriers, media, testimonials, badges and social profiles, tokens filled.
import { additionalServicesData } from '../collections/additional-services/additional-services.data';
import type { AdditionalService } from '../collections/additional-services/schema';
import { carrierFactsData, carriersData } from '../collections/carriers/carriers.data';
import type { Carrier } from '../collections/carriers/schema';
import { coverageData } from '../collections/coverage/coverage.data';
import type { CoverageCard } from '../collections/coverage/schema';
import { mediaData, mediaNoteData } from '../collections/media/media.data';
import type { MediaItem, MediaNote } from '../collections/media/schema';
import { navData } from '../collections/nav/nav.data';
import type { Nav } from '../collections/nav/schema';
import { processStepsData } from '../collections/process-steps/process-steps.data';
import type { ProcessStep } from '../collections/process-steps/schema';
import type { Sections, SectionsData } from '../collections/sections/schema';
import { sectionsData } from '../collections/sections/sections.data';
import type { SocialProfile } from '../collections/social/schema';
import { socialData } from '../collections/social/social.data';
import type { ReviewsFacts, Testimonial } from '../collections/testimonials/schema';
import { reviewsFactsData, testimonialsData } from '../collections/testimonials/testimonials.data';
import type { TrustBadge } from '../collections/trust-badges/schema';
import { trustBadgesData } from '../collections/trust-badges/trust-badges.data';
import type { FamilyRunNote, WhyChooseUsCard } from '../collections/why-choose-us/schema';
import { familyRunNoteData, whyChooseUsData } from '../collections/why-choose-us/why-choose-us.data';
import type { SeasonPhase } from '../rules/season';
import { currentSeason } from '../season';
import { resolved } from './resolve';

/** The hero heading of each part of the enrollment year. */
const heroHeadingOf = {
  'aep-open': 'aepOpen',
  'after-aep': 'afterAep',
  'ma-oep-open': 'maOepOpen',
  'before-aep': 'beforeAep',
} as const satisfies Record<SeasonPhase, keyof SectionsData['hero']['headings']>;

/**
 * Copy of every home section and shared widget (headings, buttons, the spec's exact strings), with the hero heading of
 * the season's part of the year.
 */
export function getSections(): Sections {
  const data: SectionsData = sectionsData;
  const { headings, ...hero } = data.hero;
  return resolved('sections', {
    ...data,
    hero: { ...hero, heading: headings[heroHeadingOf[currentSeason().phase]] },
  });
}

/** Header and mobile-menu navigation. */
export function getNav(): Nav {
  return resolved('nav', navData);
}

export function getWhyChooseUs(): { cards: ReadonlyArray<WhyChooseUsCard>; note: FamilyRunNote } {
  return resolved('why', { cards: whyChooseUsData, note: familyRunNoteData });
}

export function getProcessSteps(): ReadonlyArray<ProcessStep> {
  return resolved('process', processStepsData);
}

export function getCoverage(): ReadonlyArray<CoverageCard> {
  return resolved('coverage', coverageData);
}

/** The named carriers (the last entry is "many more") and how many the agency represents. */
export function getCarriers(): { carriers: ReadonlyArray<Carrier>; representedCount: number } {
  return { carriers: carriersData, representedCount: carrierFactsData.representedCount };
}

export function getMedia(): { items: ReadonlyArray<MediaItem>; note: MediaNote } {
  return resolved('media', { items: mediaData, note: mediaNoteData });
}

export function getAdditionalServices(): ReadonlyArray<AdditionalService> {
  return resolved('services', additionalServicesData);
}

export function getTestimonials(): { testimonials: ReadonlyArray<Testimonial>; facts: ReviewsFacts } {
  return resolved('testimonials', { testimonials: testimonialsData, facts: reviewsFactsData });
}

export function getTrustBadges(): ReadonlyArray<TrustBadge> {
  return resolved('badges', trustBadgesData);
}

export function getSocialProfiles(): ReadonlyArray<SocialProfile> {
  return resolved('social', socialData);
}
