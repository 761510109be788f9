// The local server's daily rebuild: the site's dates follow the day it was built for, so a server left running must
// build again each day to turn the season (the AEP closing on December 7, a new plan year, scheduled posts).
// A rebuild runs the site's own build (`pnpm run build` in site/) into a fresh folder (SITE_BUILD_DIR), checks what it
// wrote, and only then has the server serve it; a failed one leaves the last good build serving and says why. The two
// builds before the one served are kept, older ones deleted. Triggers: SIGHUP (cli.ts) and a daily timer early in the
// morning in the agency's time zone (startDailyRebuild).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isIsoDate } from '@agency/content';
import type { SecurityHeaders } from './app.ts';

/** A build the server can serve: its folder, the client files, their security headers and the day they speak of. */
export interface ServedBuild {
  /** The build folder (holds client/, security-headers.json, build-info.json). */
  dir: string;
  clientDir: string;
  securityHeaders: SecurityHeaders | undefined;
  /** The day the pages speak of (build-info.json); undefined for a build made before the file existed. */
  date: string | undefined;
}

/** The build whose pages are in `clientDir` (its folder is the parent: build/client → build). */
export function loadBuild(clientDir: string): ServedBuild {
  const dir = path.dirname(clientDir);
  const json = <T>(file: string): T | undefined =>
    existsSync(path.join(dir, file))
      ? (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T)
      : undefined;
  return {
    dir,
    clientDir,
    securityHeaders: json<SecurityHeaders>('security-headers.json'),
    date: json<{ date?: string }>('build-info.json')?.date,
  };
}

/** Why a finished build cannot be served (a missing page, file or the wrong day), or undefined when it can. */
export function unservable(build: ServedBuild, date: string): string | undefined {
  for (const file of ['index.html', '404/index.html'])
    if (!existsSync(path.join(build.clientDir, file))) return `the build has no ${file}`;
  if (!build.securityHeaders) return 'the build has no security-headers.json';
  if (build.date !== date) return `the build speaks of ${build.date ?? 'no day'}, not ${date}`;
  return undefined;
}

export interface RebuilderOptions {
  /** Where the build command runs (site/). */
  siteDir: string;
  /** Where each rebuild gets its own folder. */
  buildsDir: string;
  /** The day to build for, asked at each rebuild (date file, SITE_BUILD_DATE or today: `buildDateSource`). */
  dateFor: () => BuildDate;
  /** The environment of the build (the server's: VITE_SUPABASE_URL and the like). */
  env: Record<string, string | undefined>;
  /** Serves a build that succeeded, made for `day` (called before older builds are deleted). */
  swap: (build: ServedBuild, day: BuildDate) => void;
  /** The build served now (never deleted). */
  served: () => ServedBuild;
  /** Builds kept besides the one served. Default 2. */
  keep?: number;
  /** The build command. Default `pnpm run build`. */
  command?: readonly [string, ...string[]];
  /** Longest build, in ms. Default 15 minutes. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export type RebuildResult =
  { ok: true; build: ServedBuild; seconds: number } | { ok: false; date: string; reason: string };

/** A build folder's name: the time it started (so names sort in time), then the day it is for. */
function folderName(date: string, now = new Date()): string {
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${date}`;
}

/** The builds running now (their process groups), stopped with the server (`stopBuilds`). */
const runningBuilds = new Set<number>();

/** Stops every build in progress (the server is stopping: a build must not outlive it). */
export function stopBuilds(): void {
  for (const pid of runningBuilds) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Runs the command in a process group of its own (so it and every process it starts can be stopped together);
 * resolves with its exit code (null when killed) and the last lines it printed.
 */
function run(
  command: readonly [string, ...string[]],
  cwd: string,
  env: Record<string, string | undefined>,
  timeoutMs: number,
): Promise<{ code: number | null; tail: string }> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    if (child.pid) runningBuilds.add(child.pid);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(stopped after ${Math.round(timeoutMs / 1000)} s)`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    const done = (code: number | null) => {
      clearTimeout(timer);
      if (child.pid) runningBuilds.delete(child.pid);
      resolve({ code, tail: output.trim().split('\n').slice(-15).join('\n') });
    };
    child.once('error', (error) => {
      output += `\n${error.message}`;
      done(null);
    });
    child.once('close', done);
  });
}

/**
 * The rebuilder: `rebuild(reason)` builds the site for `dateFor()` into a fresh folder under `buildsDir`, checks it
 * (`unservable`) and swaps it in. Never two at once: a request while one runs makes one more run after it (the day
 * may have changed meanwhile), and further requests share that one.
 */
