// @vitest-environment node
import { brand, constants, figureFor, formatMoney, getSeason } from '@agency/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRetrievalEngine } from './engine/retrieval.ts';
import { chatOptionsFromEnv } from './env.ts';
import { ChatConfigError, ChatHttpError } from './errors.ts';
import {
  createChatHandler,
  defaultClientAddress,
  engineOfTheDay,
  type ChatHandlerOptions,
} from './handler.ts';
import { sha256Hex } from './hash.ts';
import { createOpenAiProvider } from './providers/openai.ts';
import { anonymousId, captureLogs, chatRequest, functionUrl } from './test-helpers.ts';
import type { ChatEngine } from './types.ts';

const phone = brand.tollFreePhone.display;

function handlerWith(options: ChatHandlerOptions = {}) {
  const logs = captureLogs();
  const handler = createChatHandler({ logger: logs.logger, ...options });
  return { handler, logs: logs.entries };
}

function engineThatThrows(error: unknown): ChatEngine {
  return {
    name: 'test',
    async answer() {
      throw error;
    },
  };
}

describe('createChatHandler: success', () => {
  it('answers a question with 200 { message, sources } ending with the phone number', async () => {
    const { handler, logs } = handlerWith();
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await response.json()) as { message: string; sources: unknown[] };
    expect(body.message).toMatch(/IRMAA/);
    expect(body.message.endsWith(`Call us at ${phone} for personalized help.`)).toBe(true);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: 200, engine: 'retrieval', topic: 'irmaa', level: 'info' });
  });

  it('trims the message and ignores the path', async () => {
    const { handler } = handlerWith();
    const response = await handler(
      chatRequest(
        { message: '   Is there still a donut hole?   ', anonymousId: anonymousId() },
        { url: 'http://localhost/anything/else' },
      ),
    );
    expect(response.status).toBe(200);
    // The yearly drug cap of the plan year the site speaks of.
    const cap = formatMoney(figureFor('partD.outOfPocketCap')!.value);
    expect(((await response.json()) as { message: string }).message).toContain(cap);
  });
});

describe('createChatHandler: 400', () => {
  it('rejects a body that is not JSON, without echoing it', async () => {
    const { handler } = handlerWith();
    const response = await handler(chatRequest(undefined, { raw: '{"message": "my ssn 123-45-6789' }));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/^Request body must be JSON: /);
    expect(error).not.toMatch(/6789/);
  });

  it('rejects an empty body', async () => {
    const { handler } = handlerWith();
    const response = await handler(chatRequest(undefined, { raw: '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be JSON: the body is empty.' });
  });

  it('rejects a body that starts with a byte order mark, and says so', async () => {
    const { handler } = handlerWith();
    const body = JSON.stringify({ message: 'When is open enrollment?', anonymousId: anonymousId() });
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(body)]);
    const response = await handler(
      new Request(functionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bytes,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Request body must be JSON: it starts with a byte order mark; send plain UTF-8 JSON.',
    });
  });

  it('rejects JSON that is not an object', async () => {
    const { handler } = handlerWith();
    const response = await handler(chatRequest(['What is IRMAA?']));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/JSON object with "message"/);
  });

  const fieldCases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a missing message', { message: undefined }, /message is required/],
    ['a message that is not text', { message: 42 }, /message must be text/],
    ['an empty message', { message: '' }, /message must not be empty/],
    ['a message of spaces', { message: '   \n\t ' }, /message must not be empty/],
    [
      'a message over the limit',
      { message: 'a'.repeat(constants.chat.messageMaxLength + 1) },
      new RegExp(`message must be at most ${constants.chat.messageMaxLength} characters`),
    ],
    ['a missing anonymousId', { message: 'Hi', anonymousId: undefined }, /anonymousId is required/],
    [
      'an anonymousId that is not a string',
      { message: 'Hi', anonymousId: 7 },
      /anonymousId must be a string/,
    ],
    [
      'an anonymousId in the wrong format',
      { message: 'Hi', anonymousId: 'visitor-1' },
      /anonymousId must look like anon_/,
    ],
  ];

  it.each(fieldCases)('rejects %s, naming the field', async (_name, fields, pattern) => {
    const { handler, logs } = handlerWith();
    const body = { message: 'What is IRMAA?', anonymousId: anonymousId(), ...fields };
    const response = await handler(chatRequest(body));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/^Invalid request: /);
    expect(error).toMatch(pattern);
    expect(logs[0]).toMatchObject({ status: 400, reason: 'invalid_fields' });
  });

  it('accepts a message of exactly the maximum length', async () => {
    const { handler } = handlerWith();
    const message = `What is IRMAA? ${'a'.repeat(constants.chat.messageMaxLength - 15)}`;
    expect(message).toHaveLength(constants.chat.messageMaxLength);
    const response = await handler(chatRequest({ message, anonymousId: anonymousId() }));
    expect(response.status).toBe(200);
  });
});

