// @vitest-environment node
// The 'lead' function through real Request objects: stored leads with their consent record, form posts, invalid
// fields, bots, the store failing, rate limits, CORS and the hook after storing.
import { createHmac } from 'node:crypto';
import { brand, getSections } from '@agency/content';
import { MemoryRateLimitStore } from '@agency/chat';
import { describe, expect, it, vi } from 'vitest';
import { currentConsent } from './consent.ts';
import type { LeadCreatedResponse, LeadErrorResponse, LeadInvalidResponse } from './contract.ts';
import { leadOptionsFromEnv } from './env.ts';
import { LeadConfigError } from './errors.ts';
import { leadFieldMessages } from './fields.ts';
import { createLeadHandler } from './handler.ts';
import type { LeadHandlerOptions } from './options.ts';
import { MemoryLeadStore, type LeadStore, type NewLead } from './store.ts';
import {
  captureLogs,
  formRequest,
  functionUrl,
  jsonRequest,
  testClientAddress,
  testIpHashKey,
  testNow,
  validLead,
} from './test-helpers.ts';

function handlerWith(options: Partial<LeadHandlerOptions> = {}) {
  const logs = captureLogs();
  const store = new MemoryLeadStore();
  const handler = createLeadHandler({
    store,
    ipHashKey: testIpHashKey,
    logger: logs.logger,
    now: () => testNow,
    ...options,
  });
  return { handler, store, logs: logs.entries };
}

const failingStore: LeadStore = {
  async insertLead() {
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  },
};

