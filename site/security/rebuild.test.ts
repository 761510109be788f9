// The season turns by itself on a running local server: started on the build of one day, sent SIGHUP with a later
// day in its date file, it builds the site again into a fresh folder (the real `pnpm run build`, about a minute) and
// serves the new season without a restart, the chat included; a rebuild that fails (a malformed date; a build that
// breaks half-way, here on a malformed VITE_SUPABASE_URL) leaves the old pages serving and says why in the log.
//   cd site && node --test security/rebuild.test.ts     (after `pnpm build`; part of scripts/test.sh)
// Expectations come from content's season rule for each day, never from a year typed here.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { getSeason } from '@agency/content';
import { chatCall } from '@agency/content/contracts';
import { serve, siteDir, stop, type Served } from './served.ts';

const builtFor = process.env.SITE_BUILD_DATE ?? '2026-11-24';
const later = '2026-12-09'; // after the AEP of 2026 closed (December 7): the next one is the one to speak of

/** The season of a day, as content's rule gives it. */
function seasonOf(date: string) {
  const saved = process.env.SITE_BUILD_DATE;
  process.env.SITE_BUILD_DATE = date;
  try {
    return getSeason();
  } finally {
    if (saved === undefined) delete process.env.SITE_BUILD_DATE;
    else process.env.SITE_BUILD_DATE = saved;
  }
}

/** What the pages say of their day: the nav's AEP label on the home page, the AEP's dates on a city's AEP page. */
async function pagesSpeakOf(served: Served, date: string): Promise<void> {
  const { aepYear } = seasonOf(date);
  const home = await (await fetch(`${served.base}/`)).text();
  assert.ok(home.includes(`AEP ${aepYear}<`), `the home page's nav does not say AEP ${aepYear} (${date})`);
  const city = await (await fetch(`${served.base}/aep/atlanta`)).text();
  assert.ok(
    city.includes(`October 15 - December 7, ${aepYear}`),
    `/aep/atlanta does not give the AEP of ${aepYear} (${date})`,
  );
}

/** Waits until the server's output has a line matching `pattern` (a rebuild takes about a minute). */
async function logged(served: Served, pattern: RegExp, seconds = 300): Promise<string> {
  for (let waited = 0; waited < seconds * 10; waited += 1) {
    const line = served.output
      .join('')
      .split('\n')
      .find((one) => pattern.test(one));
    if (line) return line;
    if (served.process.exitCode !== null) throw new Error(`the server exited:\n${served.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no line matching ${pattern} within ${seconds} s:\n${served.output.join('').slice(-3000)}`);
}

/** A folder of this test's inside site/.data/ (a rebuild's folder must be in site/: its imports resolve from
 * site/node_modules; `.data/` keeps it out of git). */
mkdirSync(path.join(siteDir, '.data'), { recursive: true });
const work = mkdtempSync(path.join(siteDir, '.data', 'rebuild-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

describe('the local server rebuilds the site on SIGHUP', () => {
  test(`from ${builtFor} to ${later}: the new season is served without a restart, the chat speaks of it too`, async () => {
    const dateFile = path.join(work, 'build-date');
    const builds = path.join(work, 'builds');
    const served = await serve({
      SITE_BUILD_DATE: builtFor,
      SITE_BUILD_DATE_FILE: dateFile,
      SITE_BUILDS_DIR: builds,
      SITE_REBUILD_HOUR: 'off', // the timer has its unit test; here only the signal starts a rebuild
    });
    try {
      await pagesSpeakOf(served, builtFor);
      writeFileSync(dateFile, `${later}\n`);
      const started = performance.now();
      served.process.kill('SIGHUP');
      const line = await logged(served, /Rebuild \(SIGHUP\) for \d{4}-\d{2}-\d{2}: serving|failed/);
      assert.match(
        line,
        new RegExp(`Rebuild \\(SIGHUP\\) for ${later}: serving`),
        served.output.join('').slice(-3000),
      );
      console.log(
        `  rebuilt for ${later} and swapped in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      assert.equal(served.process.exitCode, null, 'the same process serves');
      await pagesSpeakOf(served, later);
      assert.equal(readdirSync(builds).length, 1);

      const season = seasonOf(later);
      const answer = await fetch(`${served.base}${chatCall.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'When is the Annual Enrollment Period?',
          anonymousId: 'anon_1765000000000_rebuildtst',
        }),
      });
      assert.equal(answer.status, 200);
      const { message } = (await answer.json()) as { message: string };
      assert.ok(
        message.includes(String(season.planYear)),
        `the chat still speaks of another day: ${message}`,
      );

      // A malformed date: no build starts, the pages of the later day stay, and the log says why.
      writeFileSync(dateFile, '2026-02-30\n');
      served.process.kill('SIGHUP');
      const failed = await logged(
        served,
        /failed, still serving .*: .*build-date holds "2026-02-30", not a date/,
        30,
      );
      assert.match(failed, new RegExp(`the pages of ${later}`));
      await pagesSpeakOf(served, later);
    } finally {
      await stop(served);
    }
  });

  test('a build that breaks half-way is never served: the old pages stay, its folder is deleted, the log says why', async () => {
    const dateFile = path.join(work, 'build-date-broken');
    const builds = path.join(work, 'builds-broken');
    writeFileSync(dateFile, `${later}\n`);
    const served = await serve({
      SITE_BUILD_DATE: builtFor,
      SITE_BUILD_DATE_FILE: dateFile,
      SITE_BUILDS_DIR: builds,
      SITE_REBUILD_HOUR: 'off',
      // A broken setting of the build: its security-headers step stops on it, after every page was written.
      VITE_SUPABASE_URL: 'not a url',
    });
    try {
      served.process.kill('SIGHUP');
      const failed = await logged(served, /Rebuild \(SIGHUP\) for .* failed/);
      assert.match(failed, /still serving .* \(the pages of \d{4}-\d{2}-\d{2}\): the build exited with 1/);
      assert.match(served.output.join(''), /Invalid URL/);
      await pagesSpeakOf(served, builtFor);
      assert.deepEqual(existsSync(builds) ? readdirSync(builds) : [], []);
    } finally {
      await stop(served);
    }
  });
});
