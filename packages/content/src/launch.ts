// The launch gate: what stands between this content and a real agency's live site. A production build
// (SITE_ENV=production, docs/deploy.md) stops while any sample value or unconfirmed launch setting remains, listing each
// with the file, entry and field to edit, the way a malformed entry does. Sample values are the kit's clearly
// fictional stand-ins: 555-01xx numbers, example.com addresses, text marked "Sample" or "Placeholder", entries marked
// `isSample: true` (reviews, the rating, advisors, media appearances, the video), and the TPMO disclaimer's counts
// until the agency confirms them. Local and demo builds keep them and say so where a visitor sees them.
import { brandData } from './collections/brand/brand.data';
import type { Brand } from './collections/brand/schema';
import { reviewsFactsData } from './collections/testimonials/testimonials.data';
import { collections } from './registry';
import { stringsIn } from './tokens';
import { entryName, type CollectionDefinition, type ContentIssue } from './validate';

/** What a sample value looks like in a text, and what to call it. */
const samplePatterns: ReadonlyArray<[RegExp, string]> = [
  [/\b555-01\d\d\b|\+1\d{3}55501\d\d\b/, 'a fictional 555-01xx phone number'],
  [/\bexample\.(com|org|net)\b|^https:\/\/[^/]+\/(?:[^?#]*\/)?@?example\b/i, 'an example address'],
  [/\b(sample|placeholder)\b/i, 'text marked as a sample'],
];

/**
 * Collections of interface words, whose "sample" or "example.com" is a word of the tool (the legacy migration's sample
 * export, the sign-in's "name@example.com" format hint), not a stand-in for the agency's data.
 */
const interfaceWords = new Set(['staff-tools', 'staff-sign-in']);

/** The sample values of one entry: its fields, each with why, in the order they appear. */
export function sampleFields(value: unknown): Array<{ field: string; why: string }> {
  const found = new Map<string, string>();
  for (const [field, text] of stringsIn(value)) {
    const hit = samplePatterns.find(([pattern]) => pattern.test(text));
    if (hit && !/(^|\.)id$/.test(field))
      found.set(field, `${hit[1]}: "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`);
  }
  for (const field of sampleFlags(value)) found.set(field, 'marked isSample: true');
  return [...found].map(([field, why]) => ({ field, why }));
}

/** Fields marked `isSample: true` (fictional reviews, the rating, advisors, media, the sample video). */
function* sampleFlags(value: unknown, path: string[] = []): Generator<string> {
  if (value === null || typeof value !== 'object') return;
  if ((value as { isSample?: unknown }).isSample === true) yield [...path, 'isSample'].join('.');
  for (const [key, item] of Object.entries(value)) yield* sampleFlags(item, [...path, key]);
}

/** What to do about a sample value, by the kind of collection it is in. */
const remedies: Record<string, string> = {
  testimonials:
    'Replace it with a real client review, with the client’s permission, and set isSample to false (made-up reviews are forbidden by the FTC rule on consumer reviews, 16 CFR 465)',
  'reviews-facts':
    'Give the real rating, count and reviews page of the service named in sourceName, then set isSample to false',
  advisors: 'Give a real, licensed advisor (or remove the entry), then set isSample to false',
  media: 'Give a real appearance (or remove the entry), then set isSample to false',
};

/** Every sample value and unconfirmed launch setting, each with the file, entry and field to edit. */
export function launchProblems(
  definitions: ReadonlyArray<CollectionDefinition> = collections,
  settings: { tpmo: Brand['tpmo'] } = brandData,
): ContentIssue[] {
  const problems: ContentIssue[] = [];
  for (const collection of definitions) {
    if (interfaceWords.has(collection.name) || collection.name === 'figures') continue;
    const entries: Array<[string, unknown, string]> =
      collection.kind === 'list'
        ? collection.data.map((entry, index) => [
            entryName(entry, collection.idField, index),
            entry,
            collection.fileOf?.(entry) ?? collection.file,
          ])
        : [['(record)', collection.data, collection.file]];
    for (const [entry, value, file] of entries)
      for (const { field, why } of sampleFields(value))
        problems.push({
          collection: collection.name,
          file,
          entry,
          field,
          message: `${why}. ${remedies[collection.name] ?? 'Replace it with the agency’s own'}.`,
        });
  }
  const brandFile = definitions.find((collection) => collection.name === 'brand')?.file ?? 'brand';
  if (!settings.tpmo.organizationCountConfirmed)
    problems.push({
      collection: 'brand',
      file: brandFile,
      entry: '(record)',
      field: 'tpmo.organizationCountConfirmed',
      message: `the CMS disclaimer says the agency represents ${settings.tpmo.organizationCount} organizations in its area (tpmo.organizationCount): count the Medicare Advantage and Part D organizations whose plans you offer there, then set this to true.`,
    });
  if (!settings.tpmo.confirmed)
    problems.push({
      collection: 'brand',
      file: brandFile,
      entry: '(record)',
      field: 'tpmo.confirmed',
      message: `the CMS disclaimer says the agency offers ${settings.tpmo.planCount} products in its area (tpmo.planCount): confirm the real count, then set this to true.`,
    });
  return problems;
}

/** True while the aggregate rating is the kit's sample: no page shows it as a rating, no structured data carries it. */
export function ratingIsSample(facts: { isSample: boolean } = reviewsFactsData): boolean {
  return facts.isSample;
}

/** The gate's report: one line per problem, as the validator writes a malformed entry. */
export function formatLaunchProblems(problems: ReadonlyArray<ContentIssue>): string {
  return [
    `The site is not ready to launch: ${problems.length} sample value${problems.length === 1 ? '' : 's'} or unconfirmed setting${problems.length === 1 ? '' : 's'} remain${problems.length === 1 ? 's' : ''}.`,
    'Replace each in packages/content (docs/content.md, "Before launch"), then build again:',
    ...problems.map(
      (problem) =>
        `  ${problem.collection} (${problem.file}) → ${problem.entry}: ${problem.field}: ${problem.message}`,
    ),
  ].join('\n');
}
