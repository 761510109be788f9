// Size budgets of the built site, checked on the files (deterministic, no browser), in the order a page loads
// (docs/adr/0013):
//  - before the first paint: the HTML (with the CSS its own HTML uses inline, site/scripts/critical-css.ts) and the
//    stylesheets it links, and nothing else: a visitor's page that asks for a script or a stylesheet before it paints
//    (<script src>, <link rel=modulepreload>, <link rel=stylesheet> outside <noscript>, the imports of an inline
//    module script) fails; only the staff pages (the client app) do, by design;
//  - inline scripts and data of a visitor's page (what its plain-HTML twin lacks: JSON-LD, the islands' loader, island
//    props), brotli: at most 1.5 KB; they come before the first paint. The table shows the round trips of TCP slow
//    start the HTML and its twin need (scripts/first-round-trip.ts): where they differ, the bench's LCP ratio shows it;
//  - JavaScript after the first paint: the islands' entry the page's loader asks for once it has painted
//    (`<script data-src>`), or the client app's scripts on a staff page, plus their static imports, gzipped: at most
//    120 KB on the home page and 130 KB elsewhere (docs/adr/0006-home-page-js-budget.md);
//  - CSS, gzipped: at most 20 KB, the stylesheets a page links plus the whole stylesheet its loader asks for after
//    the first paint (`data-css`);
//  - no zod in the browser: no page loads a chunk that contains zod, and a zod chunk may only be reachable (static or
//    dynamic imports) from the staff routes, which load it after sign-in;
//  - no third-party script in the initial HTML (another origin, or an inline script that injects one).
// Sizes are gzip level 9; 1 KB = 1000 bytes.
// Usage: node scripts/size-check.ts [buildClientDir] [--page /route ...] [--markdown]   (default: site/build/client)
//   --page      lists a page's first-load chunks with their sizes, largest first (repeatable)
//   --markdown  also prints the table in Markdown (for docs/performance.md)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkBuild } from './size-check/check.ts';
import { formatPage, formatReport, markdownTable } from './size-check/report.ts';

// The check itself lives in scripts/size-check/: budgets.ts (budgets, routes, the report's shape), files.ts and
// graph.ts (the build's pages and chunk graph), html.ts and imports.ts (what is read in a page and a chunk),
// manifest.ts (React Router's client manifest), page.ts (one page's rules), zod.ts (zod only on the staff routes),
// check.ts (checkBuild) and report.ts (the table and the failures). What callers import is re-exported here.
export { checkBuild } from './size-check/check.ts';
export { defaultBudgets, defaultClientAppRoutes, defaultStaffRoutes, kb } from './size-check/budgets.ts';
export type { Budgets, PageSize, SizeCheckOptions, SizeReport } from './size-check/budgets.ts';
export { containsZod, dynamicImports, staticImports } from './size-check/imports.ts';
export { familyOf } from './size-check/manifest.ts';
export { formatPage, formatReport, markdownTable } from './size-check/report.ts';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    // `pnpm size -- --markdown`: pnpm 12 hands the `--` on; it is a separator, not an argument.
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      allowPositionals: true,
      options: { page: { type: 'string', multiple: true }, markdown: { type: 'boolean', default: false } },
    });
    const clientDir = path.resolve(positionals[0] ?? path.join(repo, 'site/build/client'));
    const report = checkBuild(clientDir);
    console.log(formatReport(report));
    if (values.markdown) console.log(`\n${markdownTable(report)}`);
    for (const route of values.page ?? []) {
      const page = report.pages.find((candidate) => candidate.route === route);
      if (!page)
        throw new Error(`No prerendered page "${route}" (write it as served, e.g. /blog/irmaa-explained).`);
      console.log(`\n${formatPage(page)}`);
    }
    process.exitCode = report.failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`size-check: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
