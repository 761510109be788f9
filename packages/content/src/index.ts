// @agency/content: the site's content as typed, already-validated data, with getters that fill the text tokens
// ({agencyName}, {phone}, {aepYear}, ...). This entry imports no zod: validation runs at build time
// (`pnpm --filter @agency/content validate`, the first step of the build) and in tests, so a browser bundle
// carries data only. Each getter is a plain function over its own data module, so an app that uses a few
// getters bundles only their data. Schemas and the validator are on the `@agency/content/schemas` subpath. Blog posts
// are not here: they are on `@agency/content/posts` (build time and servers only), so no browser bundle can carry a
// draft or a scheduled post (posts-entry.test.ts fails if this entry reaches them).
import { additionalServicesData } from './collections/additional-services/additional-services.data';
import type { AdditionalService } from './collections/additional-services/schema';
import { advisorsData } from './collections/advisors/advisors.data';
import type { Advisor } from './collections/advisors/schema';
import { aepPageData } from './collections/aep/aep.data';
import type { AepPage } from './collections/aep/schema';
import { brandData } from './collections/brand/brand.data';
import type { Brand } from './collections/brand/schema';
import { carrierFactsData, carriersData } from './collections/carriers/carriers.data';
import type { Carrier } from './collections/carriers/schema';
import { checklistData } from './collections/checklist/checklist.data';
import type { Checklist } from './collections/checklist/schema';
import { citiesData } from './collections/cities/cities.data';
import type { City } from './collections/cities/schema';
import { comparisonData } from './collections/comparison/comparison.data';
import type { Comparison } from './collections/comparison/schema';
import { constantsData } from './collections/constants/constants.data';
import type { Constants } from './collections/constants/schema';
import { coverageData } from './collections/coverage/coverage.data';
import type { CoverageCard } from './collections/coverage/schema';
import { deadlinesData } from './collections/deadlines/deadlines.data';
import type { Deadline } from './collections/deadlines/schema';
import { faqsData } from './collections/faqs/faqs.data';
import type { Faq, FaqTopic } from './collections/faqs/schema';
import { figuresData, medigapBenefitLabels } from './collections/figures/figures.data';
import type { Figures, IrmaaYearFigures, MedigapPlan } from './collections/figures/schema';
import { mediaData, mediaNoteData } from './collections/media/media.data';
import type { MediaItem, MediaNote } from './collections/media/schema';
import { navData } from './collections/nav/nav.data';
import type { Nav } from './collections/nav/schema';
import { pagesData } from './collections/pages/pages.data';
import type { Page } from './collections/pages/schema';
import { processStepsData } from './collections/process-steps/process-steps.data';
import type { ProcessStep } from './collections/process-steps/schema';
import { sectionsData } from './collections/sections/sections.data';
import type { Sections } from './collections/sections/schema';
import { serviceAreasData } from './collections/service-areas/service-areas.data';
import type { ServiceArea } from './collections/service-areas/schema';
import { stateNamesList } from './collections/service-areas/state-names';
import { socialData } from './collections/social/social.data';
import type { SocialProfile } from './collections/social/schema';
import { reviewsFactsData, testimonialsData } from './collections/testimonials/testimonials.data';
import type { ReviewsFacts, Testimonial } from './collections/testimonials/schema';
import { irmaaCalculatorCopy } from './collections/tools/irmaa.data';
import { staffPagesCopy, staffSignInCopy } from './collections/staff/staff.data';
import { enrollmentTimelineCopy } from './collections/tools/timeline.data';
import { trustBadgesData } from './collections/trust-badges/trust-badges.data';
import type { TrustBadge } from './collections/trust-badges/schema';
import { familyRunNoteData, whyChooseUsData } from './collections/why-choose-us/why-choose-us.data';
import type { FamilyRunNote, WhyChooseUsCard } from './collections/why-choose-us/schema';
import { currentSeason } from './season';
import type { Season } from './rules/season';
import { fillTokensDeep, type TokenValues } from './tokens';
import {
  figureFor as resolveFigure,
  figureYearFor,
  fillFigureTokensDeepFor,
  fillFigureTokensFor,
  type ResolvedFigure,
} from './figures';
import { irmaaYearFor, type IrmaaYearChoice } from './rules/irmaa';

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
export type { ServiceArea } from './collections/service-areas/schema';
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
  formatFigure,
  pendingWords,
} from './figures';
export type { FigureTable, FigureToken, FigureTokenForm, ResolvedFigure, YearFigure } from './figures';
export { postStatus } from './collections/blog/status';
export { anonymousIdPattern } from './chat';
export { homeAnchors, privateRoutes, staticRoutes } from './routes';
export type { StaticRoute } from './routes';
export * from './rules/index';