describe('a valid request', () => {
  it('is stored with the phone in E.164, the consent record and a keyed hash of the address, then answered 201', async () => {
    const { handler, store, logs } = handlerWith();
    const response = await handler(jsonRequest(validLead()));
    expect(response.status).toBe(201);
    const body = (await response.json()) as LeadCreatedResponse;
    expect(store.leads).toHaveLength(1);
    const lead = store.leads[0]!;
    expect(body).toEqual({ ok: true, id: lead.id, outsideServedStates: false });
    expect(lead).toMatchObject({
      name: 'Dorothy Example',
      phoneE164: '+12055550147',
      zip: '35203',
      state: 'AL',
      bestTime: 'morning',
      topic: 'Switching plans at AEP',
      page: '/aep/birmingham',
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(lead.receivedAt).toEqual(new Date(testNow));
    // The exact words beside the box, as the visitor read them (agency name filled in).
    expect(lead.consent).toEqual({
      given: true,
      version: getSections().contact.consentVersion,
      text: getSections().contact.consentLabel,
    });
    expect(lead.consent.text).toContain(brand.agencyName);
    expect(lead.consent.text).toContain('not required to obtain any service');
    // HMAC-SHA-256 under the secret key: not the address, not a plain hash anyone could recompute.
    const expected = createHmac('sha256', testIpHashKey).update(`ip:${testClientAddress}`).digest('hex');
    expect(lead.ipHash).toBe(expected);
    expect(JSON.stringify(lead)).not.toContain(testClientAddress);
    expect(logs.at(-1)).toMatchObject({ status: 201, reason: 'stored', leadId: lead.id, format: 'json' });
  });

  it('keeps a lead whose box is not ticked, with the consent recorded as not given', async () => {
    const { handler, store } = handlerWith();
    const response = await handler(jsonRequest(validLead({ consent: false })));
    expect(response.status).toBe(201);
    expect(store.leads[0]!.consent).toMatchObject({ given: false, text: currentConsent().text });
  });

  it('takes optional fields as absent, empty or null', async () => {
    const { handler, store } = handlerWith();
    for (const extra of [
      { zip: undefined, topic: undefined },
      { zip: '', topic: '  ' },
      { zip: null, topic: null },
    ]) {
      const response = await handler(jsonRequest(validLead(extra)));
      expect(response.status).toBe(201);
    }
    for (const lead of store.leads) expect(lead).toMatchObject({ zip: null, state: null, topic: null });
  });

  it('says when the ZIP is outside the served states, and keeps the lead', async () => {
    const { handler, store } = handlerWith();
    const response = await handler(jsonRequest(validLead({ zip: '10001' })));
    expect(response.status).toBe(201);
    expect(((await response.json()) as LeadCreatedResponse).outsideServedStates).toBe(true);
    expect(store.leads[0]).toMatchObject({ zip: '10001', state: 'NY' });
  });

  it('accepts ZIP+4 and the usual ways of writing a number', async () => {
    const { handler, store } = handlerWith();
    for (const phone of ['205-555-0147', '+1 205 555 0147', '(205)555.0147', '2055550147'])
      expect((await handler(jsonRequest(validLead({ phone, zip: '30303-1234' })))).status).toBe(201);
    expect(new Set(store.leads.map((lead) => lead.phoneE164))).toEqual(new Set(['+12055550147']));
    expect(store.leads[0]).toMatchObject({ zip: '30303', state: 'GA' });
  });

  it('tidies the name and topic, and keeps the page path without its anchor', async () => {
    const { handler, store } = handlerWith();
    await handler(jsonRequest(validLead({ name: '  Ann \n\t Lee ', page: '/aep/atlanta?utm=x#callback' })));
    expect(store.leads[0]).toMatchObject({ name: 'Ann Lee', page: '/aep/atlanta?utm=x' });
  });
});

describe('a no-JavaScript form post', () => {
  it('is stored (consent=on) and answered 303 to the thank-you page', async () => {
    const { handler, store, logs } = handlerWith();
    const response = await handler(formRequest({ ...validLead(), consent: true }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/callback-requested');
    expect(store.leads).toHaveLength(1);
    expect(store.leads[0]).toMatchObject({ phoneE164: '+12055550147', consent: { given: true } });
    expect(logs.at(-1)).toMatchObject({ status: 303, reason: 'stored', format: 'form' });
  });

  it('records an unticked box (no consent field) as not given', async () => {
    const { handler, store } = handlerWith();
    const response = await handler(formRequest({ ...validLead(), consent: false }));
    expect(response.status).toBe(303);
    expect(store.leads[0]!.consent.given).toBe(false);
  });

  it('lands on a configured thank-you path, on the site origin when posted from an allowed other origin', async () => {
    const { handler } = handlerWith({
      thankYouPath: '/thank-you',
      allowedOrigins: ['https://www.example.com'],
    });
    const response = await handler(
      formRequest({ ...validLead(), consent: true }, { headers: { origin: 'https://www.example.com' } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.example.com/thank-you');
  });

  it("keeps the thank-you path relative for an opaque origin ('null') allowed by '*'", async () => {
    const { handler } = handlerWith({ allowedOrigins: '*' });
    const response = await handler(
      formRequest({ ...validLead(), consent: true }, { headers: { origin: 'null' } }),
    );
    expect(response.headers.get('location')).toBe('/callback-requested');
  });

  it('goes back to its page with the invalid fields named, and stores nothing', async () => {
    const { handler, store } = handlerWith();
    const response = await handler(
      formRequest({ ...validLead({ name: '', phone: '123', zip: 'abc' }), page: '/aep/birmingham?x=1' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/aep/birmingham?x=1&callback-error=name,phone,zip#callback-problem-fields',
    );
    expect(store.leads).toHaveLength(0);
  });

  it('with the database down, goes back to its page with callback-error=unavailable', async () => {
    const { handler, logs } = handlerWith({ store: failingStore });
    const response = await handler(formRequest({ ...validLead(), consent: true }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/aep/birmingham?callback-error=unavailable#callback-problem-unavailable',
    );
    expect(logs.at(-1)).toMatchObject({ status: 303, reason: 'store_unavailable', level: 'error' });
  });
});

describe('invalid fields', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { name: undefined }, 'name', leadFieldMessages.nameMissing],
    ['a name of spaces', { name: '   ' }, 'name', leadFieldMessages.nameMissing],
    ['a name too long', { name: 'a'.repeat(101) }, 'name', leadFieldMessages.nameTooLong],
    ['no phone', { phone: '' }, 'phone', leadFieldMessages.phoneMissing],
    ['a short phone', { phone: '555-0147' }, 'phone', leadFieldMessages.phoneInvalid],
    ['an impossible area code', { phone: '(123) 456-7890' }, 'phone', leadFieldMessages.phoneInvalid],
    ['a UK number', { phone: '+44 20 7946 0958' }, 'phone', leadFieldMessages.phoneNotUs],
    ['a Canadian number', { phone: '+1 416 555 0123' }, 'phone', leadFieldMessages.phoneNotUs],
    ['a premium-rate number', { phone: '+1 900 555 0100' }, 'phone', leadFieldMessages.phoneNotCallable],
    ['a toll-free number', { phone: '(888) 234-5678' }, 'phone', leadFieldMessages.phoneNotCallable],
    ['a personal (500) number', { phone: '500 234 5678' }, 'phone', leadFieldMessages.phoneNotCallable],
    ['a name of invisible characters', { name: '\u200B\u202E\u2800' }, 'name', leadFieldMessages.nameMissing],
    ['a phone as a number', { phone: 2055550147 }, 'phone', leadFieldMessages.phoneMissing],
    ['a 4-digit ZIP', { zip: '3520' }, 'zip', leadFieldMessages.zipInvalid],
    ['a best time not offered', { bestTime: 'midnight' }, 'bestTime', leadFieldMessages.bestTimeMissing],
    ['a topic too long', { topic: 'x'.repeat(501) }, 'topic', leadFieldMessages.topicTooLong],
    ['consent as text', { consent: 'yes' }, 'consent', leadFieldMessages.consentInvalid],
    ['another site as page', { page: 'https://evil.example/' }, 'page', leadFieldMessages.pageInvalid],
    ['a protocol-relative page', { page: '//evil.example/x' }, 'page', leadFieldMessages.pageInvalid],
    ['a backslash page', { page: '/\\evil.example' }, 'page', leadFieldMessages.pageInvalid],
    ['no startedAt', { startedAt: undefined }, 'startedAt', leadFieldMessages.startedAtInvalid],
    ['a startedAt in text', { startedAt: 'yesterday' }, 'startedAt', leadFieldMessages.startedAtInvalid],
  ];

  it.each(cases)('%s → 400 naming the field in plain words', async (_name, overrides, field, message) => {
    const { handler, store, logs } = handlerWith();
    const response = await handler(jsonRequest(validLead(overrides)));
    expect(response.status).toBe(400);
    const body = (await response.json()) as LeadInvalidResponse;
    expect(body).toEqual({ error: 'invalid', issues: [{ field, message }] });
    expect(store.leads).toHaveLength(0);
    expect(logs.at(-1)).toMatchObject({ status: 400, reason: 'invalid_fields', fields: [field] });
  });

  it('names every invalid field once, in form order', async () => {
    const { handler } = handlerWith();
    const response = await handler(
      jsonRequest(validLead({ name: '', phone: 'call me', zip: '1', bestTime: null })),
    );
    const body = (await response.json()) as LeadInvalidResponse;
    expect(body.issues.map((issue) => issue.field)).toEqual(['name', 'phone', 'zip', 'bestTime']);
  });

  it('refuses an unknown consent version: the form is out of date, and nothing is stored', async () => {
    const { handler, store } = handlerWith();
    const response = await handler(jsonRequest(validLead({ consentVersion: '1999-01-01' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      issues: [{ field: 'consentVersion', message: leadFieldMessages.consentVersionUnknown }],
    });
    expect(store.leads).toHaveLength(0);
  });

  it('refuses a body that is not JSON or not an object, without echoing it', async () => {
    const { handler } = handlerWith();
    for (const raw of ['{"phone": "2055550147"', '[]', '"text"', '']) {
      const response = await handler(jsonRequest(undefined, { raw }));
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toContain('2055550147');
      expect((JSON.parse(text) as LeadInvalidResponse).issues[0]!.field).toBe('body');
    }
  });
});

describe('bots', () => {
  it('a filled honeypot hears success (201) but nothing is stored, and it is logged', async () => {
    const { handler, store, logs } = handlerWith();
    const response = await handler(jsonRequest(validLead({ website: 'https://spam.example' })));
    expect(response.status).toBe(201);
    const body = (await response.json()) as LeadCreatedResponse;
    expect(body.ok).toBe(true);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.leads).toHaveLength(0);
    expect(logs.at(-1)).toMatchObject({ status: 201, reason: 'bot_honeypot', level: 'warn' });
  });

  it('a form sent faster than minFillMs hears success but nothing is stored', async () => {
    const { handler, store, logs } = handlerWith();
    const response = await handler(jsonRequest(validLead({ startedAt: testNow - 1_000 })));
    expect(response.status).toBe(201);
    expect(store.leads).toHaveLength(0);
    expect(logs.at(-1)).toMatchObject({ reason: 'bot_too_fast' });
  });

  it('the same for a form post: 303 to the thank-you page, nothing stored', async () => {
    const { handler, store } = handlerWith();
    for (const fields of [{ website: 'x' }, { startedAt: testNow - 500 }]) {
      const response = await handler(formRequest({ ...validLead(fields), consent: true }));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/callback-requested');
    }
    expect(store.leads).toHaveLength(0);
  });

  it('measures on one clock when submittedAt is sent, and never drops a person whose clock runs ahead', async () => {
    const { handler, store } = handlerWith();
    // The visitor's clock is 10 minutes ahead: startedAt is "in the future" for the server.
    const ahead = testNow + 10 * 60_000;
    expect((await handler(jsonRequest(validLead({ startedAt: ahead - 45_000 })))).status).toBe(201);
    expect(
      (await handler(jsonRequest(validLead({ startedAt: ahead - 45_000, submittedAt: ahead })))).status,
    ).toBe(201);
    expect(store.leads).toHaveLength(2);
    // Two seconds on the visitor's own clock is a bot, whatever the server's clock says.
    expect(
      (await handler(jsonRequest(validLead({ startedAt: ahead - 2_000, submittedAt: ahead })))).status,
    ).toBe(201);
    expect(store.leads).toHaveLength(2);
  });

  it('minFillMs is configurable', async () => {
    const { handler, store } = handlerWith({ minFillMs: 0 });
    await handler(jsonRequest(validLead({ startedAt: testNow })));
    expect(store.leads).toHaveLength(1);
  });
});

describe('nothing lost', () => {
  it('answers 503 with the phone number when the store throws, and acknowledges nothing', async () => {
    const { handler, logs } = handlerWith({ store: failingStore });
    const response = await handler(jsonRequest(validLead()));
    expect(response.status).toBe(503);
    const body = (await response.json()) as LeadErrorResponse;
    expect(body.error).toBe('unavailable');
    expect(body.message).toContain(brand.tollFreePhone.display);
    expect(body).not.toHaveProperty('ok');
    expect(body).not.toHaveProperty('id');
    const entry = logs.at(-1)!;
    expect(entry).toMatchObject({ status: 503, reason: 'store_unavailable', level: 'error' });
    expect(entry.error?.name).toBe('Error');
    expect(JSON.stringify(logs)).not.toContain('ECONNREFUSED');
  });

  it('answers 201 only after insertLead resolved', async () => {
    let release: (() => void) | undefined;
    const inserted: NewLead[] = [];
    const slowStore: LeadStore = {
      insertLead: (lead) =>
        new Promise((resolve) => {
          release = () => {
            inserted.push(lead);
            resolve({ id: 'lead-1' });
          };
        }),
    };
    const { handler } = handlerWith({ store: slowStore });
    let answered = false;
    const pending = handler(jsonRequest(validLead())).then((response) => {
      answered = true;
      return response;
    });
    // Until the store is called (however busy the machine), then a little longer: no answer yet.
    while (!release) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    const response = await pending;
    expect(response.status).toBe(201);
    expect(((await response.json()) as LeadCreatedResponse).id).toBe('lead-1');
    expect(inserted).toHaveLength(1);
  });

  it('answers 503 when the store does not answer in time', async () => {
    const { handler } = handlerWith({
      store: { insertLead: () => new Promise(() => {}) },
      storeTimeoutMs: 20,
    });
    expect((await handler(jsonRequest(validLead()))).status).toBe(503);
  });

  it('never logs the name, the phone number, the ZIP or the address', async () => {
    const { handler, logs } = handlerWith();
    await handler(jsonRequest(validLead()));
    await handler(jsonRequest(validLead({ phone: '123' })));
    await handler(formRequest({ ...validLead(), consent: true }));
    const text = JSON.stringify(logs);
    for (const secret of ['Dorothy', '2055550147', '555-0147', '35203', testClientAddress])
      expect(text).not.toContain(secret);
    for (const entry of logs)
      for (const key of ['name', 'phone', 'zip', 'state', 'page']) expect(entry).not.toHaveProperty(key);
  });
});

describe('the hook after storing', () => {
  it('is called with the id and the lead, after the answer', async () => {
    const calls: Array<[string, NewLead]> = [];
    const { handler, store } = handlerWith({ onLeadStored: (id, lead) => void calls.push([id, lead]) });
    const response = await handler(jsonRequest(validLead()));
    expect(response.status).toBe(201);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]![0]).toBe(store.leads[0]!.id);
    expect(calls[0]![1].phoneE164).toBe('+12055550147');
  });

  it('is not called for bots, invalid requests or a failed store', async () => {
    const hook = vi.fn();
    const { handler } = handlerWith({ onLeadStored: hook });
    await handler(jsonRequest(validLead({ website: 'x' })));
    await handler(jsonRequest(validLead({ phone: '1' })));
    const failing = handlerWith({ store: failingStore, onLeadStored: hook }).handler;
    await failing(jsonRequest(validLead()));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(hook).not.toHaveBeenCalled();
  });

  it('never delays the answer: a hook that never settles', async () => {
    const { handler } = handlerWith({ onLeadStored: () => new Promise(() => {}) });
    const response = await handler(jsonRequest(validLead()));
    expect(response.status).toBe(201);
  });

  it('never breaks the answer: a hook that throws or rejects is logged with the id only', async () => {
    for (const hook of [
      () => {
        throw new Error('webhook down for Dorothy');
      },
      async () => Promise.reject(new Error('webhook down')),
    ]) {
      const { handler, logs, store } = handlerWith({ onLeadStored: hook });
      const response = await handler(jsonRequest(validLead()));
      expect(response.status).toBe(201);
      await vi.waitFor(() => expect(logs.some((entry) => entry.event === 'lead.hook_failed')).toBe(true));
      const failed = logs.find((entry) => entry.event === 'lead.hook_failed')!;
      expect(failed).toMatchObject({ level: 'error', leadId: store.leads[0]!.id });
      expect(JSON.stringify(failed)).not.toContain('Dorothy');
    }
  });

  it('hands its work to waitUntil, so an Edge Function instance lives until it is done', async () => {
    const waited: Array<Promise<unknown>> = [];
    let done = false;
    const { handler } = handlerWith({
      onLeadStored: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done = true;
      },
      waitUntil: (promise) => void waited.push(promise),
    });
    await handler(jsonRequest(validLead()));
    expect(waited).toHaveLength(1);
    await waited[0];
    expect(done).toBe(true);
  });
});

describe('rate limits', () => {
  it('limits one address with 429 and Retry-After', async () => {
    const { handler, logs } = handlerWith({
      rateLimits: { perAddress: { max: 2, windowMs: 60_000 }, perPhone: false },
    });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let index = 0; index < 3; index += 1) {
      last = await handler(jsonRequest(validLead()));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(last!.headers.get('retry-after')).toBe('60');
    const body = (await last!.json()) as LeadErrorResponse;
    expect(body.error).toBe('rate_limited');
    expect(body.message).toContain(brand.tollFreePhone.display);
    expect(logs.at(-1)).toMatchObject({ status: 429, reason: 'rate_limited_address', retryAfter: 60 });
    // Another address is not limited.
    expect((await handler(jsonRequest(validLead(), { address: '192.0.2.99' }))).status).toBe(201);
  });

  it('limits one phone number across addresses', async () => {
    const { handler } = handlerWith({
      rateLimits: { perAddress: false, perPhone: { max: 1, windowMs: 3_600_000 } },
    });
    expect((await handler(jsonRequest(validLead(), { address: '192.0.2.1' }))).status).toBe(201);
    const second = await handler(jsonRequest(validLead({ phone: '205 555 0147' }), { address: '192.0.2.2' }));
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('3600');
  });

  it('sends a form post back to its page with callback-error=too-many', async () => {
    const { handler } = handlerWith({ rateLimits: { perAddress: { max: 0, windowMs: 60_000 } } });
    const response = await handler(formRequest({ ...validLead(), consent: true }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/aep/birmingham?callback-error=too-many#callback-problem-too-many',
    );
  });

  it('counts in a shared store under keys of its own, never the address or the number', async () => {
    const keys: string[] = [];
    const inner = new MemoryRateLimitStore();
    const { handler } = handlerWith({
      rateLimitStore: { hit: (key, windowMs, now) => (keys.push(key), inner.hit(key, windowMs, now)) },
    });
    await handler(jsonRequest(validLead()));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^lead-ip:[0-9a-f]{64}$/);
    expect(keys[1]).toMatch(/^lead-phone:[0-9a-f]{64}$/);
  });

  it('lets the lead through when the limit store fails (a lead is worth more than a limit), and logs it', async () => {
    const { handler, store, logs } = handlerWith({
      rateLimitStore: {
        async hit() {
          throw new Error('limit store down');
        },
      },
    });
    expect((await handler(jsonRequest(validLead()))).status).toBe(201);
    expect(store.leads).toHaveLength(1);
    expect(logs.some((entry) => entry.event === 'lead.rate_limit_store_error')).toBe(true);
  });
});

describe('a database that accepts and never answers', () => {
  /** A rate-limit store whose counts hang, counting the calls. */
  function hungLimits() {
    const calls: string[] = [];
    return { calls, hit: (key: string) => (calls.push(key), new Promise<never>(() => {})) };
  }

  it('stores the lead when only the limit store hangs, asking it once', async () => {
    const limits = hungLimits();
    const { handler, store, logs } = handlerWith({ rateLimitStore: limits, rateLimitTimeoutMs: 20 });
    expect((await handler(jsonRequest(validLead()))).status).toBe(201);
    expect(store.leads).toHaveLength(1);
    expect(limits.calls).toHaveLength(1);
    expect(logs.find((entry) => entry.event === 'lead.rate_limit_store_error')).toMatchObject({
      error: { name: 'TimeoutError' },
    });
  });

  it('answers 503 with the phone number when both hang (limits asked once, the store once)', async () => {
    const limits = hungLimits();
    let inserts = 0;
    const { handler, logs } = handlerWith({
      rateLimitStore: limits,
      rateLimitTimeoutMs: 20,
      store: { insertLead: () => ((inserts += 1), new Promise(() => {})) },
      storeTimeoutMs: 30,
    });
    const response = await handler(jsonRequest(validLead()));
    expect(response.status).toBe(503);
    expect(((await response.json()) as LeadErrorResponse).message).toContain(brand.tollFreePhone.display);
    expect([limits.calls.length, inserts]).toEqual([1, 1]);
    expect(logs.find((entry) => entry.event === 'lead.request')).toMatchObject({
      reason: 'store_unavailable',
      error: { name: 'TimeoutError' },
    });
  });

  it('reads both time limits from the environment and names a bad one', () => {
    expect(
      leadOptionsFromEnv({ LEAD_RATE_LIMIT_TIMEOUT_MS: '800', LEAD_STORE_TIMEOUT_MS: '1200' }),
    ).toMatchObject({ rateLimitTimeoutMs: 800, storeTimeoutMs: 1200 });
    expect(() => leadOptionsFromEnv({ LEAD_STORE_TIMEOUT_MS: '0' })).toThrow(
      /LEAD_STORE_TIMEOUT_MS: "0" must be a whole number of milliseconds/,
    );
  });
});

describe('methods, media types, sizes and CORS', () => {
  it('answers other methods with 405 and Allow', async () => {
    const { handler } = handlerWith();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await handler(new Request(functionUrl, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(((await response.json()) as LeadErrorResponse).error).toBe('method_not_allowed');
    }
  });

  it('answers 415 to another media type', async () => {
    const { handler } = handlerWith();
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', '']) {
      const request = new Request(functionUrl, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: new TextEncoder().encode(JSON.stringify(validLead())),
      });
      const response = await handler(request);
      expect(response.status).toBe(415);
      expect(((await response.json()) as LeadErrorResponse).error).toBe('unsupported_media_type');
    }
  });

  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const { handler } = handlerWith();
    const big = JSON.stringify(validLead({ topic: 'x'.repeat(9_000) }));
    expect((await handler(jsonRequest(undefined, { raw: big }))).status).toBe(413);
    const streamed = new Request(functionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    const response = await handler(streamed);
    expect(response.status).toBe(413);
    expect(((await response.json()) as LeadErrorResponse).error).toBe('too_large');
  });

  it('answers the preflight of an allowed origin with 204', async () => {
    const { handler } = handlerWith({ allowedOrigins: ['https://www.example.com'] });
    const response = await handler(
      new Request(functionUrl, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://www.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(await response.text()).toBe('');
  });

  it('refuses a disallowed origin with 403 and stores nothing; same-origin needs no CORS', async () => {
    const { handler, store } = handlerWith();
    const denied = await handler(jsonRequest(validLead(), { headers: { origin: 'https://evil.example' } }));
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as LeadErrorResponse).error).toBe('origin_denied');
    const same = await handler(jsonRequest(validLead(), { headers: { origin: 'http://localhost:8787' } }));
    expect(same.status).toBe(201);
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
    expect(store.leads).toHaveLength(1);
  });

  it('adds CORS headers to the answers of an allowed origin', async () => {
    const { handler } = handlerWith({ allowedOrigins: ['https://www.example.com'] });
    const response = await handler(
      jsonRequest(validLead(), { headers: { origin: 'https://www.example.com' } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
  });
});

describe('configuration', () => {
  it('refuses to start without a store or an address key, or with a bad thank-you path', () => {
    expect(() => createLeadHandler({ store: new MemoryLeadStore(), ipHashKey: '' })).toThrow(LeadConfigError);
    expect(() => createLeadHandler({ ipHashKey: testIpHashKey } as LeadHandlerOptions)).toThrow(/store/);
    expect(() =>
      createLeadHandler({
        store: new MemoryLeadStore(),
        ipHashKey: testIpHashKey,
        thankYouPath: 'https://x.example',
      }),
    ).toThrow(/thankYouPath/);
  });
});
