// @vitest-environment node
// Property-based (fast-check): no input makes the handler throw or answer 5xx (but the store's failure, 503), every
// answer has the contract's shape, and no answer echoes the phone number that was sent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentConsent } from './consent.ts';
import { bestTimes, leadFields } from './fields.ts';
import { createLeadHandler } from './handler.ts';
import { MemoryLeadStore, type LeadStore } from './store.ts';
import { functionUrl, testIpHashKey, testNow } from './test-helpers.ts';

const store = new MemoryLeadStore();
const handler = createLeadHandler({
  store,
  ipHashKey: testIpHashKey,
  logger: () => {},
  now: () => testNow,
  rateLimits: { perAddress: false, perPhone: false },
});
const failing: LeadStore = {
  async insertLead() {
    throw new Error('database down');
  },
};
const failingHandler = createLeadHandler({
  store: failing,
  ipHashKey: testIpHashKey,
  logger: () => {},
  now: () => testNow,
  rateLimits: { perAddress: false, perPhone: false },
});

const prototypeNames = Object.getOwnPropertyNames(Object.prototype);

/** Ten-digit numbers, written the ways people write them. */
const phone = fc
  .tuple(
    fc.integer({ min: 200, max: 999 }),
    fc.integer({ min: 200, max: 999 }),
    fc.integer({ min: 0, max: 9999 }),
    fc.constantFrom('(a) b-c', 'a-b-c', 'abc', '+1 a b c', 'a.b.c', '1 a b c'),
  )
  .map(([area, exchange, line, shape]) =>
    shape
      .replace('a', String(area))
      .replace('b', String(exchange))
      .replace('c', String(line).padStart(4, '0')),
  );

const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.jsonValue({ maxDepth: 2 }),
  phone,
);

/** Mostly the valid value, sometimes anything: so both stored leads and every kind of refusal come up. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...others: Array<fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { arbitrary: valid as fc.Arbitrary<unknown>, weight: 6 },
    ...others.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );

const almostValid = fc.record(
  {
    name: mostly(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }), fieldValue),
    phone: mostly(phone, fieldValue),
    zip: mostly(fc.stringMatching(/^\d{5}(-\d{4})?$/), fieldValue),
    bestTime: mostly(fc.constantFrom(...bestTimes), fieldValue),
    topic: mostly(fc.string({ maxLength: 600 }), fieldValue),
    consent: mostly(fc.boolean(), fieldValue),
    consentVersion: mostly(fc.constant(currentConsent().version), fieldValue),
    page: mostly(
      fc.constantFrom('/', '/aep/birmingham'),
      fc.constantFrom('//evil', '/\\x', 'https://x'),
      fc.webPath(),
      fieldValue,
    ),
    startedAt: mostly(fc.constant(testNow - 60_000), fc.integer(), fc.double(), fieldValue),
    submittedAt: mostly(fc.constant(testNow), fc.integer(), fieldValue),
    website: mostly(fc.constant(''), fieldValue),
  },
  { requiredKeys: ['name', 'phone', 'bestTime', 'consent', 'consentVersion', 'page', 'startedAt'] },
);

const key = fc.oneof(fc.constantFrom(...prototypeNames, ...leadFields), fc.string({ maxLength: 12 }));
const body = fc.oneof(
  almostValid,
  fc.jsonValue(),
  fc
    .tuple(almostValid, fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }))
    .map(([fields, extra]) => ({ ...extra, ...fields })),
);

function post(raw: BodyInit, type: string): Request {
  return new Request(functionUrl, {
    method: 'POST',
    headers: { 'content-type': type, 'cf-connecting-ip': '192.0.2.10' },
    body: raw,
  });
}

/** Digits of a phone entry, for "does the answer echo it". */
function digitsOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-7) : undefined;
}

/** The contract of any answer; `storeFails`: 503 is then allowed. */
async function expectContract(response: Response, sentPhone: unknown, storeFails = false): Promise<void> {
  expect([201, 303, 400, 413, 415, ...(storeFails ? [503] : [])]).toContain(response.status);
  const text = await response.text();
  const location = response.headers.get('location') ?? '';
  const digits = digitsOf(sentPhone);
  if (digits) {
    expect(text.replace(/\D/g, '')).not.toContain(digits);
    expect(location.replace(/\D/g, '')).not.toContain(digits);
  }
  if (response.status === 303) {
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    return;
  }
  const json = JSON.parse(text) as Record<string, unknown>;
  if (response.status === 201) {
    expect(json.ok).toBe(true);
    expect(typeof json.id).toBe('string');
    expect(typeof json.outsideServedStates).toBe('boolean');
  } else if (response.status === 400) {
    expect(json.error).toBe('invalid');
    expect(Array.isArray(json.issues)).toBe(true);
  } else expect(typeof json.error).toBe('string');
}

describe('property-based: the handler keeps its contract', () => {
  it('for arbitrary JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const sent = (value as Record<string, unknown> | null)?.phone;
        await expectContract(await handler(post(JSON.stringify(value) ?? 'null', 'application/json')), sent);
      }),
      { numRuns: 400 },
    );
    // The generators reach the store, not only the refusals.
    expect(store.leads.length).toBeGreaterThan(5);
  });

  it('for arbitrary form posts', async () => {
    await fc.assert(
      fc.asyncProperty(almostValid, async (value) => {
        const form = new URLSearchParams();
        for (const [name, field] of Object.entries(value))
          form.set(name, typeof field === 'string' ? field : JSON.stringify(field));
        await expectContract(
          await handler(post(form.toString(), 'application/x-www-form-urlencoded')),
          value.phone,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('for arbitrary bytes under any of the accepted types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 10_000 }),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
        async (bytes, type) => {
          await expectContract(await handler(post(bytes, type)), undefined);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('with the store down: 503 at worst, and still no echo of the phone number', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (value, asForm) => {
        const sent = (value as Record<string, unknown> | null)?.phone;
        const request = asForm
          ? post(
              new URLSearchParams(
                Object.entries(typeof value === 'object' && value !== null ? value : {}).map(
                  ([name, field]) => [name, typeof field === 'string' ? field : JSON.stringify(field)],
                ),
              ).toString(),
              'application/x-www-form-urlencoded',
            )
          : post(JSON.stringify(value) ?? 'null', 'application/json');
        await expectContract(await failingHandler(request), sent, true);
      }),
      { numRuns: 200 },
    );
  });
});