/** The agency's name, phones, email, address, office hours (three readings), links and analytics ids. */
export const brand: Brand = brandData;

/** Business constants of SPEC §9 (timings, sizes, limits, stated figures). */
export const constants: Constants = constantsData;

/**
 * The enrollment season the site speaks of, read from the build date (SITE_BUILD_DATE, default today in the
 * agency's time zone): the AEP in progress or the next one, the plan year it chooses, Medicare Advantage Open
 * Enrollment, the coverage year (rules/season.ts). Throws when a pinned AEP has ended (a stale site is not built).
 */
export function getSeason(): Season {
  return currentSeason();
}

/** The season's years (the same value as getSeason()). */
export function getCycle(): Season {
  return currentSeason();
}

/** The chat persona advisor (the chat panel is titled "Chat with {name}"). */
export function getChatPersona(): Advisor {
  return advisorsData.find((advisor) => advisor.chatPersona) ?? advisorsData[0]!;
}

/** The values of the global text tokens. */
export function getTokenValues(): TokenValues {
  const years = currentSeason();
  return {
    agencyName: brandData.agencyName,
    phone: brandData.tollFreePhone.display,
    localPhone: brandData.localPhone.display,
    email: brandData.email,
    aepYear: String(years.aepYear),
    planYear: String(years.planYear),
    nextPlanYear: String(years.nextPlanYear),
    coverageYear: String(years.coverageYear),
    coverageYearNext: String(years.coverageYear + 1),
    maOepYear: String(years.maOepYear),
    carrierCount: String(carrierFactsData.representedCount),
    planCount: String(brandData.tpmo.planCount),
    organizationCount: String(brandData.tpmo.organizationCount),
    serviceAreaStates: stateNamesList(serviceAreasData),
    advisorName: getChatPersona().name,
    currentYear: years.date.slice(0, 4),
  };
}

const cache = new Map<string, unknown>();

/**
 * Fills the tokens of a data value once per build date and keeps the result: the figure tokens
 * ({partB.standardPremium}, {partB.standardPremium:year}, ...) for the season's plan year, then the global ones.
 */
function resolved<T>(name: string, data: unknown): T {
  const season = currentSeason();
  const key = `${name}@${season.date}`;
  if (!cache.has(key))
    cache.set(key, fillTokensDeep(fillFigureTokensDeepFor(data, season.planYear), getTokenValues()));
  return cache.get(key) as T;
}

