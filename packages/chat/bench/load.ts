// Load benchmark of the chat function on loopback only (127.0.0.1), bounded in time and count:
//   node bench/load.ts            (from packages/chat; or: pnpm --filter @agency/chat bench)
// 1. questions: 10 s, 20 connections, real visitor questions from many distinct anonymous ids and addresses,
//    with the default rate limits (10 a minute per id, 30 per address): reports requests/s and latency.
// 2. steady-200rps: the same questions at a steady 200 requests a second (BENCH_RATE): the p99 there is the figure
//    to watch (budget 50 ms; reported, not failed, since a shared machine's timings vary).
// 3. flood-one-id: 500 requests from ONE anonymous id (addresses vary): must get 429s and no 5xx.
// 4. flood-one-address: 500 requests from ONE address (ids vary): must get 429s and no 5xx.
// Exits non-zero on any 5xx, on any error or timeout, or when a flood got no 429.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chatCall } from '@agency/content/contracts';
import autocannon from 'autocannon';
import { visitorQuestions } from '../src/engine/questions.fixture.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const floodAmount = Number(process.env.BENCH_FLOOD ?? 500);
const steadyRate = Number(process.env.BENCH_RATE ?? 200);
const steadyP99BudgetMs = 50;

let sequence = 0;
const randomPart = (n: number) => n.toString(36).padStart(10, '0').slice(-10);
const anonymousId = (n: number) => `anon_${String(1_760_000_000_000 + n)}_${randomPart(n)}`;
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const question = (n: number) => visitorQuestions[n % visitorQuestions.length]!.question;

interface Row {
  phase: string;
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  '2xx': number;
  '429s': number;
  '5xx': number;
  other: number;
  errors: number;
}

function statusCount(result: autocannon.Result, predicate: (status: number) => boolean): number {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => predicate(Number(status)))
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
}

async function run(
  phase: string,
  url: string,
  options: { duration?: number; amount?: number; connections: number; overallRate?: number },
  pick: (n: number) => { id: string; address: string },
): Promise<Row> {
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? durationSeconds }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sequence += 1;
          const visitor = pick(sequence);
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.address },
            body: JSON.stringify({ message: question(sequence), anonymousId: visitor.id }),
          };
        },
      },
    ],
  });
  const ok = statusCount(result, (status) => status >= 200 && status < 300);
  const limited = statusCount(result, (status) => status === 429);
  const serverErrors = statusCount(result, (status) => status >= 500);
  const total = statusCount(result, () => true);
  return {
    phase,
    requests: total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': ok,
    '429s': limited,
    '5xx': serverErrors,
    other: total - ok - limited - serverErrors,
    errors: result.errors + result.timeouts,
  };
}

const serverProcess = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], { stdio: 'inherit' });
const port = await new Promise<number>((resolve, reject) => {
  serverProcess.once('message', (message) => resolve((message as { port: number }).port));
  serverProcess.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const url = `http://127.0.0.1:${port}${chatCall.path}`;

const rows: Row[] = [];
try {
  // Warm-up (JIT, index), not reported.
  await run('warm-up', url, { amount: 200, connections: 4 }, (n) => ({
    id: anonymousId(n),
    address: address(n),
  }));
  rows.push(
    await run('questions', url, { duration: durationSeconds, connections }, (n) => ({
      id: anonymousId(n),
      address: address(n),
    })),
  );
  rows.push(
    await run(
      `steady-${steadyRate}rps`,
      url,
      { duration: durationSeconds, connections, overallRate: steadyRate },
      (n) => ({ id: anonymousId(n), address: address(n) }),
    ),
  );
  const floodId = anonymousId(9_999_999);
  rows.push(
    await run('flood-one-id', url, { amount: floodAmount, connections: 10 }, (n) => ({
      id: floodId,
      address: address(n),
    })),
  );
  rows.push(
    await run('flood-one-address', url, { amount: floodAmount, connections: 10 }, (n) => ({
      id: anonymousId(n),
      address: '192.0.2.77',
    })),
  );
} finally {
  serverProcess.send('stop');
}

console.log(
  `\nchat function load benchmark (loopback, ${connections} connections, ${durationSeconds} s; floods of ${floodAmount})`,
);
console.table(rows);
const failures = [
  ...rows
    .filter((row) => row['5xx'] > 0)
    .map((row) => `${row.phase}: ${row['5xx']} responses with a 5xx status`),
  ...rows.filter((row) => row.errors > 0).map((row) => `${row.phase}: ${row.errors} errors or timeouts`),
  ...rows
    .filter((row) => row.phase.startsWith('flood') && row['429s'] === 0)
    .map((row) => `${row.phase}: the flood got no 429`),
];
if (failures.length > 0) {
  console.error(`FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
const [questions, steady] = rows;
console.log(
  `OK: ${questions!['req/s']} req/s, p99 ${questions!['p99 ms']} ms; at ${steadyRate} req/s p99 ` +
    `${steady!['p99 ms']} ms; floods answered ` +
    `${rows
      .filter((row) => row.phase.startsWith('flood'))
      .map((row) => `${row['429s']} x 429`)
      .join(' and ')}; 0 x 5xx`,
);
if (steady!['p99 ms'] > steadyP99BudgetMs)
  console.warn(
    `WARNING: p99 at ${steadyRate} req/s is ${steady!['p99 ms']} ms, over the ${steadyP99BudgetMs} ms budget`,
  );
