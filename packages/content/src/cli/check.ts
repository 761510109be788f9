// `pnpm content:check`: editorial warnings for agency staff. Prints them and never fails.
// Usage: tsx src/cli/check.ts [--today YYYY-MM-DD]
import { parseArgs } from 'node:util';
import { brandData } from '../collections/brand/brand.data';
import { cycleData } from '../collections/cycle/cycle.data';
import { faqsData } from '../collections/faqs/faqs.data';
import { figuresData } from '../collections/figures/figures.data';
import {
  blogQualityWarnings,
  cycleWarnings,
  duplicateFaqWarnings,
  figureWarnings,
  formatWarning,
  officeHoursWarnings,
  sampleValueWarnings,
  tpmoWarnings,
  type ContentWarning,
} from '../check';
import { collections } from '../registry';
import { getPostSources } from '../posts';
import { siteBuildDate } from '../season';
import { blogQualityReports } from '../staff/quality';
import { entryName } from '../validate';
import { seasonOn } from '../rules/season';

/** The plan year of the season on a day (the pin's, when it has not ended). */
function seasonPlanYear(day: string): number {
  try {
    return seasonOn(day, cycleData).planYear;
  } catch {
    return seasonOn(day).planYear;
  }
}

// `pnpm content:check -- --today 2026-12-01`: pnpm 12 hands the `--` on; it is a separator, not an argument.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { today: { type: 'string' } },
});
const today = values.today ?? siteBuildDate();

// Every post, drafts and scheduled ones included: the site's staff pages see the published posts only, so this report is
// where staff see the others before they go live.
const posts = getPostSources();
const reports = blogQualityReports(posts, today);
const unpublished = reports.filter((report) => report.status !== 'published');

const warnings: ContentWarning[] = [
  ...duplicateFaqWarnings(faqsData),
  ...officeHoursWarnings(brandData.officeHours),
  ...cycleWarnings(cycleData, today),
  ...figureWarnings(figuresData, seasonPlanYear(today)),
  ...tpmoWarnings(brandData.tpmo),
  ...sampleValueWarnings(
    collections
      .filter((collection) => collection.name !== 'figures')
      .map((collection) => ({
        name: collection.name,
        data: collection.data,
        entryId:
          collection.kind === 'list'
            ? (entry: unknown) => entryName(entry, collection.idField, collection.data.indexOf(entry))
            : undefined,
      })),
  ),
  ...blogQualityWarnings(reports),
];

const season = (() => {
  try {
    return seasonOn(today, cycleData);
  } catch {
    return undefined; // reported above as a warning
  }
})();
if (season)
  console.log(
    `Season on ${today}${season.pinned ? ' (pinned)' : ''}: AEP ${season.aepYear} ${season.aep.status} ` +
      `(${season.aep.start} to ${season.aep.end}), plan year ${season.planYear}; Medicare Advantage Open Enrollment ` +
      `${season.maOep.status} (${season.maOep.start} to ${season.maOep.end}); coverage year ${season.coverageYear}.\n`,
  );

if (warnings.length === 0) {
  console.log('content:check: nothing to look at.');
} else {
  const counts = new Map<string, number>();
  for (const warning of warnings) counts.set(warning.kind, (counts.get(warning.kind) ?? 0) + 1);
  console.log(
    `content:check (today ${today}): ${warnings.length} warnings for editors. None of them stops the build.\n`,
  );
  for (const warning of warnings) console.log(formatWarning(warning));
  console.log(`\nBy kind: ${[...counts].map(([kind, count]) => `${kind} ${count}`).join(', ')}.`);
}

if (unpublished.length > 0) {
  const published = new Map(posts.map((post) => [post.slug, post.published]));
  console.log(
    `\nNot on the site yet (checked above with the others): ${unpublished
      .map((report) =>
        report.status === 'draft'
          ? `${report.slug} (draft)`
          : `${report.slug} (scheduled for ${published.get(report.slug)})`,
      )
      .join(', ')}.`,
  );
}
