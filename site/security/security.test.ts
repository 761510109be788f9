// The security suite: the served build under hostile input, on loopback only, bounded in count and time.
//   node --test site/security/       (after `pnpm build`; part of scripts/test.sh)
// Each test starts the real local server (server/cli.ts) on a free 127.0.0.1 port and stops it at the end.
// - 1,000 malformed chat bodies (random bytes, wrong types, deep nesting, huge strings, prototype keys, BOM, invalid
//   UTF-8, wrong content types, chunked oversize bodies): every one a 4xx with a JSON reason, never a 5xx, and the
//   server still serves pages and answers afterwards.
// - Ten 1 MB chunked bodies in a row: ten 413s; the server still answers.
// - Rotating X-Forwarded-For, CF-Connecting-IP, X-Real-IP and the anonymous id: still limited (30 a minute).
// - The files written for a static host's configuration (_headers) are not served.
// Beside this file: a database that never answers (hung-database.test.ts), slow clients and the connection cap
// (slow-clients.test.ts), the embedded database's durability under a burst (durability.test.ts).
// The hostile addresses (script, img and svg payloads in every dynamic segment and query string) are checked in
// headless Chromium by site/e2e/hostile-urls.spec.ts.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, test } from 'node:test';
import { send, servedFor, type Answer } from './served.ts';

// ---- The 1,000 malformed bodies, from a seeded generator (the seed is printed, so a failure can be replayed). ----

