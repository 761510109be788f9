// @vitest-environment node
// The daily rebuild's rules, with a stand-in build command (the real build: site/security/rebuild.test.ts): a build is
// swapped in only when it finished and is whole and of the day asked for; a failed one is deleted, the served one kept
// and the reason logged; two older builds are kept; two rebuilds never run at once; the day comes from the date file,
// else SITE_BUILD_DATE, else today; the timer waits for a new day and the early hour.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildDateSource,
  createRebuilder,
  dayIn,
  hourIn,
  loadBuild,
  prune,
  startDailyRebuild,
  type ServedBuild,
} from './rebuild.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.useRealTimers();
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-rebuild-'));
  folders.push(dir);
  return dir;
};

/**
 * A stand-in for `pnpm run build`: writes into SITE_BUILD_DIR what the site's build writes (`whole`), or only the
 * first pages before failing (`fail`), or a whole build of another day (`wrongDay`).
 */
function standIn(mode: 'whole' | 'fail' | 'wrongDay'): [string, ...string[]] {
  const script = `
    const fs = require('node:fs'), path = require('node:path');
    const dir = process.env.SITE_BUILD_DIR, date = process.env.SITE_BUILD_DATE;
    fs.mkdirSync(path.join(dir, 'client/404'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client/index.html'), '<h1>' + date + '</h1>');
    if (${JSON.stringify(mode)} === 'fail') { console.error('Error: the prerender failed on /part-d'); process.exit(1); }
    fs.writeFileSync(path.join(dir, 'client/404/index.html'), 'not found');
    fs.writeFileSync(path.join(dir, 'security-headers.json'), JSON.stringify({ base: {}, csp: {} }));
    const day = ${JSON.stringify(mode)} === 'wrongDay' ? '2026-01-01' : date;
    fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ date: day }));
  `;
  return [process.execPath, '-e', script];
}

function setUp(mode: 'whole' | 'fail' | 'wrongDay', date = '2026-12-09') {
  const root = tempDir();
  const initial: ServedBuild = {
    dir: path.join(root, 'build'),
    clientDir: path.join(root, 'build/client'),
    securityHeaders: undefined,
    date: '2026-11-24',
  };
  let served = initial;
  const swaps: ServedBuild[] = [];
  const lines: string[] = [];
  const buildsDir = path.join(root, 'builds');
  const rebuilder = createRebuilder({
    siteDir: root,
    buildsDir,
    dateFor: () => ({ date, from: 'file' }),
    env: process.env,
    served: () => served,
    swap: (build) => {
      swaps.push(build);
      served = build;
    },
    command: standIn(mode),
    log: (line) => lines.push(line),
  });
  return { rebuilder, swaps, lines, buildsDir, served: () => served, initial };
}

