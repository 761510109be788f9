// The embedded database keeps what it confirmed: a burst of 500 callback requests against the served build on its
// default embedded database (PGlite), every one answered 201, then the server stopped and the data folder opened
// again: 500 rows, with fsync on (packages/db/src/pglite-durable.ts makes each confirmed commit reach the disk).
//   cd site && node --test security/durability.test.ts     (after `pnpm build`; part of scripts/test.sh)
// The rate is printed, not checked: `node security/callback-burst.ts` measures it alone.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { burstEnv, burstRows, callbackBurst } from './callback-burst.ts';
import { serve, stop } from './served.ts';

const data = mkdtempSync(path.join(tmpdir(), 'agency-durability-'));
after(() => rmSync(data, { recursive: true, force: true }));

test('500 callback requests: 500 answered 201, 500 rows after a stop, fsync on', async () => {
  const served = await serve(burstEnv, { data });
  let result;
  let pageSeconds = 0;
  try {
    const burst = callbackBurst(served, 500, 10);
    // A page asked for in the middle of the burst.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    assert.equal((await fetch(`${served.base}/medicare-supplement`)).status, 200);
    pageSeconds = (performance.now() - started) / 1000;
    result = await burst;
  } finally {
    await stop(served);
  }
  const { rows, fsync } = await burstRows(data);
  console.log(
    `  500 callback requests, 10 at a time: ${[...result.statuses].map(([status, n]) => `${n} × ${status}`).join(', ')} ` +
      `in ${result.seconds.toFixed(1)} s (${result.perSecond.toFixed(1)} requests/s); a page during it in ` +
      `${pageSeconds.toFixed(3)} s; ${rows} rows after a stop; fsync ${fsync}`,
  );
  assert.deepEqual([...result.statuses], [[201, 500]]);
  assert.equal(rows, 500);
  assert.equal(fsync, 'on');
});
