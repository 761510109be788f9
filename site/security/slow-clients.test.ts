// Slow clients are cut, and a few of them cannot keep everyone else out: the served build against a client that sends
// its headers one byte a second (slowloris), one that connects and says nothing, one that sends its body a byte a
// second, and more connections than the server's cap. Meanwhile a page still loads.
//   cd site && node --test security/slow-clients.test.ts     (after `pnpm build`; part of scripts/test.sh)
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import { chatCall } from '@agency/content/contracts';
import { servedFor, type Served } from './served.ts';

/** A raw connection that writes `first`, then `drip` one byte a second; resolves when the server closes it. */
function slowClient(
  served: Served,
  first: string,
  drip = '',
): { socket: Socket; closed: Promise<{ seconds: number; received: string }> } {
  const started = performance.now();
  const socket = connect(served.port, '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  socket.on('connect', () => {
    if (first) socket.write(first);
    let index = 0;
    if (drip)
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip[index++ % drip.length]!);
      }, 1000);
  });
  const closed = new Promise<{ seconds: number; received: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1000, received });
    }),
  );
  return { socket, closed };
}

/** Fails if `closed` has not resolved within `seconds`. */
async function within<T>(closed: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was still open after ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function pageLoads(served: Served): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${served.base}/aep/birmingham`);
  await response.text();
  assert.equal(response.status, 200);
  return (performance.now() - started) / 1000;
}

describe('slow clients on the default limits', () => {
  const served = servedFor();

  test('a client sending its headers one byte a second is cut within 10 s, while a page still loads', async () => {
    const slow = slowClient(served(), 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: abcdefghijklmnop');
    const pageSeconds = await pageLoads(served());
    const { seconds, received } = await within(slow.closed, 10, 'the slow-header client');
    console.log(
      `  slow headers: cut after ${seconds.toFixed(1)} s (answer: ${received.split('\r\n')[0] || 'none'}); a page meanwhile in ${pageSeconds.toFixed(3)} s`,
    );
    assert.ok(!received.includes('200 OK'), 'the slow request was never answered as if it were whole');
  });

  test('a client that connects and says nothing is cut within 10 s', async () => {
    const idle = slowClient(served(), '');
    const { seconds } = await within(idle.closed, 10, 'the silent connection');
    console.log(`  silent connection: cut after ${seconds.toFixed(1)} s`);
  });

  test('a client sending its body one byte a second is cut within 15 s', async () => {
    const slow = slowClient(
      served(),
      `POST ${chatCall.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`,
      '{"message":"slow"}',
    );
    const { seconds, received } = await within(slow.closed, 15, 'the slow-body client');
    console.log(
      `  slow body: cut after ${seconds.toFixed(1)} s (answer: ${received.split('\r\n')[0] || 'none'})`,
    );
  });
});

describe('the connection cap', () => {
  const cap = 6;
  const served = servedFor({ SERVER_MAX_CONNECTIONS: String(cap) });

  test(`past ${cap} open connections a new one is closed at once; once the slow ones are cut, pages load again`, async () => {
    const holders = Array.from({ length: cap }, () => slowClient(served(), 'GET / HTTP/1.1\r\n', 'X'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const extra = slowClient(served(), '');
    const { seconds: refusedAfter } = await within(extra.closed, 2, 'the connection past the cap');
    const cut = await within(Promise.all(holders.map((holder) => holder.closed)), 10, 'the slow holders');
    const pageSeconds = await pageLoads(served());
    console.log(
      `  cap ${cap}: the next connection closed after ${refusedAfter.toFixed(2)} s; the holders cut after ${Math.max(...cut.map((one) => one.seconds)).toFixed(1)} s; then a page in ${pageSeconds.toFixed(3)} s`,
    );
    assert.equal(served().process.exitCode, null);
  });
});