describe('createRebuilder', () => {
  it('builds into a fresh folder and swaps it in once it is whole and of the day asked for', async () => {
    const { rebuilder, swaps, lines, buildsDir } = setUp('whole');
    const result = await rebuilder.rebuild('SIGHUP');
    expect(result.ok).toBe(true);
    expect(swaps).toHaveLength(1);
    expect(swaps[0]).toMatchObject({ date: '2026-12-09', securityHeaders: { base: {}, csp: {} } });
    expect(path.dirname(swaps[0]!.dir)).toBe(buildsDir);
    expect(path.basename(swaps[0]!.dir)).toMatch(/^\d{8}T\d{6}Z-2026-12-09$/);
    expect(lines.at(-1)).toMatch(/^Rebuild \(SIGHUP\) for 2026-12-09: serving .* \(built in [\d.]+ s\)$/);
    expect(rebuilder.attempted()).toBe('2026-12-09');
  });

  it('a build that fails keeps the served one, deletes its half-written folder and says why', async () => {
    const { rebuilder, swaps, lines, buildsDir, served, initial } = setUp('fail');
    const result = await rebuilder.rebuild('daily');
    expect(result).toMatchObject({ ok: false, date: '2026-12-09' });
    expect(swaps).toEqual([]);
    expect(served()).toBe(initial);
    expect(readdirSync(buildsDir)).toEqual([]);
    const failure = lines.at(-1)!;
    expect(failure).toMatch(
      /^Rebuild \(daily\) for 2026-12-09 failed, still serving .*build \(the pages of 2026-11-24\)/,
    );
    expect(failure).toContain('the build exited with 1');
    expect(failure).toContain('Error: the prerender failed on /part-d');
  });

  it('a build of another day than the one asked for is not served', async () => {
    const { rebuilder, swaps, lines } = setUp('wrongDay');
    expect((await rebuilder.rebuild('SIGHUP')).ok).toBe(false);
    expect(swaps).toEqual([]);
    expect(lines.at(-1)).toContain('the build speaks of 2026-01-01, not 2026-12-09');
  });

  it('keeps the served build and the two before it, and deletes the older ones', async () => {
    const { rebuilder, buildsDir } = setUp('whole');
    for (let index = 0; index < 5; index += 1) {
      expect((await rebuilder.rebuild('SIGHUP')).ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // folder names are by the second
    }
    expect(readdirSync(buildsDir)).toHaveLength(3);
  }, 30_000);

  it('never runs two at once: a request meanwhile makes one more run after it', async () => {
    const { rebuilder, swaps } = setUp('whole');
    const results = await Promise.all([
      rebuilder.rebuild('SIGHUP'),
      rebuilder.rebuild('SIGHUP'),
      rebuilder.rebuild('daily'),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(swaps).toHaveLength(2);
  }, 30_000);
});

describe('loadBuild and prune', () => {
  it('reads a build folder, and prunes only rebuild folders other than the served one', () => {
    const root = tempDir();
    const names = [
      '20261101T040000Z-2026-11-01',
      '20261102T040000Z-2026-11-02',
      '20261103T040000Z-2026-11-03',
    ];
    for (const name of [...names, 'keep-me']) mkdirSync(path.join(root, name));
    writeFileSync(path.join(root, names[0]!, 'build-info.json'), JSON.stringify({ date: '2026-11-01' }));
    expect(loadBuild(path.join(root, names[0]!, 'client'))).toMatchObject({ date: '2026-11-01' });
    // Serving the oldest (a swap back is possible): it stays, as do the newest other and the foreign folder.
    const removed = prune(root, path.join(root, names[0]!), 1);
    expect(removed.map((dir) => path.basename(dir))).toEqual([names[1]]);
    expect(existsSync(path.join(root, 'keep-me'))).toBe(true);
  });
});

describe('the day a rebuild builds for', () => {
  it('is the date file’s, else SITE_BUILD_DATE, else today; a malformed file is refused, naming it', () => {
    const file = path.join(tempDir(), 'build-date');
    const source = buildDateSource({
      dateFile: file,
      env: { SITE_BUILD_DATE: '2026-11-24' },
      today: () => 'today',
    });
    expect(source()).toEqual({ date: '2026-11-24', from: 'env' });
    writeFileSync(file, '2026-12-09\n');
    expect(source()).toEqual({ date: '2026-12-09', from: 'file' });
    writeFileSync(file, '2026-02-30');
    expect(() => source()).toThrow(/build-date holds "2026-02-30", not a date/);
    writeFileSync(file, '');
    expect(buildDateSource({ dateFile: file, env: {}, today: () => '2026-11-28' })()).toEqual({
      date: '2026-11-28',
      from: 'today',
    });
  });

  it('today and the hour are the agency’s time zone’s', () => {
    const lateEvening = new Date('2026-12-08T03:30:00Z'); // 21:30 on December 7 in Chicago
    expect(dayIn('America/Chicago', lateEvening)).toBe('2026-12-07');
    expect(hourIn('America/Chicago', lateEvening)).toBe(21);
    expect(dayIn('UTC', lateEvening)).toBe('2026-12-08');
  });
});

describe('startDailyRebuild', () => {
  it('rebuilds once when a new day has come and it is the early hour or later, never for the day it started with', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-08T12:00:00Z')); // 06:00 in Chicago
    let day = '2026-12-08';
    const reasons: string[] = [];
    const stop = startDailyRebuild({
      rebuild: async (reason) => reasons.push(reason),
      dateFor: () => day,
      servedDate: () => '2026-11-24',
      timeZone: 'America/Chicago',
      hour: 4,
      everyMs: 1000,
    });
    vi.advanceTimersByTime(5000);
    expect(reasons).toEqual([]); // the day it started with
    day = '2026-12-09';
    vi.setSystemTime(new Date('2026-12-09T08:00:00Z')); // 02:00 in Chicago: too early
    vi.advanceTimersByTime(5000);
    expect(reasons).toEqual([]);
    vi.setSystemTime(new Date('2026-12-09T10:30:00Z')); // 04:30
    vi.advanceTimersByTime(5000);
    expect(reasons).toEqual(['daily']); // once, even if it failed
    stop();
  });
});
