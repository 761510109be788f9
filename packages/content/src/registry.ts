// Every collection of the package with the file an editor opens to fix it, and the references between them.
// validate.ts holds the mechanism; this file says what to validate.
import { additionalServicesData } from './collections/additional-services/additional-services.data';
import { additionalServiceSchema } from './collections/additional-services/schema';
import { advisorsData } from './collections/advisors/advisors.data';
import { advisorSchema } from './collections/advisors/schema';
import { aepPageData } from './collections/aep/aep.data';
import { aepPageSchema } from './collections/aep/schema';
import { blogSettingsData } from './collections/blog/blog.data';
import { postsData } from './collections/blog/posts.generated';
import { blogPostSchema, blogSettingsSchema } from './collections/blog/schema';
import { brandData } from './collections/brand/brand.data';
import { brandSchema } from './collections/brand/schema';
import { carrierFactsData, carriersData } from './collections/carriers/carriers.data';
import { carrierFactsSchema, carrierSchema } from './collections/carriers/schema';
import { checklistData } from './collections/checklist/checklist.data';
import { checklistSchema } from './collections/checklist/schema';
import { citiesData } from './collections/cities/cities.data';
import { citySchema } from './collections/cities/schema';
import { comparisonData } from './collections/comparison/comparison.data';
import { comparisonSchema } from './collections/comparison/schema';
import { constantsData } from './collections/constants/constants.data';
import { constantsSchema } from './collections/constants/schema';
import { coverageData } from './collections/coverage/coverage.data';
import { coverageCardSchema } from './collections/coverage/schema';
import { cycleData } from './collections/cycle/cycle.data';
import { cycleSchema } from './collections/cycle/schema';
import { deadlinesData } from './collections/deadlines/deadlines.data';
import { deadlineSchema } from './collections/deadlines/schema';
import { faqsData } from './collections/faqs/faqs.data';
import { faqSchema } from './collections/faqs/schema';
import { figuresData } from './collections/figures/figures.data';
import { figureWordsSchema, figuresSchema } from './collections/figures/schema';
import { figureWordsData } from './collections/figures/words.data';
import { mediaData, mediaNoteData } from './collections/media/media.data';
import { mediaItemSchema, mediaNoteSchema } from './collections/media/schema';
import { navData } from './collections/nav/nav.data';
import { navSchema } from './collections/nav/schema';
import { pagesData } from './collections/pages/pages.data';
import { pageSchema } from './collections/pages/schema';
import { processStepsData } from './collections/process-steps/process-steps.data';
import { processStepSchema } from './collections/process-steps/schema';
import { sectionsData } from './collections/sections/sections.data';
import { sectionsSchema } from './collections/sections/schema';
import { serviceAreasData } from './collections/service-areas/service-areas.data';
import { medigapRulesCopySchema, serviceAreaSchema } from './collections/service-areas/schema';
import { medigapRulesCopyData } from './collections/service-areas/medigap-rules.data';
import { stateRuleTokenProblems } from './collections/service-areas/medigap-rules';
import { socialData } from './collections/social/social.data';
import { socialProfileSchema } from './collections/social/schema';
import { reviewsFactsData, testimonialsData } from './collections/testimonials/testimonials.data';
import { reviewsFactsSchema, testimonialSchema } from './collections/testimonials/schema';
import { irmaaCalculatorCopy } from './collections/tools/irmaa.data';
import { staffPagesCopy, staffSignInCopy } from './collections/staff/staff.data';
import { copyTreeSchema } from './collections/tools/schema';
import { enrollmentTimelineCopy } from './collections/tools/timeline.data';
import { contentTopicSchema } from './collections/topics/schema';
import { topicsData } from './collections/topics/topics.data';
import { trustBadgesData } from './collections/trust-badges/trust-badges.data';
import { trustBadgeSchema } from './collections/trust-badges/schema';
import { familyRunNoteData, whyChooseUsData } from './collections/why-choose-us/why-choose-us.data';
import { familyRunNoteSchema, whyChooseUsCardSchema } from './collections/why-choose-us/schema';
import { chatBasicsData, chatCopyData } from './collections/chat-copy/chat-copy.data';
import { chatBasicSchema, chatCopySchema } from './collections/chat-copy/schema';
import { chatKnowledgeData } from './collections/chat-knowledge/chat-knowledge.data';
import { chatKnowledgeSchema } from './collections/chat-knowledge/schema';
import { siteCopyData } from './collections/site-copy/site-copy.data';
import { siteCopySchema } from './collections/site-copy/schema';
import { staffToolsSchema } from './collections/staff/schema';
import { staffToolsCopy } from './collections/staff/staff-tools.data';
import { homeAnchors, sitePaths } from './routes';
import { stringsIn } from './tokens';
import {
  checkReference,
  entryName,
  validateCollection,
  type CollectionDefinition,
  type ContentIssue,
  type ListCollection,
  type SingleCollection,
} from './validate';

