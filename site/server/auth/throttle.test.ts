// @vitest-environment node
// Sign-in failures on the local sign-in, over real HTTP on PGlite and a real PostgreSQL: refused past the limits per
// account and per address, each answered after a wait, and an unknown email address answered exactly as a wrong
// password (status, body, waits, limits). The log never holds an address, password or code.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthStore } from '@agency/db';
import { passwordLimitKey } from './context.ts';
import { hashPassword } from './passwords.ts';
import { runStaffCommand } from './staff-commands.ts';
import { engines, startTestAuthServer, type TestAuthServer } from './test-server.ts';

const failureDelayMs = 30;
const refusedDelayMs = 60;

async function signIn(server: TestAuthServer, email: string, password: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get('retry-after') !== null,
    ms: performance.now() - started,
  };
}

describe.each(engines)('sign-in failures on %s', (engine) => {
  let server: TestAuthServer;
  beforeAll(async () => {
    server = await startTestAuthServer(engine, { failureDelayMs, refusedDelayMs });
    await server.addAccount('owner@agency.test', 'the right password here');
  }, 60_000);
  afterAll(() => server?.stop(), 30_000);

  it('refuses 20 wrong passwords in a row, slowed, and answers an unknown address the same way', async () => {
    const known: Array<Awaited<ReturnType<typeof signIn>>> = [];
    const unknown: Array<Awaited<ReturnType<typeof signIn>>> = [];
    for (let attempt = 1; attempt <= 20; attempt++) {
      known.push(await signIn(server, 'owner@agency.test', `wrong password ${attempt}`));
      unknown.push(await signIn(server, 'nobody@agency.test', `wrong password ${attempt}`));
    }
    const shape = (answer: (typeof known)[number]) => ({
      status: answer.status,
      body: answer.body,
      retryAfter: answer.retryAfter,
    });
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(known.slice(0, 5).map((answer) => answer.body)).toEqual(
      Array(5).fill(
        expect.objectContaining({ code: 'invalid_credentials', message: 'Invalid login credentials' }),
      ),
    );
    expect(known.slice(5).map((answer) => [answer.status, answer.body.code, answer.retryAfter])).toEqual(
      Array(15).fill([429, 'over_request_rate_limit', true]),
    );
    // Slowed: each wrong password waits longer than the one before (the n-th failure n waits), each refusal waits.
    known
      .slice(0, 5)
      .forEach((answer, index) => expect(answer.ms).toBeGreaterThanOrEqual(failureDelayMs * (index + 1)));
    known.slice(5).forEach((answer) => expect(answer.ms).toBeGreaterThanOrEqual(refusedDelayMs));
    // Even the right password waits for the window to end.
    expect((await signIn(server, 'owner@agency.test', 'the right password here')).status).toBe(429);
    // The owner's way out: `staff reset-password` gives a new one-time password and lifts the account's count.
    const reset = await runStaffCommand(createAuthStore(server.database.sql), {
      name: 'reset-password',
      email: 'owner@agency.test',
      passwordHash: await hashPassword('a new one-time password'),
    });
    expect(reset.ok).toBe(true);
    const accountKey = passwordLimitKey('owner@agency.test');
    expect(
      await server.database.sql`select 1 from public.rate_limits where key = ${accountKey}`,
    ).toHaveLength(0);
    expect(accountKey).not.toContain('owner');
    // Nothing of what was typed is in the log.
    const log = JSON.stringify(server.logs);
    expect(log).not.toMatch(/owner@agency|nobody@agency|wrong password|right password|one-time password/);
  }, 60_000);

  it('forgets an account’s failures after a good sign-in, and limits one address across accounts', async () => {
    // Its own server: the address above has spent its attempts.
    const fresh = await startTestAuthServer(engine, { failureDelayMs: 1, refusedDelayMs: 1 });
    try {
      await fresh.addAccount('clerk@agency.test', 'another right password');
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await signIn(fresh, 'clerk@agency.test', 'not it at all')).status).toBe(400);
      expect((await signIn(fresh, 'clerk@agency.test', 'another right password')).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await signIn(fresh, 'clerk@agency.test', 'not it at all')).status).toBe(400);
      // 9 failures from this address so far (the good sign-in is not counted): other accounts get 11 more, then no more.
      const statuses = [];
      for (let attempt = 0; attempt < 12; attempt++)
        statuses.push((await signIn(fresh, `guess${attempt}@agency.test`, 'not it at all')).status);
      expect(statuses).toEqual([...Array(11).fill(400), 429]);
    } finally {
      await fresh.stop();
    }
  }, 120_000);

  it('counts each visitor behind the https proxy apart (the address it appended last), never a forged one', async () => {
    const fresh = await startTestAuthServer(engine, { failureDelayMs: 1, refusedDelayMs: 1 });
    const through = (forwardedFor: string, n: number) =>
      new Promise<number>((resolve, reject) => {
        const sent = request(
          `${fresh.url}/auth/v1/token?grant_type=password`,
          {
            method: 'POST',
            headers: {
              host: 'staff.agency.test',
              'x-forwarded-proto': 'https',
              'x-forwarded-for': forwardedFor,
              // What a client might send to pick its own bucket: dropped by the server.
              'x-agency-proxied-for': `203.0.113.${n}`,
              'content-type': 'application/json',
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        sent.on('error', reject);
        sent.end(JSON.stringify({ email: `guess${n}@agency.test`, password: 'not it at all' }));
      });
    try {
      const first = [];
      // The visitor writes their own X-Forwarded-For entries; the proxy appends the real address last.
      for (let n = 0; n < 21; n++) first.push(await through(`10.0.0.${n}, 198.51.100.7`, n));
      expect(first).toEqual([...Array(20).fill(400), 429]);
      expect(await through('198.51.100.8', 99)).toBe(400);
    } finally {
      await fresh.stop();
    }
  }, 120_000);
});