const seed = Number(process.env.SECURITY_SEED ?? 20261124);
let state = seed >>> 0;
function random(): number {
  // mulberry32
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

let idCounter = 0;
/** A well-formed anonymous id (fresh each time, so the per-id limit never decides the answer). */
function validId(): string {
  idCounter += 1;
  return `anon_${String(1_764_000_000_000 + idCounter)}_${idCounter.toString(36).padStart(10, 'k').slice(-10)}`;
}
const json = 'application/json';
const prototypeNames = Object.getOwnPropertyNames(Object.prototype);

interface Case {
  kind: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  chunkedBytes?: number;
}

const generators: ReadonlyArray<{ kind: string; count: number; make: () => Case }> = [
  {
    kind: 'random bytes',
    count: 150,
    make: () => {
      const bytes = Buffer.alloc(int(0, 3000));
      for (let index = 0; index < bytes.length; index += 1) bytes[index] = int(0, 255);
      return { kind: 'random bytes', headers: { 'content-type': json }, body: bytes };
    },
  },
  {
    kind: 'wrong types',
    count: 150,
    make: () => {
      const values: unknown[] = [
        null,
        true,
        0,
        -1,
        1e308,
        '',
        'hi',
        [],
        ['hi'],
        {},
        { a: 1 },
        [{ message: 'hi' }],
      ];
      const shape = pick([
        () => pick(values),
        () => ({
          message: pick(values.filter((value) => typeof value !== 'string')),
          anonymousId: validId(),
        }),
        () => ({ message: 'When is open enrollment?', anonymousId: pick(values) }),
        () => ({ message: 'When is open enrollment?' }),
        () => ({ anonymousId: validId() }),
        () => ({ message: pick(['', '   ', '\n\t ']), anonymousId: validId() }),
        () => ({
          message: 'hi',
          anonymousId: pick(['', 'anon', 'anon_1_abc', `ANON_${Date.now()}_ABCDEFGHIJ`, 'x'.repeat(500)]),
        }),
      ]);
      return {
        kind: 'wrong types',
        headers: { 'content-type': json },
        body: JSON.stringify(shape()) ?? 'undefined',
      };
    },
  },
  {
    kind: 'deep nesting',
    count: 100,
    make: () => {
      const depth = int(100, 3500);
      const body = pick([
        () => '['.repeat(depth) + ']'.repeat(depth),
        () => '{"message":' + '{"a":'.repeat(depth / 5) + '1' + '}'.repeat(depth / 5) + '}',
        () => '['.repeat(depth),
      ])();
      return { kind: 'deep nesting', headers: { 'content-type': json }, body };
    },
  },
  {
    kind: 'huge strings',
    count: 100,
    make: () => {
      const length = pick([int(1001, 7000), int(8200, 200_000)]);
      return {
        kind: 'huge strings',
        headers: { 'content-type': json },
        body: JSON.stringify({ message: pick(['a', 'é', '𝔸', ' ']).repeat(length), anonymousId: validId() }),
      };
    },
  },
  {
    kind: 'prototype keys',
    count: 100,
    make: () => {
      const name = pick([...prototypeNames, 'prototype']);
      const body = pick([
        () => `{"${name}":{"message":"hi","anonymousId":"${validId()}"}}`,
        () => `{"message":{"${name}":"hi"},"anonymousId":"${validId()}"}`,
        () => `{"message":"hi","anonymousId":{"${name}":"${validId()}"}}`,
        () => `{"__proto__":{"__proto__":{"${name}":1}},"constructor":{"prototype":{"message":"x"}}}`,
      ])();
      return { kind: 'prototype keys', headers: { 'content-type': json }, body };
    },
  },
  {
    kind: 'byte order mark',
    count: 100,
    make: () => {
      const text = JSON.stringify({ message: 'When is open enrollment?', anonymousId: validId() });
      const body = pick([
        () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
        () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
        () => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
      ])();
      return { kind: 'byte order mark', headers: { 'content-type': json }, body };
    },
  },
  {
    kind: 'invalid UTF-8',
    count: 80,
    make: () => {
      const text = Buffer.from(JSON.stringify({ message: 'Part B cost XX', anonymousId: validId() }));
      const at = text.indexOf('XX');
      text[at] = pick([0xff, 0xc0, 0xed, 0x80]);
      text[at + 1] = pick([0xfe, 0x80, 0xa0, 0xc0]);
      return { kind: 'invalid UTF-8', headers: { 'content-type': json }, body: text };
    },
  },
  {
    kind: 'wrong content types',
    count: 100,
    make: () => {
      const id = validId();
      const type = pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/html',
        'application/xml',
        '',
      ]);
      const body = pick([
        `message=When+is+open+enrollment%3F&anonymousId=${id}`,
        `<chat><message>hi</message><anonymousId>${id}</anonymousId></chat>`,
        `--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--x--\r\n`,
      ]);
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      return { kind: 'wrong content types', headers, body };
    },
  },
  {
    kind: 'chunked oversize',
    count: 20,
    make: () => ({
      kind: 'chunked oversize',
      headers: { 'content-type': json },
      chunkedBytes: int(9, 1024) * 1024,
    }),
  },
  {
    kind: 'declared oversize',
    count: 100,
    make: () => {
      const body = JSON.stringify({ message: 'x'.repeat(int(8200, 20_000)), anonymousId: validId() });
      return {
        kind: 'declared oversize',
        headers: { 'content-type': json, 'content-length': String(Buffer.byteLength(body)) },
        body,
      };
    },
  },
];