const dir = 'src/collections';
const list = (
  name: string,
  folder: string,
  schema: ListCollection['schema'],
  data: ReadonlyArray<unknown>,
  extra: Partial<ListCollection> = {},
): ListCollection => ({
  kind: 'list',
  name,
  file: `${dir}/${folder}`,
  schema,
  data,
  idField: 'id',
  ...extra,
});
const single = (
  name: string,
  file: string,
  schema: SingleCollection['schema'],
  data: unknown,
): SingleCollection => ({
  kind: 'single',
  name,
  file: `${dir}/${file}`,
  schema,
  data,
});

export const serviceAreas = list(
  'service-areas',
  'service-areas/service-areas.data.ts',
  serviceAreaSchema,
  serviceAreasData,
);
export const cities = list('cities', 'cities/cities.data.ts', citySchema, citiesData);
export const advisors = list('advisors', 'advisors/advisors.data.ts', advisorSchema, advisorsData);
export const faqs = list('faqs', 'faqs/faqs.data.ts', faqSchema, faqsData);
export const pages = list('pages', 'pages/pages.data.ts', pageSchema, pagesData, {
  // Each page's copy is its own file (pages.data.ts lists them): a problem names the file to open.
  fileOf: (entry) => `${dir}/pages/data/${(entry as { id?: string }).id ?? 'unknown'}.ts`,
});
export const blog = list('blog', 'blog/posts', blogPostSchema, postsData, {
  idField: 'slug',
  fileOf: (entry) => `${dir}/blog/${(entry as { file?: string }).file ?? 'posts'}`,
});
export const nav = single('nav', 'nav/nav.data.ts', navSchema, navData);

/** Every collection, with the file an editor opens to fix it. */
export const collections: ReadonlyArray<CollectionDefinition> = [
  single('brand', 'brand/brand.data.ts', brandSchema, brandData),
  single('cycle', 'cycle/cycle.data.ts', cycleSchema, cycleData),
  single('constants', 'constants/constants.data.ts', constantsSchema, constantsData),
  single('sections', 'sections/sections.data.ts', sectionsSchema, sectionsData),
  nav,
  list('why-choose-us', 'why-choose-us/why-choose-us.data.ts', whyChooseUsCardSchema, whyChooseUsData),
  single('family-run-note', 'why-choose-us/why-choose-us.data.ts', familyRunNoteSchema, familyRunNoteData),
  list('process-steps', 'process-steps/process-steps.data.ts', processStepSchema, processStepsData),
  list('coverage', 'coverage/coverage.data.ts', coverageCardSchema, coverageData),
  list('carriers', 'carriers/carriers.data.ts', carrierSchema, carriersData),
  single('carrier-facts', 'carriers/carriers.data.ts', carrierFactsSchema, carrierFactsData),
  list('media', 'media/media.data.ts', mediaItemSchema, mediaData),
  single('media-note', 'media/media.data.ts', mediaNoteSchema, mediaNoteData),
  list(
    'additional-services',
    'additional-services/additional-services.data.ts',
    additionalServiceSchema,
    additionalServicesData,
  ),
  list('testimonials', 'testimonials/testimonials.data.ts', testimonialSchema, testimonialsData),
  single('reviews-facts', 'testimonials/testimonials.data.ts', reviewsFactsSchema, reviewsFactsData),
  list('trust-badges', 'trust-badges/trust-badges.data.ts', trustBadgeSchema, trustBadgesData),
  list('social', 'social/social.data.ts', socialProfileSchema, socialData),
  serviceAreas,
  single(
    'medigap-rules-copy',
    'service-areas/medigap-rules.data.ts',
    medigapRulesCopySchema,
    medigapRulesCopyData,
  ),
  cities,
  faqs,
  list('deadlines', 'deadlines/deadlines.data.ts', deadlineSchema, deadlinesData),
  single('aep', 'aep/aep.data.ts', aepPageSchema, aepPageData),
  advisors,
  pages,
  blog,
  single('blog-settings', 'blog/blog.data.ts', blogSettingsSchema, blogSettingsData),
  list('topics', 'topics/topics.data.ts', contentTopicSchema, topicsData),
  { ...single('figures', 'figures/figures.data.ts', figuresSchema, figuresData), keyed: true },
  single('figure-words', 'figures/words.data.ts', figureWordsSchema, figureWordsData),
  single('checklist', 'checklist/checklist.data.ts', checklistSchema, checklistData),
  single('comparison', 'comparison/comparison.data.ts', comparisonSchema, comparisonData),
  single('timeline-tool', 'tools/timeline.data.ts', copyTreeSchema, enrollmentTimelineCopy),
  single('irmaa-tool', 'tools/irmaa.data.ts', copyTreeSchema, irmaaCalculatorCopy),
  single('staff-sign-in', 'staff/staff.data.ts', copyTreeSchema, staffSignInCopy),
  single('staff-pages', 'staff/staff.data.ts', copyTreeSchema, staffPagesCopy),
  // Interface words that lived in code (issue 14): the site's, the chat function's and the staff tools'.
  single('site-copy', 'site-copy/site-copy.data.ts', siteCopySchema, siteCopyData),
  single('chat-copy', 'chat-copy/chat-copy.data.ts', chatCopySchema, chatCopyData),
  list('chat-basics', 'chat-copy/chat-copy.data.ts', chatBasicSchema, chatBasicsData),
  list('chat-knowledge', 'chat-knowledge/chat-knowledge.data.ts', chatKnowledgeSchema, chatKnowledgeData),
  single('staff-tools', 'staff/staff-tools.data.ts', staffToolsSchema, staffToolsCopy),
];

