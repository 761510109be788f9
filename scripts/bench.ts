// Lighthouse benchmark of the built site: builds (unless --no-build), serves the build on a free port, and runs
// Lighthouse (mobile, default simulated throttling) on five key pages, and on each page's plain-HTML twin (the same
// HTML with every script and preload stripped: the floor a page can reach), in the same run, so the figure compared
// is a ratio (page LCP / twin LCP) measured on one machine at one moment. Prints scores and metrics against the
// budgets, lists the failing audits of every category below 100, saves the JSON reports under .bench/, exits 1 when
// a page is over budget. It reports; it is not a CI test.
// Usage: pnpm bench [--no-build] [--dir <build/client dir>] [--runs <n>]
//   --dir   measure another build (e.g. a copy kept from before a change); implies --no-build
//   --runs  Lighthouse runs per page and per twin (default 3); the median of each figure is reported
//   --page  measure only this bench page (repeatable), e.g. --page / while working on the home page
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { twinHtml } from './first-round-trip.ts';

/** The pages measured: home, an AEP city page, a service-area city page, the IRMAA calculator, a blog post. */
export const benchPages = [
  '/',
  '/aep/new-port-richey',
  '/service-areas/alabama/hoover',
  '/irmaa-calculator',
  '/blog/irmaa-explained',
] as const;

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export const budgets = {
  /** Minimum category scores (0-100). */
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
  /** The page's LCP over its plain-HTML twin's, measured in the same run (docs/adr/0013). */
  lcpRatio: 1.15,
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
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...lines.slice(2).map((line) => {
      const [page, ...figures] = cells(line);
      return `| \`${page}\` | ${figures.join(' | ')} |`;
    }),
  ].join('\n');
}

interface LaunchedChrome {
  port: number;
  kill(): void;
}

