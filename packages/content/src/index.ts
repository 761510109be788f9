// @agency/content: the site's content as typed, already-validated data, with getters that fill the text tokens
// ({agencyName}, {phone}, {aepYear}, ...). This entry imports no zod: validation runs at build time
// (`pnpm --filter @agency/content validate`, the first step of the build) and in tests, so a browser bundle
// carries data only. Each getter is a plain function over its own data module, so an app that uses a few
// getters bundles only their data. Schemas and the validator are on the `@agency/content/schemas` subpath. Blog posts
// are not here: they are on `@agency/content/posts` (build time and servers only), so no browser bundle can carry a
// draft or a scheduled post (posts-entry.test.ts fails if this entry reaches them).

// Types
export type { AdditionalService, AdditionalServiceIcon } from './collections/additional-services/schema';
export type { Advisor, AdvisorRole } from './collections/advisors/schema';
export type { AepChangeType, AepFaq, AepMistake, AepPage, AepTimelineStep } from './collections/aep/schema';
export type { BlogPost, PostSource } from './collections/blog/schema';
export type { PostStatus } from './collections/blog/status';
export type { Brand, Phone } from './collections/brand/schema';
export type { Carrier, CarrierFacts } from './collections/carriers/schema';
export type { Checklist, ChecklistCopy, ChecklistGroup, ChecklistItem } from './collections/checklist/schema';
export type { City } from './collections/cities/schema';
export type { Comparison, ComparisonCopy, ComparisonRow } from './collections/comparison/schema';
export type { Constants } from './collections/constants/schema';
export type { CoverageCard, CoverageIcon } from './collections/coverage/schema';
export type { Cycle } from './collections/cycle/schema';
export type { Deadline, DeadlinePriority } from './collections/deadlines/schema';
export type { Faq, FaqTopic } from './collections/faqs/schema';
export type * from './collections/figures/schema';
export type { MediaItem, MediaNote } from './collections/media/schema';
export type { Nav, NavItem } from './collections/nav/schema';
export type { Page, PageSection } from './collections/pages/schema';
export type { ProcessStep, ProcessStepIcon } from './collections/process-steps/schema';
export type { Sections } from './collections/sections/schema';
export type { MedigapRulesCopy, ServiceArea, StateMedigapRules } from './collections/service-areas/schema';
export type { StateMedigapRulesText } from './collections/service-areas/medigap-rules';
export type { SocialNetwork, SocialProfile } from './collections/social/schema';
export type { ReviewsFacts, Testimonial } from './collections/testimonials/schema';
export type { TrustBadge, TrustBadgeIcon } from './collections/trust-badges/schema';
export type { FamilyRunNote, WhyChooseUsCard, WhyChooseUsIcon } from './collections/why-choose-us/schema';
export type { GlobalToken, PageToken, TokenValues } from './tokens';

// Helpers, routes and Medicare rules
export { fillTokens } from './tokens';
export { formatMoney } from './money';
export {
  figureIn,
  figureTokenForms,
  figureTokensIn,
  figureYearFor,
  figureYears,
  checkedWords,
  figuresCheckedFor,
  formatFigure,
  pendingWords,
} from './figures';
export type {
  FiguresNote,
  FigureTable,
  FigureToken,
  FigureTokenForm,
  ResolvedFigure,
  YearFigure,
} from './figures';
export { postStatus } from './collections/blog/status';
export { anonymousIdPattern } from './contracts/chat';
export { homeAnchors, privateRoutes, staticRoutes } from './routes';
export type { StaticRoute } from './routes';
export * from './rules/index';
export type { ChatBasic, ChatCopy } from './collections/chat-copy/schema';
export type { ChatKnowledge } from './collections/chat-knowledge/schema';
export type { SiteCopy } from './collections/site-copy/schema';
export type { StaffToolsCopy } from './collections/staff/schema';
export type { CopyToken } from './copy-tokens';

// The getters, by what they serve (src/getters/).
export {
  brand,
  constants,
  getAgencyTimeZone,
  getCallHours,
  getChatPersona,
  getCycle,
  getSeason,
  getTokenValues,
} from './getters/resolve';
export * from './getters/home';
export * from './getters/places';
export * from './getters/pages';
export * from './getters/figures';
export * from './getters/words';