describe('the chat function under 1,000 malformed bodies', () => {
  // Limits out of the way, so every body reaches validation (the limits have their own test below).
  const served = servedFor({ CHAT_RATE_LIMIT_PER_ID: '1000000', CHAT_RATE_LIMIT_PER_ADDRESS: '1000000' });

  test(`every one is a 4xx with a JSON reason, never a 5xx, and the server stays up (seed ${seed})`, async () => {
    const cases = generators.flatMap(({ count, make }) => Array.from({ length: count }, make));
    assert.equal(cases.length, 1000);
    const byKindAndStatus = new Map<string, number>();
    const problems: string[] = [];
    for (const [index, item] of cases.entries()) {
      let answer: Answer;
      try {
        answer = await send(served(), {
          headers: item.headers,
          body: item.body,
          chunkedBytes: item.chunkedBytes,
        });
      } catch (error) {
        problems.push(`#${index} ${item.kind}: no answer (${(error as Error).message})`);
        if (served().process.exitCode !== null) break;
        continue;
      }
      const key = `${item.kind} → ${answer.status}`;
      byKindAndStatus.set(key, (byKindAndStatus.get(key) ?? 0) + 1);
      let reason: unknown;
      try {
        reason = (JSON.parse(answer.body) as { error?: unknown }).error;
      } catch {
        reason = undefined;
      }
      if (answer.status < 400 || answer.status >= 500 || typeof reason !== 'string' || reason.length === 0)
        problems.push(`#${index} ${item.kind}: ${answer.status} ${answer.body.slice(0, 120)}`);
    }
    console.log([...byKindAndStatus].map(([key, count]) => `  ${key}: ${count}`).join('\n'));
    assert.equal(
      served().process.exitCode,
      null,
      `the server died: ${served().output.join('').slice(-1500)}`,
    );
    assert.deepEqual(
      problems.slice(0, 20),
      [],
      `${problems.length} of 1000 were not a 4xx with a JSON reason`,
    );
    assert.equal((await fetch(`${served().base}/`)).status, 200);
    const answer = await send(served(), {
      headers: { 'content-type': json },
      body: JSON.stringify({ message: 'When is open enrollment?', anonymousId: validId() }),
    });
    assert.equal(answer.status, 200, answer.body);
  });
});

describe('oversize bodies without a Content-Length', () => {
  const served = servedFor();

  test('ten 1 MB chunked bodies in a row: ten 413s with a JSON reason; the server still serves pages and answers', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const answer = await send(served(), { headers: { 'content-type': json }, chunkedBytes: 1024 * 1024 });
      statuses.push(answer.status);
      assert.match(JSON.parse(answer.body).error, /at most 8192 bytes/);
    }
    assert.deepEqual(statuses, Array(10).fill(413));
    assert.equal(served().process.exitCode, null);
    assert.equal((await fetch(`${served().base}/aep/birmingham`)).status, 200);
    const answer = await send(served(), {
      headers: { 'content-type': json },
      body: JSON.stringify({ message: 'What does Part B cost?', anonymousId: validId() }),
    });
    assert.equal(answer.status, 200, answer.body);
  });
});

describe('rate limits a client cannot talk its way past', () => {
  const served = servedFor();

  test('rotating X-Forwarded-For, CF-Connecting-IP, X-Real-IP and the anonymous id: at most 30 a minute answered', async () => {
    const counts = new Map<number, number>();
    for (let index = 0; index < 100; index += 1) {
      const hop = `203.0.${index >> 8}.${index & 255}`;
      const answer = await send(served(), {
        headers: {
          'content-type': json,
          'x-forwarded-for': `${hop}, 198.51.100.${index & 255}`,
          'cf-connecting-ip': hop,
          'x-real-ip': hop,
        },
        body: JSON.stringify({ message: 'What does Part B cost?', anonymousId: validId() }),
      });
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
      if (answer.status === 429) assert.match(String(answer.headers['retry-after']), /^\d+$/);
    }
    console.log(
      `  100 requests, rotating headers and ids: ${[...counts].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
    );
    assert.equal(counts.get(200), 30);
    assert.equal(counts.get(429), 70);
  });
});

describe('files for a static host', () => {
  const served = servedFor();

  test("/_headers (every page's security policy) is the 404 page, not the file", async () => {
    for (const path of ['/_headers', '/_redirects']) {
      const answer = await send(served(), { method: 'GET', path });
      assert.equal(answer.status, 404, path);
      assert.doesNotMatch(answer.body, /Content-Security-Policy|X-Frame-Options/, path);
    }
  });
});

test('the build to serve exists', () => {
  assert.ok(existsSync(new URL('../build/client/index.html', import.meta.url)), 'run `pnpm build` first');
});