describe('createChatHandler: methods and CORS', () => {
  it('answers other methods with 405 and Allow', async () => {
    const { handler } = handlerWith();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await handler(new Request(functionUrl, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(((await response.json()) as { error: string }).error).toMatch(/Use POST/);
    }
  });

  it('sends no CORS headers by default for same-origin calls', async () => {
    const { handler } = handlerWith();
    const response = await handler(
      chatRequest(
        { message: 'Hi', anonymousId: anonymousId() },
        { headers: { origin: 'http://localhost:8787' } },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a cross-origin POST with 403 by default', async () => {
    const { handler, logs } = handlerWith();
    const response = await handler(
      chatRequest(
        { message: 'Hi', anonymousId: anonymousId() },
        { headers: { origin: 'https://evil.example' } },
      ),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Origin https://evil.example is not allowed to call this function.',
    });
    expect(logs[0]).toMatchObject({ status: 403, reason: 'origin_denied' });
  });

  it('answers the preflight of an allowed origin with 204 and the supabase-js headers', async () => {
    const { handler } = handlerWith({ allowedOrigins: ['https://www.example.com'] });
    const response = await handler(
      new Request(functionUrl, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://www.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, apikey, x-client-info, content-type',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    const allowed = response.headers.get('access-control-allow-headers')?.split(', ') ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'apikey', 'x-client-info', 'content-type']),
    );
    expect(response.headers.get('vary')).toBe('Origin');
    expect(await response.text()).toBe('');
  });

  it('adds CORS headers to answers for an allowed origin, and exposes Retry-After', async () => {
    const { handler } = handlerWith({ allowedOrigins: ['https://www.example.com'] });
    const response = await handler(
      chatRequest(
        { message: 'What is Extra Help?', anonymousId: anonymousId() },
        { headers: { origin: 'https://www.example.com' } },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/retry-after/);
  });

  it("allows any origin with '*'", async () => {
    const { handler } = handlerWith({ allowedOrigins: '*' });
    const response = await handler(
      chatRequest(
        { message: 'Hi', anonymousId: anonymousId() },
        { headers: { origin: 'https://other.example' } },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses the preflight of a disallowed origin', async () => {
    const { handler } = handlerWith({ allowedOrigins: ['https://www.example.com'] });
    const response = await handler(
      new Request(functionUrl, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('createChatHandler: 413', () => {
  it('refuses a body whose Content-Length is over the limit without reading it', async () => {
    const { handler, logs } = handlerWith();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
        controller.close();
      },
    });
    const request = new Request(functionUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(constants.chat.bodyMaxBytes + 1),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: `Request body must be at most ${constants.chat.bodyMaxBytes} bytes.`,
    });
    expect(pulled).toBeLessThanOrEqual(1);
    expect(logs[0]).toMatchObject({ status: 413, reason: 'body_too_large' });
  });

  it('refuses a streamed body that grows past the limit, and stops reading it', async () => {
    const { handler } = handlerWith();
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    let sent = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(functionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(cancelled).toBe(true);
    // It read at most the limit plus the chunks already queued, never the endless rest.
    expect(sent).toBeLessThan(constants.chat.bodyMaxBytes + 16 * 1024);
  });

  it('refuses a body of actual bytes over the limit sent without Content-Length', async () => {
    const { handler } = handlerWith();
    const big = JSON.stringify({ message: 'x'.repeat(9000), anonymousId: anonymousId() });
    const request = new Request(functionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    expect((await handler(request)).status).toBe(413);
  });
});

describe('createChatHandler: 429', () => {
  const fixedNow = () => 1_800_000_030_000;

  it('limits one anonymous id and sends Retry-After', async () => {
    const { handler, logs } = handlerWith({
      now: fixedNow,
      rateLimits: { perId: { max: 2, windowMs: 60_000 }, perAddress: false },
    });
    const id = anonymousId();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let index = 0; index < 3; index += 1) {
      last = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: id }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last!.headers.get('retry-after')).toBe('60');
    expect(((await last!.json()) as { error: string }).error).toMatch(/too quickly/);
    expect(logs[2]).toMatchObject({ status: 429, reason: 'rate_limited_id', retryAfter: 60 });
    // Another id is not limited.
    expect(
      (await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }))).status,
    ).toBe(200);
  });

  it('limits one client address across ids, and not other addresses', async () => {
    let time = 1_800_000_000_000;
    const { handler } = handlerWith({
      now: () => time,
      rateLimits: { perId: false, perAddress: { max: 3, windowMs: 60_000 } },
    });
    const from = (address: string) => chatRequest({ message: 'Hi', anonymousId: anonymousId() }, { address });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await handler(from('203.0.113.7'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    time += 15_000;
    const limited = await handler(from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect((await handler(from('198.51.100.2'))).status).toBe(200);
    time += 46_000;
    expect((await handler(from('203.0.113.7'))).status).toBe(200);
  });

  it('keys the store on hashes, never on raw ids or addresses', async () => {
    const seen: string[] = [];
    const { handler } = handlerWith({
      rateLimitStore: {
        async hit(key) {
          seen.push(key);
          return { count: 1, resetAt: Date.now() + 60_000 };
        },
      },
    });
    await handler(chatRequest({ message: 'Hi', anonymousId: anonymousId() }, { address: '192.0.2.1' }));
    await handler(chatRequest({ message: 'Hi', anonymousId: anonymousId() }, { address: '192.0.2.2' }));
    const addressKeys = seen.filter((key) => key.startsWith('ip:'));
    expect(addressKeys).toHaveLength(2);
    expect(addressKeys[0]).not.toBe(addressKeys[1]);
    expect(seen.join(' ')).not.toMatch(/192\.0\.2\.|anon_/);
  });

  it('lets requests through when the store fails, and logs a warning', async () => {
    const { handler, logs } = handlerWith({
      rateLimitStore: {
        async hit() {
          throw new Error('store down');
        },
      },
    });
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(200);
    expect(logs.some((entry) => entry.event === 'chat.rate_limit_store_error')).toBe(true);
  });
});

describe('createChatHandler: the client address', () => {
  /** A handler whose store records the address bucket of each request. */
  function recording(options: ChatHandlerOptions = {}) {
    const buckets: string[] = [];
    const { handler, logs } = handlerWith({
      rateLimits: { perId: false },
      rateLimitStore: {
        async hit(key) {
          if (key.startsWith('ip:')) buckets.push(key);
          return { count: 1, resetAt: Date.now() + 60_000 };
        },
      },
      ...options,
    });
    const send = async (headers: Record<string, string>) => {
      await handler(chatRequest({ message: 'Hi', anonymousId: anonymousId() }, { address: null, headers }));
      return buckets.at(-1);
    };
    return { send, logs };
  }
  const bucket = async (address: string) => `ip:${await sha256Hex(`ip:${address}`)}`;

  it.each<[string, string | undefined, Record<string, string>]>([
    ['cf-connecting-ip (default)', undefined, { 'cf-connecting-ip': '203.0.113.7' }],
    ['cf-connecting-ip', 'cf-connecting-ip', { 'cf-connecting-ip': '203.0.113.7' }],
    ['x-real-ip', 'x-real-ip', { 'x-real-ip': '203.0.113.7' }],
    ['another header', 'Fly-Client-IP', { 'fly-client-ip': '203.0.113.7' }],
    ['x-forwarded-for:1', 'x-forwarded-for:1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }],
    ['x-forwarded-for:2', 'x-forwarded-for:2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2' }],
  ])(
    'with %s, uses the configured hop; a forged leftmost X-Forwarded-For changes nothing',
    async (_, source, headers) => {
      const { send } = recording(source ? { clientAddressSource: source } : {});
      const expected = await bucket('203.0.113.7');
      expect(await send(headers)).toBe(expected);
      for (const forged of ['198.51.100.99', '1.2.3.4', 'unknown', '203.0.113.8'])
        expect(
          await send({
            ...headers,
            'x-forwarded-for': [forged, headers['x-forwarded-for']].filter(Boolean).join(', '),
          }),
        ).toBe(expected);
      // The other headers a visitor could write are not read either.
      expect(
        await send({ ...headers, 'x-real-ip': source === 'x-real-ip' ? '203.0.113.7' : '9.9.9.9' }),
      ).toBe(expected);
    },
  );

  it('counts a missing or invalid source as "unknown", with a warning at most once a minute', async () => {
    let time = 1_800_000_000_000;
    const { send, logs } = recording({ now: () => time });
    const unknown = await bucket('unknown');
    expect(await send({})).toBe(unknown);
    expect(await send({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' })).toBe(unknown);
    expect(await send({ 'cf-connecting-ip': 'not-an-address' })).toBe(unknown);
    expect(await send({ 'cf-connecting-ip': '203.0.113.7, 198.51.100.1' })).toBe(unknown);
    const warnings = () => logs.filter((entry) => entry.event === 'chat.client_address_unknown');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      level: 'warn',
      addressSource: 'cf-connecting-ip',
      addressProblem: 'missing',
      occurrences: 1,
    });
    time += 60_000;
    await send({ 'cf-connecting-ip': 'nope' });
    expect(warnings()).toHaveLength(2);
    expect(warnings()[1]).toMatchObject({ addressProblem: 'not_ip', occurrences: 4 });
    expect(
      logs.filter((entry) => entry.event === 'chat.request').every((entry) => entry.addressProblem),
    ).toBe(true);
    expect(JSON.stringify(logs)).not.toContain('not-an-address');
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as IPv4', async () => {
    const { send } = recording();
    const network = await send({ 'cf-connecting-ip': '2001:db8:1:2:aaaa::1' });
    expect(await send({ 'cf-connecting-ip': '2001:0db8:0001:0002:ffff:1:2:3' })).toBe(network);
    expect(await send({ 'cf-connecting-ip': '2001:db8:1:3::1' })).not.toBe(network);
    expect(await send({ 'cf-connecting-ip': '::ffff:203.0.113.7' })).toBe(await bucket('203.0.113.7'));
  });

  it('lets a clientAddress function decide alone', async () => {
    const { send } = recording({ clientAddress: () => 'tenant-1' });
    expect(await send({ 'cf-connecting-ip': '203.0.113.7' })).toBe(await bucket('tenant-1'));
  });

  it('refuses a bad source with a ChatConfigError', () => {
    for (const source of ['x-forwarded-for', 'x-forwarded-for:0', 'x-forwarded-for:last', 'two words', ''])
      expect(() => createChatHandler({ clientAddressSource: source })).toThrow(ChatConfigError);
  });

  it('defaultClientAddress never reads X-Forwarded-For', () => {
    const request = (headers: Record<string, string>) => new Request(functionUrl, { headers });
    expect(defaultClientAddress(request({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown');
    expect(
      defaultClientAddress(request({ 'x-forwarded-for': '1.1.1.1', 'cf-connecting-ip': '203.0.113.7' })),
    ).toBe('203.0.113.7');
  });
});

describe('createChatHandler: 503 when the limits cannot be counted for a paid engine', () => {
  const brokenStore = { hit: vi.fn(async () => Promise.reject(new Error('store down'))) };
  function paidEngine(): ChatEngine & { calls: number } {
    return {
      name: 'paid-stub',
      paid: true,
      calls: 0,
      async answer() {
        this.calls += 1;
        return {
          message: `Paid answer. Call us at ${phone} for personalized help.`,
          topic: 'aep',
          sources: [],
        };
      },
    };
  }

  it('refuses with 503, Retry-After and a plain error, and never calls the paid engine', async () => {
    const engine = paidEngine();
    const { handler, logs } = handlerWith({ engine, rateLimitStore: brokenStore });
    const response = await handler(chatRequest({ message: 'What is AEP?', anonymousId: anonymousId() }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/not available right now\. Please try again in a minute/);
    expect(error).toContain(phone);
    expect(engine.calls).toBe(0);
    const line = logs.find((entry) => entry.event === 'chat.request');
    expect(line).toMatchObject({
      status: 503,
      reason: 'rate_limit_store_unavailable',
      retryAfter: 30,
      level: 'error',
    });
    expect(logs.some((entry) => entry.event === 'chat.rate_limit_store_error')).toBe(true);
  });

  it('also when only the per-id count fails', async () => {
    const engine = paidEngine();
    const { handler } = handlerWith({
      engine,
      rateLimitStore: {
        async hit(key) {
          if (key.startsWith('id:')) throw new Error('store down');
          return { count: 1, resetAt: Date.now() + 60_000 };
        },
      },
    });
    const response = await handler(chatRequest({ message: 'What is AEP?', anonymousId: anonymousId() }));
    expect(response.status).toBe(503);
    expect(engine.calls).toBe(0);
  });

  it('the OpenAI provider is marked paid; the free retrieval engine still answers 200', async () => {
    expect(createOpenAiProvider({ baseUrl: 'http://127.0.0.1:9', model: 'm' }).paid).toBe(true);
    expect(createRetrievalEngine().paid).toBeFalsy();
    const { handler } = handlerWith({ rateLimitStore: brokenStore });
    expect((await handler(chatRequest({ message: 'What is AEP?', anonymousId: anonymousId() }))).status).toBe(
      200,
    );
  });
});

describe('createChatHandler: the season turns without a restart', () => {
  const original = process.env.SITE_BUILD_DATE;
  afterEach(() => {
    if (original === undefined) delete process.env.SITE_BUILD_DATE;
    else process.env.SITE_BUILD_DATE = original;
  });

  it('makes the engine again on the first request of a new day, once, and answers with that day’s season', async () => {
    process.env.SITE_BUILD_DATE = '2026-11-24';
    const november = getSeason();
    let made = 0;
    const { handler } = handlerWith({
      createEngine: () => {
        made += 1;
        return createRetrievalEngine();
      },
    });
    const ask = async () => {
      const response = await handler(
        chatRequest({ message: 'When is the Annual Enrollment Period?', anonymousId: anonymousId() }),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { message: string }).message;
    };
    const before = await ask();
    await ask();
    expect(made).toBe(1);
    expect(before).toContain(String(november.aepYear));
    // What a process that kept its first engine would still say after the day turned.
    const kept = createRetrievalEngine();

    // December 9: this year's AEP has closed; the next one is the one to speak of.
    process.env.SITE_BUILD_DATE = '2026-12-09';
    const december = getSeason();
    expect(december.aepYear).toBe(november.aepYear + 1);
    const after = await ask();
    await ask();
    expect(made).toBe(2);
    expect(after).toContain(String(december.aepYear));
    expect(after).toContain(String(december.planYear));
    const stale = (await kept.answer('When is the Annual Enrollment Period?')).message;
    expect(stale).toBe(before);
    expect(stale).not.toContain(String(december.planYear));
  });

  it('a given engine is kept whatever the day', async () => {
    process.env.SITE_BUILD_DATE = '2026-11-24';
    const engine: ChatEngine = {
      name: 'fixed',
      async answer() {
        return { message: 'Fixed.', topic: 'aep', sources: [] };
      },
    };
    const { handler } = handlerWith({ engine, createEngine: () => createRetrievalEngine() });
    process.env.SITE_BUILD_DATE = '2026-12-09';
    const response = await handler(chatRequest({ message: 'Hi', anonymousId: anonymousId() }));
    expect(((await response.json()) as { message: string }).message).toBe('Fixed.');
  });

  it('a new day whose engine cannot be made keeps the last one, and says so once', () => {
    process.env.SITE_BUILD_DATE = '2026-11-24';
    const errors: unknown[] = [];
    let fail = false;
    const engines: ChatEngine[] = [];
    const today = engineOfTheDay(
      () => {
        if (fail) throw new Error('season ended');
        const engine: ChatEngine = {
          name: `engine-${engines.length}`,
          answer: async () => ({ message: '', topic: 'aep', sources: [] }),
        };
        engines.push(engine);
        return engine;
      },
      (error) => errors.push(error),
    );
    expect(today().name).toBe('engine-0');
    fail = true;
    process.env.SITE_BUILD_DATE = '2026-12-09';
    expect(today().name).toBe('engine-0');
    expect(today().name).toBe('engine-0');
    expect(errors).toHaveLength(1);
  });
});

describe('createChatHandler: a limit store that never answers', () => {
  /** A store whose every count hangs (a database that accepts and says nothing), counting the calls. */
  function hungStore() {
    const calls: string[] = [];
    return { calls, hit: (key: string) => (calls.push(key), new Promise<never>(() => {})) };
  }

  it('the free engine answers once the time limit has passed, asking the store once, and the wait is logged', async () => {
    const store = hungStore();
    const { handler, logs } = handlerWith({ rateLimitStore: store, rateLimitTimeoutMs: 30 });
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(200);
    expect(store.calls).toHaveLength(1);
    expect(logs.find((entry) => entry.event === 'chat.rate_limit_store_error')).toMatchObject({
      error: { name: 'TimeoutError' },
    });
  });

  it('during the outage nobody else waits: the store is asked again only after the cooldown', async () => {
    const store = hungStore();
    let clock = 1_800_000_000_000;
    const { handler } = handlerWith({ rateLimitStore: store, rateLimitTimeoutMs: 30, now: () => clock });
    const ask = () => handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect((await ask()).status).toBe(200);
    expect(store.calls).toHaveLength(1);
    for (let index = 0; index < 5; index += 1) {
      clock += 900;
      expect((await ask()).status).toBe(200);
    }
    expect(store.calls).toHaveLength(1); // 4.5 s later, still within the 5 s cooldown: not asked
    clock += 1000;
    expect((await ask()).status).toBe(200);
    expect(store.calls).toHaveLength(2); // the cooldown over: one request tries it again
  });

  it('the paid engine is refused with 503, as when the store fails', async () => {
    const store = hungStore();
    let calls = 0;
    const engine: ChatEngine = {
      name: 'paid-stub',
      paid: true,
      async answer() {
        calls += 1;
        return { message: 'Paid answer.', topic: 'aep', sources: [] };
      },
    };
    const { handler } = handlerWith({ engine, rateLimitStore: store, rateLimitTimeoutMs: 30 });
    const response = await handler(chatRequest({ message: 'What is AEP?', anonymousId: anonymousId() }));
    expect(response.status).toBe(503);
    expect(calls).toBe(0);
  });

  it('reads the time limit from CHAT_RATE_LIMIT_TIMEOUT_MS and names a bad one', () => {
    expect(chatOptionsFromEnv({ CHAT_RATE_LIMIT_TIMEOUT_MS: '750' }).rateLimitTimeoutMs).toBe(750);
    expect(() => chatOptionsFromEnv({ CHAT_RATE_LIMIT_TIMEOUT_MS: 'soon' })).toThrow(
      /CHAT_RATE_LIMIT_TIMEOUT_MS: "soon" must be a whole number of milliseconds/,
    );
    expect(() => chatOptionsFromEnv({ CHAT_RATE_LIMIT_TIMEOUT_MS: '600000' })).toThrow(/from 10 to 60000/);
  });
});

describe('createChatHandler: provider statuses and 500', () => {
  it.each([
    [
      402,
      new ChatHttpError(402, 'Chat is temporarily unavailable.', { reason: 'provider_billing' }),
      undefined,
    ],
    [
      429,
      new ChatHttpError(429, 'Our chat is busy.', { retryAfter: 12, reason: 'provider_rate_limited' }),
      '12',
    ],
    [504, new ChatHttpError(504, 'The answer took too long.', { reason: 'provider_timeout' }), undefined],
  ])('passes a %i from the engine through', async (status, error, retryAfter) => {
    const { handler, logs } = handlerWith({ engine: engineThatThrows(error) });
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(status);
    expect(response.headers.get('retry-after')).toBe(retryAfter ?? null);
    expect(await response.json()).toEqual({ error: error.message });
    expect(logs[0]).toMatchObject({ status, reason: error.reason });
  });

  it('answers a thrown bug with 500 { error: "Something went wrong" } and no details', async () => {
    const secret = 'boom: the visitor typed 123-45-6789';
    const { handler, logs } = handlerWith({ engine: engineThatThrows(new TypeError(secret)) });
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong' });
    expect(logs[0]).toMatchObject({ status: 500, level: 'error', reason: 'internal_error' });
    expect(logs[0]!.error?.name).toBe('TypeError');
    expect(JSON.stringify(logs)).not.toMatch(/boom|6789/);
  });

  it('survives a logger that throws', async () => {
    const handler = createChatHandler({
      logger: () => {
        throw new Error('disk full');
      },
    });
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(200);
  });
});

describe('createChatHandler: logs never hold the message or a number from it', () => {
  it('keeps message text, Medicare and Social Security numbers and the raw id out of every log line', async () => {
    const { handler, logs } = handlerWith({ allowedOrigins: ['https://www.example.com'] });
    const id = anonymousId();
    const message =
      'My SSN is 123-45-6789 and my Medicare number is 1EG4-TE5-MK73, when can I change my Medigap plan?';
    const requests = [
      chatRequest({ message, anonymousId: id }),
      chatRequest({ message, anonymousId: 'not-an-id' }),
      chatRequest(undefined, { raw: `{"message": "${message}` }),
      chatRequest({ message: 'Call me back at 123456789', anonymousId: id }),
      chatRequest({ message, anonymousId: id }, { headers: { origin: 'https://evil.example' } }),
    ];
    const bodies: string[] = [];
    for (const request of requests) bodies.push(await (await handler(request)).text());

    expect(logs).toHaveLength(requests.length);
    const logged = JSON.stringify(logs);
    for (const forbidden of [
      '123-45-6789',
      '123456789',
      '1EG4',
      'TE5',
      'MK73',
      'Medigap plan',
      'SSN',
      'Call me',
      id,
    ])
      expect(logged).not.toContain(forbidden);
    expect(logs[0]).toMatchObject({ status: 200, topic: 'sensitive-number', guardrail: 'sensitive-number' });
    expect(logs[0]!.idHash).toMatch(/^[0-9a-f]{12}$/);
    // The answers never echo the numbers either.
    for (const body of bodies) expect(body).not.toMatch(/6789|1EG4|MK73/);
  });
});
