// The size check's report as people read it: a table by route family (the largest page of each and its figures),
// printed for the terminal or in Markdown for docs/performance.md, the zod chunks and every failure; and one page's
// first-load chunks, largest first.
import { kb, type PageSize, type SizeReport } from './budgets.ts';

/** The table by route family: header and rows (the largest page of each family and its figures). */
function familyTable(report: SizeReport, mark: string): { header: string[]; rows: string[][] } {
  const families = new Map<string, PageSize[]>();
  for (const page of report.pages) families.set(page.family, [...(families.get(page.family) ?? []), page]);
  const largest = (
    pages: PageSize[],
    key: 'jsBytes' | 'cssBytes' | 'firstPaintBytes' | 'jsBeforePaintBytes',
  ) => pages.reduce((max, page) => (page[key] > max[key] ? page : max));

  const header = [
    'Route family',
    'Pages',
    'Before first paint (max)',
    'JS before paint',
    'JS after paint (max)',
    'JS budget',
    'Inline scripts (max)',
    'HTML round trips, twin',
    'CSS (max)',
    'Largest page',
  ];
  const rows = [...families]
    .sort(([a], [b]) => Number(a.startsWith('(')) - Number(b.startsWith('(')) || a.localeCompare(b))
    .map(([family, pages]) => {
      const js = largest(pages, 'jsBytes');
      const css = largest(pages, 'cssBytes');
      const paint = largest(pages, 'firstPaintBytes');
      const early = largest(pages, 'jsBeforePaintBytes');
      const trips = pages.reduce((max, page) => (page.htmlRoundTrips > max.htmlRoundTrips ? page : max));
      const scripts = pages.reduce((max, page) => (page.scriptBytes > max.scriptBytes ? page : max));
      const over = (bytes: number, budget: number) => (bytes > budget ? ` ${mark}` : '');
      return [
        family,
        String(pages.length),
        kb(paint.firstPaintBytes),
        kb(early.jsBeforePaintBytes),
        `${kb(js.jsBytes)}${over(js.jsBytes, js.jsBudget)}`,
        kb(js.jsBudget),
        `${kb(scripts.scriptBytes)}${scripts.jsBeforePaintBytes === 0 ? over(scripts.scriptBytes, report.budgets.inlineScripts) : ''}`,
        `${trips.htmlRoundTrips}, ${trips.twinRoundTrips}`,
        `${kb(css.cssBytes)}${over(css.cssBytes, report.budgets.css)}`,
        js.route,
      ];
    });
  return { header, rows };
}

/** The family table in Markdown, for docs/performance.md. */
export function markdownTable(report: SizeReport): string {
  const { header, rows } = familyTable(report, '✗');
  const code = (cell: string) => `\`${cell}\``;
  return [
    `| ${header.join(' | ')} |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map((row) => `| ${[code(row[0]!), ...row.slice(1, 9), code(row[9]!)].join(' | ')} |`),
  ].join('\n');
}

/** The report as printed: a table by route family, the zod chunks, then every failure. */
export function formatReport(report: SizeReport): string {
  const { header, rows } = familyTable(report, 'FAIL');
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();

  const out = [
    `Size check of ${report.clientDir}: ${report.pages.length} pages (gzip level 9; 1 KB = 1000 bytes)`,
    `Budgets: nothing but the HTML (its CSS inline) before the first paint, with at most ${kb(report.budgets.inlineScripts)} of inline scripts and data (brotli; staff pages aside); JS after it ${kb(report.budgets.homeJs)} on "/", ${kb(report.budgets.pageJs)} elsewhere; CSS ${kb(report.budgets.css)}; no zod; no third-party script`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    report.zodChunks.length === 0
      ? 'Chunks with zod: none'
      : `Chunks with zod (allowed on the staff routes only): ${report.zodChunks.join(', ')}`,
  ];
  if (report.failures.length > 0) out.push('', ...report.failures);
  out.push(
    '',
    report.failures.length === 0
      ? 'size-check: all budgets met'
      : `size-check: ${report.failures.length} failure${report.failures.length === 1 ? '' : 's'}`,
  );
  return out.join('\n');
}

/** One page's first-load chunks, largest first, with their gzipped sizes. */
export function formatPage(page: PageSize): string {
  const rows = Object.entries(page.jsSizes).sort(([, a], [, b]) => b - a);
  return [
    `${page.route} (${page.family}): before the first paint ${kb(page.firstPaintBytes)} (HTML ${kb(page.htmlBytes)}, in ${page.htmlRoundTrips} round trip${page.htmlRoundTrips === 1 ? '' : 's'}, its plain twin in ${page.twinRoundTrips}; JS ${kb(page.jsBeforePaintBytes)}); JS ${kb(page.jsBytes)} gzipped, budget ${kb(page.jsBudget)}`,
    ...rows.map(([file, bytes]) => `  ${kb(bytes).padStart(9)}  ${file}`),
    `  CSS ${kb(page.cssBytes)}: ${page.css.join(', ') || 'none'}`,
  ].join('\n');
}
