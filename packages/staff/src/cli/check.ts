// `pnpm content:check`: editorial warnings for agency staff. Prints them and never fails. The content's own warnings
// (@agency/content/schemas) and the quality report of every blog post, drafts and scheduled ones included.
// Usage: tsx --tsconfig tsconfig.cli.json src/cli/check.ts [--today YYYY-MM-DD] (reads content from source, so an
// edited post is checked without a build)
import { parseArgs } from 'node:util';
import { getPostSources } from '@agency/content/posts';
import {
  blogQualityWarnings,
  contentWarnings,
  formatWarning,
  seasonSummary,
  siteBuildDate,
  type ContentWarning,
} from '@agency/content/schemas';
import { blogQualityReports } from '../rules/quality';

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

const warnings: ContentWarning[] = [...contentWarnings(today), ...blogQualityWarnings(reports)];

const season = seasonSummary(today);
if (season) console.log(`${season}\n`);

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
