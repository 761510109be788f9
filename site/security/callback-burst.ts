// A burst of callback requests against the served build, counted twice: what the visitors were told (201) and what
// the database holds afterwards. Used by durability.test.ts, and runnable alone to measure what durable writes cost:
//   cd site && node security/callback-burst.ts [--count 500] [--concurrency 10]
// (starts its own server on a fresh embedded database, prints requests per second and the rows found after a stop).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getSections } from '@agency/content';
import { leadCall } from '@agency/content/contracts';
import { openDatabase } from '@agency/db';
import { send, serve, stop, type Served } from './served.ts';

/** The server's settings for a burst: one address sends everything, as fast as a script can. */
export const burstEnv = {
  LEAD_MIN_FILL_MS: '0',
  LEAD_RATE_LIMIT_PER_ADDRESS: '1000000',
  LEAD_RATE_LIMIT_PER_PHONE: '1000000',
};

export interface BurstResult {
  statuses: Map<number, number>;
  seconds: number;
  perSecond: number;
}

/** Sends `count` callback requests, `concurrency` at a time; returns the answers by status and the rate. */
export async function callbackBurst(
  served: Served,
  count: number,
  concurrency: number,
): Promise<BurstResult> {
  const consentVersion = getSections().contact.consentVersion;
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const answer = await send(served, {
        path: leadCall.path,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          name: `Burst ${String(index).padStart(4, '0')}`,
          phone: `205 555 01${String(index % 100).padStart(2, '0')}`,
          bestTime: 'anytime',
          consent: true,
          consentVersion,
          page: '/',
          startedAt: Date.now() - 60_000,
          website: '',
        }),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { statuses, seconds, perSecond: count / seconds };
}

/** The rows of public.leads whose name starts with "Burst ", and the database's fsync setting, in a data folder. */
export async function burstRows(dataDir: string): Promise<{ rows: number; fsync: string }> {
  const database = await openDatabase({ dataDir });
  try {
    const [count] = await database.sql<{ rows: number }[]>`
      select count(*)::int as rows from public.leads where name like 'Burst %'`;
    const [setting] = await database.sql<{ fsync: string }[]>`select current_setting('fsync') as fsync`;
    return { rows: count?.rows ?? 0, fsync: setting?.fsync ?? '?' };
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '500' }, concurrency: { type: 'string', default: '10' } },
  });
  const count = Number(values.count);
  const concurrency = Number(values.concurrency);
  const data = mkdtempSync(path.join(tmpdir(), 'agency-burst-'));
  let served: Served | undefined;
  try {
    served = await serve(burstEnv, { data });
    const result = await callbackBurst(served, count, concurrency);
    await stop(served);
    const { rows, fsync } = await burstRows(data);
    const answers = [...result.statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(
      `${count} callback requests, ${concurrency} at a time: ${answers} in ${result.seconds.toFixed(1)} s ` +
        `(${result.perSecond.toFixed(1)} requests/s); ${rows} rows after a stop; fsync ${fsync}`,
    );
  } finally {
    await stop(served);
    rmSync(data, { recursive: true, force: true });
  }
}