export function createRebuilder(options: RebuilderOptions): {
  rebuild(reason: string): Promise<RebuildResult>;
  /** The day of the last rebuild started, whatever came of it. */
  attempted(): string | undefined;
} {
  const keep = options.keep ?? 2;
  const command = options.command ?? ['pnpm', 'run', 'build'];
  const log = options.log ?? ((line: string) => console.log(line));
  let attempted: string | undefined;

  async function attempt(reason: string): Promise<RebuildResult> {
    const day = options.dateFor();
    const { date } = day;
    attempted = date;
    const started = performance.now();
    mkdirSync(options.buildsDir, { recursive: true });
    const dir = path.join(options.buildsDir, folderName(date));
    log(`Rebuild (${reason}) for ${date}: building into ${dir}`);
    const { code, tail } = await run(
      command,
      options.siteDir,
      { ...options.env, SITE_BUILD_DATE: date, SITE_BUILD_DIR: dir },
      options.timeoutMs ?? 15 * 60_000,
    );
    const build = loadBuild(path.join(dir, 'client'));
    const problem = code !== 0 ? `the build exited with ${code ?? 'no code'}` : unservable(build, date);
    if (problem) {
      rmSync(dir, { recursive: true, force: true });
      return { ok: false, date, reason: `${problem}. The build's last lines:\n${tail}` };
    }
    options.swap(build, day);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    log(`Rebuild (${reason}) for ${date}: serving ${dir} (built in ${seconds} s)`);
    prune(options.buildsDir, build.dir, keep);
    return { ok: true, build, seconds };
  }

  async function once(reason: string): Promise<RebuildResult> {
    let result: RebuildResult;
    try {
      result = await attempt(reason);
    } catch (error) {
      result = { ok: false, date: '?', reason: error instanceof Error ? error.message : String(error) };
    }
    if (!result.ok) {
      const served = options.served();
      log(
        `Rebuild (${reason}) for ${result.date} failed, still serving ${served.dir} (the pages of ` +
          `${served.date ?? 'an unknown day'}): ${result.reason}`,
      );
    }
    return result;
  }

  let running: Promise<RebuildResult> | undefined;
  let next: Promise<RebuildResult> | undefined;
  function rebuild(reason: string): Promise<RebuildResult> {
    if (!running) {
      running = once(reason).finally(() => {
        running = undefined;
      });
      return running;
    }
    next ??= running.then(() => {
      next = undefined;
      return rebuild(reason);
    });
    return next;
  }
  return { rebuild, attempted: () => attempted };
}

/** Deletes the builds under `buildsDir` but the one served and the `keep` newest others. */
export function prune(buildsDir: string, servedDir: string, keep: number): string[] {
  const folders = readdirSync(buildsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{8}T\d{6}Z-\d{4}-\d{2}-\d{2}$/.test(entry.name))
    .map((entry) => path.join(buildsDir, entry.name))
    .filter((dir) => path.resolve(dir) !== path.resolve(servedDir))
    .sort()
    .reverse();
  const removed = folders.slice(keep);
  for (const dir of removed) rmSync(dir, { recursive: true, force: true });
  return removed;
}

/** The day a rebuild builds for, and where it was read. */
export interface BuildDate {
  date: string;
  /** The date file, the server's SITE_BUILD_DATE, or today in the agency's time zone. */
  from: 'file' | 'env' | 'today';
}

/**
 * The day a rebuild builds for: the date in `dateFile` when the file exists and is not empty, else SITE_BUILD_DATE of
 * the server's environment, else today in the agency's time zone. A malformed date in the file throws, naming it.
 */
export function buildDateSource(options: {
  dateFile: string | undefined;
  env: Record<string, string | undefined>;
  today: () => string;
}): () => BuildDate {
  const fromEnv = options.env.SITE_BUILD_DATE?.trim();
  return () => {
    if (options.dateFile && existsSync(options.dateFile)) {
      const text = readFileSync(options.dateFile, 'utf8').trim();
      if (text) {
        if (!isIsoDate(text))
          throw new RangeError(`${options.dateFile} holds "${text.slice(0, 40)}", not a date (YYYY-MM-DD).`);
        return { date: text, from: 'file' };
      }
    }
    return fromEnv ? { date: fromEnv, from: 'env' } : { date: options.today(), from: 'today' };
  };
}

/** Today in a time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The hour (0-23) in a time zone. */
export function hourIn(timeZone: string, now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
}

/**
 * The daily timer: every minute, when it is `hour` o'clock or later in `timeZone` and the day to build for
 * (`dateFor`) is neither the one served nor one already tried, a rebuild. So a server left running turns the season
 * early each morning; a failed rebuild is tried again the next day (or on SIGHUP). Returns the stop.
 */
export function startDailyRebuild(options: {
  rebuild: (reason: string) => Promise<unknown>;
  dateFor: () => string;
  servedDate: () => string | undefined;
  /** The day of the last rebuild however it was started (a SIGHUP's too): not tried twice. */
  attempted?: () => string | undefined;
  timeZone: string;
  hour: number;
  everyMs?: number;
}): () => void {
  let tried: string | undefined;
  const check = () => {
    let date: string;
    try {
      date = options.dateFor();
    } catch {
      return; // a malformed date file: SIGHUP says why
    }
    if (date === options.servedDate() || date === tried || date === options.attempted?.()) return;
    if (hourIn(options.timeZone) < options.hour) return;
    tried = date;
    void options.rebuild('daily');
  };
  // The day the server starts with is not a new day: only a later one rebuilds.
  try {
    tried = options.dateFor();
  } catch {
    tried = undefined;
  }
  const timer = setInterval(check, options.everyMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
