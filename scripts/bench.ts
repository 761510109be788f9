// Lighthouse benchmark of the built site: builds (unless --no-build), serves the build on a free port, and runs
// Lighthouse (mobile, default simulated throttling) on five key pages, on each page's plain-HTML twin (the same
// HTML with every script and preload stripped: the floor the page's HTML can reach) and on a plain one-paragraph
// page (the floor any page can reach), in the same run, so the figures compared are ratios (page LCP / twin LCP,
// page LCP / plain LCP) measured on one machine at one moment. Prints scores and metrics against the
// budgets, lists the failing audits of every category below 100, saves the JSON reports under .bench/, exits 1 when
// a page is over budget. It reports; it is not a CI test.
// Usage: pnpm bench [--no-build] [--dir <build/client dir>] [--runs <n>]
//   --dir   measure another build (e.g. a copy kept from before a change); implies --no-build
//   --runs  Lighthouse runs per page and per twin (default 3); the median of each figure is reported
//   --page  measure only this bench page (repeatable), e.g. --page / while working on the home page
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  benchPages,
  budgetFailures,
  budgets,
  categories,
  formatTable,
  markdownTable,
  medianByLcp,
  medianResult,
  summarize,
  withPlain,
  withTwin,
  type Category,
  type PageResult,
} from './bench/results.ts';
import {
  launchChrome,
  pageSlug,
  plainPath,
  startServer,
  twinFolder,
  twinPath,
  writeTwins,
  type LaunchedChrome,
} from './bench/serve.ts';

export * from './bench/results.ts';

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
      `bench: Lighthouse x${runs} on each page, its plain-HTML twin and the plain one-paragraph page, ${clientDir} (mobile, simulated throttling)`,
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
      const plainRuns: Array<{ result: PageResult; json: string }> = [];
      // Page, twin and plain page in turn, so all three see the same moments of the machine.
      for (let run = 1; run <= runs; run++) {
        pageRuns.push(await measure(page, `${origin}${page}`));
        twinRuns.push(await measure(page, `${origin}${twinPath(page)}`));
        plainRuns.push(await measure(page, `${origin}${plainPath}`));
      }
      const slug = pageSlug(page);
      writeFileSync(path.join(outDir, `${slug}.json`), medianByLcp(pageRuns).json);
      writeFileSync(path.join(outDir, `${slug}.twin.json`), medianByLcp(twinRuns).json);
      results.push(
        withPlain(
          withTwin(
            medianResult(pageRuns.map((run) => run.result)),
            medianResult(twinRuns.map((run) => run.result)),
          ),
          medianResult(plainRuns.map((run) => run.result)),
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
      `A11y/BP/SEO = 100, LCP <= ${budgets.lcpRatio}x the twin's, <= ${budgets.plainRatio}x the plain one-paragraph page's and <= ${budgets.lcpSeconds.toFixed(1)} s, ` +
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
