// Zod schemas of every collection, the validator and the editorial checks, for tooling and editors
// (`@agency/content/schemas`). Not for browser bundles: this entry carries zod.
export { additionalServiceSchema } from './collections/additional-services/schema';
export { advisorSchema } from './collections/advisors/schema';
export { aepPageSchema } from './collections/aep/schema';
export { blogPostSchema, blogSettingsSchema } from './collections/blog/schema';
export { brandSchema, phoneSchema } from './collections/brand/schema';
export { carrierFactsSchema, carrierSchema } from './collections/carriers/schema';
export { citySchema } from './collections/cities/schema';
export { constantsSchema } from './collections/constants/schema';
export { coverageCardSchema } from './collections/coverage/schema';
export { cycleSchema } from './collections/cycle/schema';
export { deadlineSchema, deadlinesMetaSchema } from './collections/deadlines/schema';
export { faqSchema, faqTopics } from './collections/faqs/schema';
export { figuresSchema } from './collections/figures/schema';
export { mediaItemSchema, mediaNoteSchema } from './collections/media/schema';
export { navItemSchema, navSchema } from './collections/nav/schema';
export { pageSchema } from './collections/pages/schema';
export { processStepSchema } from './collections/process-steps/schema';
export { sectionsSchema } from './collections/sections/schema';
export { serviceAreaSchema } from './collections/service-areas/schema';
export { socialProfileSchema } from './collections/social/schema';
export { reviewsFactsSchema, testimonialSchema } from './collections/testimonials/schema';
export { contentTopicSchema } from './collections/topics/schema';
export { trustBadgeSchema } from './collections/trust-badges/schema';
export { familyRunNoteSchema, whyChooseUsCardSchema } from './collections/why-choose-us/schema';
export { collections, validateContent } from './registry';
export { formatIssue, validateCollection } from './validate';
export type { CollectionDefinition, ContentIssue } from './validate';
