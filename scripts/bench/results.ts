// The bench's figures: the pages it measures, the budgets, a Lighthouse report summed up as a row (with its twin's
// LCP, the plain one-paragraph page's and the ratios), the median of several runs, what fails a budget, and the
// tables it prints and saves. Pure.
import type { Result } from 'lighthouse';

/** The pages measured: home, an AEP city page, a service-area city page, the IRMAA calculator, a blog post. */
export const benchPages = [
  '/',
  '/aep/new-port-richey',
  '/service-areas/alabama/hoover',
  '/irmaa-calculator',
  '/blog/irmaa-explained',
] as const;

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export const budgets = {
  /** Minimum category scores (0-100). */
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
  /** The page's LCP over its plain-HTML twin's, measured in the same run (docs/adr/0013). */
  lcpRatio: 1.15,
  /**
   * The page's LCP over a plain one-paragraph page's (the floor any page on this server can reach), measured in the
   * same run: what a page's size costs, which its twin (as large) does not show.
   */
  plainRatio: 1.25,
  lcpSeconds: 2.0,
  tbtMs: 50,
  cls: 0.01,
};

export interface PageResult {
  page: string;
  scores: Record<Category, number | null>;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  /** The twin's LCP (the same HTML, no script, no preload), and the page's over it; absent when not measured. */
  twinLcpSeconds?: number;
  lcpRatio?: number;
  /** The plain one-paragraph page's LCP, and the page's over it; absent when not measured. */
  plainLcpSeconds?: number;
  plainRatio?: number;
  /** Per category below 100: the audits that did not pass, as "title: value" lines. */
  failingAudits: Partial<Record<Category, string[]>>;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits that count as failed in a category: any score below 1; in performance, the weighted metrics below 1 and
 *  the insights and diagnostics below 0.9 (what Lighthouse's report shows as not passed). */
export function failingAudits(lhr: Result, category: Category): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    if (audit.scoreDisplayMode === 'error') {
      lines.push(`${audit.title}: the audit could not run (${audit.errorMessage ?? 'unknown error'})`);
      continue;
    }
    if (audit.score === null || ['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
      continue;
    const threshold = category === 'performance' && ref.weight === 0 ? 0.9 : 1;
    if (audit.score >= threshold) continue;
    const detail = audit.displayValue ? `: ${audit.displayValue}` : '';
    const items =
      category !== 'performance' &&
      audit.details &&
      'items' in audit.details &&
      Array.isArray(audit.details.items)
        ? audit.details.items.length
        : 0;
    const where = items > 0 ? ` (${items} item${items === 1 ? '' : 's'})` : '';
    lines.push(`${audit.title}${detail}${where} [${ref.id}, score ${audit.score}]`);
  }
  return lines;
}

export function summarize(page: string, lhr: Result): PageResult {
  const scores = {} as Record<Category, number | null>;
  const failing: Partial<Record<Category, string[]>> = {};
  for (const category of categories) {
    const score = lhr.categories[category]?.score;
    scores[category] = score === null || score === undefined ? null : Math.round(score * 100);
    if (scores[category] !== 100) failing[category] = failingAudits(lhr, category);
  }
  return {
    page,
    scores,
    lcpSeconds: numeric(lhr, 'largest-contentful-paint') / 1000,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalKb: numeric(lhr, 'total-byte-weight') / 1000,
    failingAudits: failing,
  };
}

/** The page's result with its plain-HTML twin's LCP and the ratio of the two. */
export function withTwin(result: PageResult, twin: PageResult): PageResult {
  return { ...result, twinLcpSeconds: twin.lcpSeconds, lcpRatio: result.lcpSeconds / twin.lcpSeconds };
}

/** The page's result with the plain one-paragraph page's LCP and the ratio of the two. */
export function withPlain(result: PageResult, plain: PageResult): PageResult {
  return { ...result, plainLcpSeconds: plain.lcpSeconds, plainRatio: result.lcpSeconds / plain.lcpSeconds };
}

/** The runs of one page, sorted by LCP; the middle one (the lower middle of an even count): its report is kept. */
export function medianByLcp<T extends { result: PageResult }>(runs: ReadonlyArray<T>): T {
  const sorted = [...runs].sort((a, b) => a.result.lcpSeconds - b.result.lcpSeconds);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * The median of each figure over the runs of one page, taken figure by figure (a run's TBT and its LCP vary
 * independently); the failing audits are those of the run with the median LCP.
 */
export function medianResult(runs: ReadonlyArray<PageResult>): PageResult {
  const middle = medianByLcp(runs.map((result) => ({ result }))).result;
  const scores = {} as Record<Category, number | null>;
  for (const category of categories) {
    const values = runs.map((run) => run.scores[category]).filter((value): value is number => value !== null);
    scores[category] = values.length === runs.length ? median(values) : null;
  }
  return {
    ...middle,
    scores,
    lcpSeconds: median(runs.map((run) => run.lcpSeconds)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    totalKb: median(runs.map((run) => run.totalKb)),
  };
}

/** Every budget a page misses, as readable lines. */
export function budgetFailures(result: PageResult): string[] {
  const failures: string[] = [];
  for (const category of categories) {
    const score = result.scores[category];
    if (score === null || score < budgets.scores[category]) {
      failures.push(`${result.page}: ${category} ${score ?? 'no score'} < ${budgets.scores[category]}`);
    }
  }
  if (!(result.lcpSeconds <= budgets.lcpSeconds)) {
    failures.push(
      `${result.page}: LCP ${result.lcpSeconds.toFixed(1)} s > ${budgets.lcpSeconds.toFixed(1)} s`,
    );
  }
  if (result.lcpRatio !== undefined && !(result.lcpRatio <= budgets.lcpRatio)) {
    failures.push(
      `${result.page}: LCP ${result.lcpRatio.toFixed(2)}x its plain-HTML twin > ${budgets.lcpRatio.toFixed(2)}x`,
    );
  }
  if (result.plainRatio !== undefined && !(result.plainRatio <= budgets.plainRatio)) {
    failures.push(
      `${result.page}: LCP ${result.plainRatio.toFixed(2)}x the plain one-paragraph page > ${budgets.plainRatio.toFixed(2)}x`,
    );
  }
  if (!(result.tbtMs <= budgets.tbtMs)) {
    failures.push(`${result.page}: TBT ${Math.round(result.tbtMs)} ms > ${budgets.tbtMs} ms`);
  }
  if (!(result.cls <= budgets.cls))
    failures.push(`${result.page}: CLS ${result.cls.toFixed(3)} > ${budgets.cls}`);
  return failures;
}

/** The results table; a figure over its budget is marked with ✗. */
export function formatTable(results: ReadonlyArray<PageResult>): string {
  const mark = (text: string, ok: boolean) => (ok ? `${text}  ` : `${text} ✗`);
  const score = (result: PageResult, category: Category) => {
    const value = result.scores[category];
    return mark(value === null ? '-' : String(value), value !== null && value >= budgets.scores[category]);
  };
  const header = [
    'Page',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP (s)',
    'Twin LCP (s)',
    'Ratio',
    'Plain LCP (s)',
    'Plain ratio',
    'TBT (ms)',
    'CLS',
    'Bytes (KB)',
  ];
  const rows = results.map((result) => [
    result.page,
    score(result, 'performance'),
    score(result, 'accessibility'),
    score(result, 'best-practices'),
    score(result, 'seo'),
    mark(result.lcpSeconds.toFixed(2), result.lcpSeconds <= budgets.lcpSeconds),
    result.twinLcpSeconds === undefined ? '-' : result.twinLcpSeconds.toFixed(2),
    result.lcpRatio === undefined
      ? '-'
      : mark(result.lcpRatio.toFixed(2), result.lcpRatio <= budgets.lcpRatio),
    result.plainLcpSeconds === undefined ? '-' : result.plainLcpSeconds.toFixed(2),
    result.plainRatio === undefined
      ? '-'
      : mark(result.plainRatio.toFixed(2), result.plainRatio <= budgets.plainRatio),
    mark(String(Math.round(result.tbtMs)), result.tbtMs <= budgets.tbtMs),
    mark(result.cls.toFixed(3), result.cls <= budgets.cls),
    result.totalKb.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The results table in Markdown (for docs/performance.md); a figure over budget is marked with ✗. */
export function markdownTable(results: ReadonlyArray<PageResult>): string {
  const lines = formatTable(results).split('\n');
  const cells = (line: string) => line.split(/ {2,}/).map((cell) => cell.trim());
  return [
    `| ${cells(lines[0]!).join(' | ')} |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...lines.slice(2).map((line) => {
      const [page, ...figures] = cells(line);
      return `| \`${page}\` | ${figures.join(' | ')} |`;
    }),
  ].join('\n');
}