/** Copy of every home section and shared widget (headings, buttons, the spec's exact strings). */
export function getSections(): Sections {
  return resolved('sections', sectionsData);
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

/** The five service-area states, in display order. */
export function getServiceAreas(): ReadonlyArray<ServiceArea> {
  return resolved('areas', serviceAreasData);
}

export function getServiceArea(slug: string): ServiceArea | undefined {
  return getServiceAreas().find((area) => area.slug === slug);
}

/** Cities, optionally of one state or only those with an AEP page. */
export function getCities(filter: { stateId?: string; aep?: boolean } = {}): ReadonlyArray<City> {
  return citiesData.filter(
    (city) =>
      (filter.stateId === undefined || city.stateId === filter.stateId) &&
      (filter.aep === undefined || city.aep === filter.aep),
  );
}

export function getCity(stateId: string, slug: string): City | undefined {
  return citiesData.find((city) => city.stateId === stateId && city.slug === slug);
}

/** The city whose AEP page is /aep/{slug}. */
export function getAepCity(slug: string): City | undefined {
  return citiesData.find((city) => city.aep && city.slug === slug);
}

/** FAQ entries in display order (the spec's 20, one question repeated), optionally of one topic. */
export function getFaqs(filter: { topic?: FaqTopic } = {}): ReadonlyArray<Faq> {
  const faqs = resolved<ReadonlyArray<Faq>>('faqs', faqsData);
  return filter.topic ? faqs.filter((faq) => faq.topic === filter.topic) : faqs;
}

/** Each FAQ question once (for FAQ structured data, where a repeated question is an error). */
export function getUniqueFaqs(): ReadonlyArray<Faq> {
  const seen = new Set<string>();
  return getFaqs().filter((faq) => {
    const key = faq.question.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The deadline cards of the season, and their 'Last updated' date: the build date, the day the cards' dates were
 * last read from the calendar.
 */
export function getDeadlines(): { periods: ReadonlyArray<Deadline>; lastUpdated: string } {
  return resolved('deadlines', { periods: deadlinesData, lastUpdated: currentSeason().date });
}

/** Copy of the AEP city page. {city}, {state} and {cityQuery} are left for the page to fill. */
export function getAepPage(): AepPage {
  return resolved('aep', aepPageData);
}

export function getAdvisors(): ReadonlyArray<Advisor> {
  return resolved('advisors', advisorsData);
}

export function getAdvisor(id: string): Advisor | undefined {
  return getAdvisors().find((advisor) => advisor.id === id);
}

export function getPages(): ReadonlyArray<Page> {
  return resolved('pages', pagesData);
}

/** The copy of one content route, by id ("medicare-advantage") . */
export function getPage(id: string): Page | undefined {
  return getPages().find((page) => page.id === id);
}

/**
 * Medicare figures keyed by year, each with its source (shared/facts/MEDICARE.md). A year holds the figures announced
 * so far: to show a figure for the plan year, use `figureFor`.
 */
export function getFigures(): Figures {
  return figuresData;
}

/**
 * The figure at a path of the figures ("partB.standardPremium", "irmaa.brackets.2.partBTotal") for a plan year
 * (default: the season's): that year's, or while that year does not have it, the latest earlier year's with
 * `pending: true` (then name the figure's year and say the plan year's amount is not announced yet). IRMAA paths take
 * the year of the whole table. Undefined when no year up to the plan year has the figure.
 */
export function figureFor(path: string, planYear: number = getCycle().planYear): ResolvedFigure | undefined {
  return resolveFigure(path, planYear);
}

/** Fills the figure tokens of a text ({partB.standardPremium}, {...:year}, {...:pending}, {...:prior}, {...:priorYear}). */
export function fillFigureTokens(text: string, planYear: number = getCycle().planYear): string {
  return fillFigureTokensFor(text, planYear);
}

/** Fills the figure tokens in every string of a value (objects and arrays are copied). */
export function fillFigureTokensDeep<T>(value: T, planYear: number = getCycle().planYear): T {
  return fillFigureTokensDeepFor(value, planYear);
}

/**
 * The IRMAA year a page about the plan year computes (default: the season's): the plan year once its brackets are
 * published, else the latest year before it (`pending`); its MAGI year; the years to offer.
 */
export function getIrmaaYear(planYear: number = getCycle().planYear): IrmaaYearChoice {
  return irmaaYearFor(planYear);
}

/**
 * The Medigap plans (the benefit chart, with the K and L out-of-pocket limits) shown for a plan year (default: the
 * season's): that year's, or the latest earlier year's with `pending: true` (name `year` beside the limits).
 */
export function getMedigapPlans(planYear: number = getCycle().planYear): {
  year: number;
  pending: boolean;
  plans: ReadonlyArray<MedigapPlan>;
} {
  const figures: Figures = figuresData;
  const year = figureYearFor('medigap.plans', planYear);
  const plans = year === undefined ? undefined : figures[String(year)]?.medigap?.plans;
  if (year === undefined || !plans) throw new RangeError(`No Medigap plans for ${planYear} or before.`);
  return { year, pending: year < planYear, plans };
}

/** The IRMAA tables the calculator offers for a plan year (default: the season's), oldest first, each with its year. */
export function getIrmaaTables(
  planYear: number = getCycle().planYear,
): Array<{ year: number } & IrmaaYearFigures> {
  const figures: Figures = figuresData;
  return irmaaYearFor(planYear).years.map((year) => ({ year, ...figures[String(year)]!.irmaa! }));
}

/** "new-port-richey" → "New Port Richey" (the AEP page's rule for any city slug). */
export function cityNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The annual enrollment checklist: copy and grouped items (ids are the saved-state keys). */
export function getChecklist(): Checklist {
  return resolved('checklist', checklistData);
}

/** Medicare Advantage vs Original Medicare + Medigap: the comparison rows and their copy. */
export function getComparison(): Comparison {
  return resolved('comparison', comparisonData);
}

/** The Medigap plan table's benefits, in display order, with their labels. */
export function getMedigapBenefits(): ReadonlyArray<{
  key: keyof typeof medigapBenefitLabels;
  label: string;
}> {
  return (Object.keys(medigapBenefitLabels) as Array<keyof typeof medigapBenefitLabels>).map((key) => ({
    key,
    label: medigapBenefitLabels[key],
  }));
}

/** Copy of the enrollment timeline tool (/medicare-timeline); its own {tokens} are filled by the widget. */
export function getTimelineToolCopy(): typeof enrollmentTimelineCopy {
  return resolved('timeline-tool', enrollmentTimelineCopy);
}

/** Copy of the IRMAA calculator (/irmaa-calculator); its own {tokens} are filled by the widget. */
export function getIrmaaToolCopy(): typeof irmaaCalculatorCopy {
  return resolved('irmaa-tool', irmaaCalculatorCopy);
}

/** Copy of the staff sign-in (/auth); {account} (the signed-in email address) is filled by the widget. */
export function getStaffSignInCopy(): typeof staffSignInCopy {
  return resolved('staff-sign-in', staffSignInCopy);
}

/** The frame of the staff pages: titles, intros, the signed-in bar. */
export function getStaffPagesCopy(): typeof staffPagesCopy {
  return resolved('staff-pages', staffPagesCopy);
}

// Interface words that lived in code (issue 14): the site's own frame and headings, the chat function's replies,
// the staff tools' labels. Each comes with its schema's type, so code that reads a key the data lost fails to build.
import type { ChatBasic, ChatCopy } from './collections/chat-copy/schema';
import { chatBasicsData, chatCopyData } from './collections/chat-copy/chat-copy.data';
import type { ChatKnowledge } from './collections/chat-knowledge/schema';
import { chatKnowledgeData } from './collections/chat-knowledge/chat-knowledge.data';
import type { SiteCopy } from './collections/site-copy/schema';
import { siteCopyData } from './collections/site-copy/site-copy.data';
import type { StaffToolsCopy } from './collections/staff/schema';
import { staffToolsCopy } from './collections/staff/staff-tools.data';

export type { ChatBasic, ChatCopy } from './collections/chat-copy/schema';
export type { ChatKnowledge } from './collections/chat-knowledge/schema';
export type { SiteCopy } from './collections/site-copy/schema';
export type { StaffToolsCopy } from './collections/staff/schema';
export type { CopyToken } from './copy-tokens';

/**
 * The site's own words: the title frame ('{title} | {agencyName}'), breadcrumbs, the headings of the advisor, blog
 * and place pages, and their keywords. {agencyName} is filled; {title}, {name}, {city}, ... are left for the page.
 */
export function getSiteCopy(): SiteCopy {
  return resolved('site-copy', siteCopyData);
}

/**
 * The chat function's words: the closing line, the guardrails' replies, the errors a visitor may read. {agencyName}
 * and {phone} are left for the chat to fill with the brand it answers for (its grounding content), {year} with the
 * year asked about; the other tokens are filled.
 */
export function getChatCopy(): ChatCopy {
  if (!cache.has('chat-copy')) {
    const { agencyName: _agencyName, phone: _phone, ...values } = getTokenValues();
    cache.set('chat-copy', fillTokensDeep(chatCopyData, values));
  }
  return cache.get('chat-copy') as ChatCopy;
}

/** The definitions the chat answers "What is Medicare?" and the like from, tokens filled. */
export function getChatBasics(): ReadonlyArray<ChatBasic> {
  return resolved('chat-basics', chatBasicsData);
}

/** The situations the chat answers (working past 65, COBRA, HSA, VA, moving, Medigap rights, the agency), with sources, tokens filled. */
export function getChatKnowledge(): ReadonlyArray<ChatKnowledge> {
  return resolved('chat-knowledge', chatKnowledgeData);
}

/** The staff tools' words (blog editor, quality check, migration, content strategy); the tools fill their tokens. */
export function getStaffToolsCopy(): StaffToolsCopy {
  return resolved('staff-tools', staffToolsCopy);
}