/** chrome-launcher, Lighthouse's own dependency (resolved from Lighthouse, so it is always the matching version). */
async function launchChrome(): Promise<LaunchedChrome> {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  const { launch } = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as {
    launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
  };
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    throw new Error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  }
  return launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startServer(
  repo: string,
  clientDir: string,
): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  // Its own embedded database, apart from the one `bash scripts/serve.sh` keeps (a data folder has one user).
  const data = mkdtempSync(path.join(tmpdir(), 'agency-bench-data-'));
  const server = spawn(
    process.execPath,
    [path.join(repo, 'site/server/cli.ts'), '--port', String(port), '--dir', clientDir, '--data', data],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  server.once('exit', () => rmSync(data, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The local server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The local server did not answer at ${origin}/ within 30 s.`);
}

/** Where the twins are served from, inside the build while the bench runs. */
const twinFolder = '__bench-twin';
const pageSlug = (page: string) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '--'));
const twinPath = (page: string) => `/${twinFolder}/${pageSlug(page)}/`;

/** Writes each bench page's plain-HTML twin (and its brotli and gzip copies, as the build has for every page). */
function writeTwins(clientDir: string, twinRoot: string, pages: ReadonlyArray<string>): void {
  for (const page of pages) {
    const html = twinHtml(readFileSync(path.join(clientDir, page, 'index.html'), 'utf8'));
    const dir = path.join(twinRoot, pageSlug(page));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
    writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html, { level: 9 }));
  }
}

async function main() {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // `pnpm bench -- --no-build`: pnpm 12 hands the `--` on; it is a separator, not an argument.
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'no-build': { type: 'boolean', default: false },
      dir: { type: 'string' },
      runs: { type: 'string', default: '3' },
      page: { type: 'string', multiple: true },
    },
  });
  const pages = values.page ?? [...benchPages];
  const unknown = pages.filter((page) => !(benchPages as ReadonlyArray<string>).includes(page));
  if (unknown.length > 0)
    throw new Error(`--page ${unknown.join(', ')}: use one of ${benchPages.join(', ')}.`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error(`--runs "${values.runs}": use 1 to 9.`);
  const clientDir = path.resolve(values.dir ?? path.join(repo, 'site/build/client'));
  const label = values.dir ? path.basename(path.dirname(clientDir)) : 'current';

  if (!values.dir && !values['no-build']) {
    console.log('bench: building the site (pnpm run build; skip with --no-build)');
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed.');
  }
  const missing = benchPages.filter((page) => !existsSync(path.join(clientDir, page, 'index.html')));
  if (missing.length > 0) throw new Error(`Not in the build at ${clientDir}: ${missing.join(', ')}`);

  const outDir = path.join(repo, '.bench', label);
  mkdirSync(outDir, { recursive: true });
  // The twins are written into the build before the server starts (it lists its files then), with the same
  // precompressed copies the pages have, and removed at the end.
  const twinRoot = path.join(clientDir, twinFolder);
  writeTwins(clientDir, twinRoot, pages);
  const { origin, server } = await startServer(repo, clientDir);
  let chrome: LaunchedChrome | undefined;
  const stop = () => {
    chrome?.kill();
    server.kill();
    rmSync(twinRoot, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const results: PageResult[] = [];
  try {
    const { default: lighthouse } = await import('lighthouse');
    chrome = await launchChrome();
    const port = chrome.port;
    console.log(
      `bench: Lighthouse x${runs} on each page and its plain-HTML twin, ${clientDir} (mobile, simulated throttling)`,
    );
    /** One completed Lighthouse run; a run Lighthouse itself could not complete (NO_NAVSTART, a lost trace) is retried, up to twice. */
    const measure = async (page: string, url: string) => {
      for (let attempt = 1; ; attempt++) {
        const answer = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        const problem = !answer ? 'no result' : answer.lhr.runtimeError?.message;
        if (!problem) return { result: summarize(page, answer!.lhr), json: String(answer!.report) };
        if (attempt > 2) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
        console.log(`  ${url}: Lighthouse could not complete the run (${problem}); trying again`);
      }
    };
    for (const page of pages) {
      const pageRuns: Array<{ result: PageResult; json: string }> = [];
      const twinRuns: Array<{ result: PageResult; json: string }> = [];
      // Page and twin in turn, so both see the same moments of the machine.
      for (let run = 1; run <= runs; run++) {
        pageRuns.push(await measure(page, `${origin}${page}`));
        twinRuns.push(await measure(page, `${origin}${twinPath(page)}`));
      }
      const slug = pageSlug(page);
      writeFileSync(path.join(outDir, `${slug}.json`), medianByLcp(pageRuns).json);
      writeFileSync(path.join(outDir, `${slug}.twin.json`), medianByLcp(twinRuns).json);
      results.push(
        withTwin(
          medianResult(pageRuns.map((run) => run.result)),
          medianResult(twinRuns.map((run) => run.result)),
        ),
      );
      console.log(`  ${page}: done`);
    }
  } finally {
    stop();
  }

  const failures = results.flatMap(budgetFailures);
  console.log(`\n${formatTable(results)}`);
  console.log(
    `\nMedian of ${runs} run${runs === 1 ? '' : 's'} of each page and of its plain-HTML twin, figure by figure. Budgets: Perf >= ${budgets.scores.performance}, ` +
      `A11y/BP/SEO = 100, LCP <= ${budgets.lcpRatio}x the twin's and <= ${budgets.lcpSeconds.toFixed(1)} s, ` +
      `TBT <= ${budgets.tbtMs} ms, CLS <= ${budgets.cls}; ✗ = over budget. Bytes: total transfer, 1 KB = 1000 bytes.`,
  );
  for (const result of results) {
    for (const [category, audits] of Object.entries(result.failingAudits)) {
      console.log(`\n${result.page}: ${category} ${result.scores[category as Category] ?? '-'}`);
      for (const audit of audits) console.log(`  - ${audit}`);
    }
  }
  writeFileSync(
    path.join(outDir, 'summary.json'),
    `${JSON.stringify({ clientDir, results, failures }, null, 2)}\n`,
  );
  writeFileSync(path.join(outDir, 'summary.md'), `${markdownTable(results)}\n`);
  console.log(
    `\nReports: ${path.relative(repo, outDir)}/ (open a .json in https://googlechrome.github.io/lighthouse/viewer/)`,
  );
  if (failures.length > 0) {
    console.log(
      `\nbench: ${failures.length} over budget:\n${failures.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('\nbench: every page within the budgets');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`bench: ${(error as Error).message}`);
    process.exitCode = 2;
  });
}