/** Every URL the site has, from the content. */
export const knownPaths: ReadonlySet<string> = new Set(
  sitePaths({ serviceAreas: serviceAreasData, cities: citiesData, posts: postsData, advisors: advisorsData }),
);

const anchors = new Set(homeAnchors.map((anchor) => `#${anchor}`));

/** Internal links (a site path or a home anchor) anywhere in a collection must lead somewhere. */
export function linkIssues(collection: CollectionDefinition): ContentIssue[] {
  const entries: Array<[string, unknown, string]> =
    collection.kind === 'list'
      ? collection.data.map((entry, index) => [
          entryName(entry, collection.idField, index),
          entry,
          collection.fileOf?.(entry) ?? collection.file,
        ])
      : [['(record)', collection.data, collection.file]];
  const issues: ContentIssue[] = [];
  for (const [entry, value, file] of entries) {
    for (const [fieldPath, text] of stringsIn(value)) {
      // An href field, or a markdown link in a post body: [label](/path) or [label](#anchor).
      const targets = /(^|\.)href$/.test(fieldPath)
        ? [text]
        : [...text.matchAll(/\]\(((?:\/|#)[^)\s]*)\)/g)].map((match) => match[1]!);
      for (const target of targets) {
        if (!target.startsWith('/') && !target.startsWith('#')) continue;
        const path = target.split(/[?#]/)[0]!;
        const ok = target.startsWith('#') ? anchors.has(target) : knownPaths.has(path === '' ? '/' : path);
        if (!ok) {
          issues.push({
            collection: collection.name,
            file,
            entry,
            field: fieldPath,
            message: `links to "${target}", which is not a page of the site${target.startsWith('#') ? ` (home anchors: ${[...anchors].join(' ')})` : ''}`,
          });
        }
      }
    }
  }
  return issues;
}

/**
 * The states' Medigap rules tokens of a collection ({birthdayRule:florida}, {statesWithBirthdayRule}) must name a
 * served state and give words: each problem names the file, the entry and the field.
 */
export function stateRuleTokenIssues(collection: CollectionDefinition): ContentIssue[] {
  const entries: Array<[string, unknown, string]> =
    collection.kind === 'list'
      ? collection.data.map((entry, index) => [
          entryName(entry, collection.idField, index),
          entry,
          collection.fileOf?.(entry) ?? collection.file,
        ])
      : [['(record)', collection.data, collection.file]];
  return entries.flatMap(([entry, value, file]) =>
    [...stringsIn(value)].flatMap(([field, text]) =>
      stateRuleTokenProblems(text, serviceAreasData, medigapRulesCopyData).map((message) => ({
        collection: collection.name,
        file,
        entry,
        field,
        message,
      })),
    ),
  );
}

/** Checks that span collections: references, unique AEP slugs, one chat persona. */
function crossIssues(): ContentIssue[] {
  const issues: ContentIssue[] = [
    ...checkReference({
      from: cities,
      field: 'stateId',
      target: 'service area',
      allowed: new Set(serviceAreasData.map((area) => area.slug)),
    }),
    ...checkReference({
      from: blog,
      field: 'author',
      target: 'advisor',
      allowed: new Set(advisorsData.map((a) => a.id)),
    }),
  ];
  const aepSlugs = new Map<string, string>();
  for (const city of citiesData.filter((c) => c.aep)) {
    const other = aepSlugs.get(city.slug);
    if (other)
      issues.push({
        collection: 'cities',
        file: cities.file,
        entry: `"${city.id}"`,
        field: 'aep',
        message: `/aep/${city.slug} would be claimed by both "${other}" and "${city.id}": give only one of them an AEP page`,
      });
    else aepSlugs.set(city.slug, city.id);
  }
  const personas = advisorsData.filter((advisor) => advisor.chatPersona);
  if (personas.length !== 1)
    issues.push({
      collection: 'advisors',
      file: advisors.file,
      entry: '(all)',
      field: 'chatPersona',
      message: `exactly one advisor must be the chat persona, found ${personas.length}`,
    });
  for (const page of pagesData) {
    if (!knownPaths.has(page.path))
      issues.push({
        collection: 'pages',
        file: pages.fileOf?.(page) ?? pages.file,
        entry: `"${page.id}"`,
        field: 'path',
        message: `"${page.path}" is not a route of the site`,
      });
  }
  return issues;
}

/** Validates every collection and the references between them; an empty list means the content can ship. */
export function validateContent(): ContentIssue[] {
  return [
    ...collections.flatMap(validateCollection),
    ...collections.flatMap(linkIssues),
    ...collections.flatMap(stateRuleTokenIssues),
    ...crossIssues(),
  ];
}
