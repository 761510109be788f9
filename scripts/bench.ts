// Lighthouse benchmark of the built site: builds (unless --no-build), serves the build on a free port, and runs
// Lighthouse (mobile, default simulated throttling) on five key pages. Prints scores and metrics against the budgets,
// lists the failing audits of every category below 100, saves the JSON reports under .bench/, exits 1 when a page is
// over budget. It reports; it is not a CI test.
// Usage: pnpm bench [--no-build] [--dir <build/client dir>] [--runs <n>]
//   --dir   measure another build (e.g. a copy kept from before a change); implies --no-build
//   --runs  Lighthouse runs per page (default 1); the run with the median performance score is reported
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
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
type Category = (typeof categories)[number];

export const budgets = {
  /** Minimum category scores (0-100). */
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
  lcpSeconds: 2.0,
  tbtMs: 100,
  cls: 0.02,
};

export interface PageResult {
  page: string;
  scores: Record<Category, number | null>;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
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
  const header = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP (s)', 'TBT (ms)', 'CLS', 'Bytes (KB)'];
  const rows = results.map((result) => [
    result.page,
    score(result, 'performance'),
    score(result, 'accessibility'),
    score(result, 'best-practices'),
    score(result, 'seo'),
    mark(result.lcpSeconds.toFixed(1), result.lcpSeconds <= budgets.lcpSeconds),
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
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
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
  const server = spawn(
    process.execPath,
    [path.join(repo, 'site/server/cli.ts'), '--port', String(port), '--dir', clientDir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
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

async function main() {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // `pnpm bench -- --no-build`: pnpm 12 hands the `--` on; it is a separator, not an argument.
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'no-build': { type: 'boolean', default: false },
      dir: { type: 'string' },
      runs: { type: 'string', default: '1' },
    },
  });
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
  const { origin, server } = await startServer(repo, clientDir);
  let chrome: LaunchedChrome | undefined;
  const stop = () => {
    chrome?.kill();
    server.kill();
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const results: PageResult[] = [];
  try {
    const { default: lighthouse } = await import('lighthouse');
    chrome = await launchChrome();
    console.log(
      `bench: Lighthouse ${runs > 1 ? `x${runs} ` : ''}on ${clientDir} (mobile, simulated throttling)`,
    );
    for (const page of benchPages) {
      const candidates: Array<{ result: PageResult; json: string }> = [];
      // A run Lighthouse itself could not complete (e.g. NO_NAVSTART, a lost trace) is retried, up to twice.
      let failedRuns = 0;
      for (let run = 1; run <= runs;) {
        const answer = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        const problem = !answer ? 'no result' : answer.lhr.runtimeError?.message;
        if (problem) {
          if (++failedRuns > 2) throw new Error(`Lighthouse failed on ${page}: ${problem}`);
          console.log(`  ${page}: Lighthouse could not complete the run (${problem}); trying again`);
          continue;
        }
        candidates.push({ result: summarize(page, answer!.lhr), json: String(answer!.report) });
        run++;
      }
      candidates.sort((a, b) => (a.result.scores.performance ?? 0) - (b.result.scores.performance ?? 0));
      const median = candidates[Math.floor(candidates.length / 2)]!;
      const slug = page === '/' ? 'home' : page.slice(1).replaceAll('/', '--');
      writeFileSync(path.join(outDir, `${slug}.json`), median.json);
      results.push(median.result);
      console.log(`  ${page}: done`);
    }
  } finally {
    stop();
  }

  const failures = results.flatMap(budgetFailures);
  console.log(`\n${formatTable(results)}`);
  console.log(
    `\nBudgets: Perf >= ${budgets.scores.performance}, A11y/BP/SEO = 100, LCP <= ${budgets.lcpSeconds.toFixed(1)} s, ` +
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
