// @vitest-environment node
// No text crashes the chat: every name of Object.prototype, and property-based tests (fast-check) over arbitrary
// strings through the engine and arbitrary JSON and bytes through the handler.
import { brand } from '@agency/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRetrievalEngine } from './engine/retrieval.ts';
import { processTerm, termsOf } from './engine/text.ts';
import { createChatHandler } from './handler.ts';
import { anonymousId, functionUrl } from './test-helpers.ts';

const phone = brand.tollFreePhone.display;
const prototypeNames = Object.getOwnPropertyNames(Object.prototype);
const engine = createRetrievalEngine();
const handler = createChatHandler({
  engine,
  logger: () => {},
  rateLimits: { perId: false, perAddress: false },
});

const medicareWords = [
  'Medicare',
  'Part B',
  'premium',
  'Medigap',
  'Plan G',
  'IRMAA',
  'AEP',
  'enroll',
  'donut hole',
  'Extra Help',
  'penalty',
  'deductible',
  '2026',
  'what',
  'is',
  'the',
  'how much',
  '?',
];

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(functionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.10', ...headers },
    body,
  });
}

/** The contract for any request: no 5xx; a 4xx has a JSON `{ error: string }`; a 200 has a message. */
async function expectContract(response: Response): Promise<void> {
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { error?: unknown; message?: unknown };
  if (response.status >= 400) expect(typeof body.error).toBe('string');
  else {
    expect(response.status).toBe(200);
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
  }
}

describe('words that are names of Object.prototype', () => {
  it('are ordinary words to the text processing', () => {
    for (const name of prototypeNames) {
      const terms = processTerm(name.toLowerCase());
      expect(terms === null || terms.every((term) => typeof term === 'string')).toBe(true);
      expect(termsOf(`What is ${name}?`).every((term) => typeof term === 'string')).toBe(true);
    }
  });

  it.each(prototypeNames)('"%s" alone and in sentences gets a 200 answer', async (name) => {
    for (const message of [
      name,
      `What is the ${name} of Part B?`,
      `${name} medigap ${name} plan g ${name}`,
      `Is ${name.toUpperCase()} a Medicare thing, like AEP or IRMAA?`,
    ]) {
      const answer = await engine.answer(message);
      expect(answer.message.endsWith(`Call us at ${phone} for personalized help.`)).toBe(true);
      const response = await handler(post(JSON.stringify({ message, anonymousId: anonymousId() })));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
    }
  });

  it('as JSON keys of the body', async () => {
    for (const name of prototypeNames) {
      const raw = `{"message":"What is Part B?","anonymousId":"${anonymousId()}","${name}":{"x":1}}`;
      expect((await handler(post(raw))).status).toBe(200);
      await expectContract(await handler(post(`{"${name}":"What is Part B?"}`)));
    }
  });
});

const word = fc.constantFrom(...prototypeNames, ...medicareWords);
const sentence = fc.array(word, { minLength: 1, maxLength: 30 }).map((words) => words.join(' '));

describe('property-based: the engine answers any text', () => {
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    sentence,
    fc
      .tuple(fc.array(word, { maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 20 }))
      .map(([words, noise]) => `${words.join(noise)}${noise}`),
  );

  it('never throws and always returns a non-empty message ending with the phone number', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (message) => {
        const answer = await engine.answer(message);
        expect(typeof answer.message).toBe('string');
        expect(answer.message.endsWith(`Call us at ${phone} for personalized help.`)).toBe(true);
        expect(typeof answer.topic).toBe('string');
      }),
      { numRuns: 400 },
    );
  });

  it('handles huge strings', async () => {
    const huge = fc.oneof(
      fc.array(word, { minLength: 2_000, maxLength: 6_000 }).map((words) => words.join(' ')),
      fc.string({ unit: 'binary', minLength: 10_000, maxLength: 40_000 }),
    );
    await fc.assert(
      fc.asyncProperty(huge, async (message) => {
        expect((await engine.answer(message)).message.length).toBeGreaterThan(0);
      }),
      { numRuns: 20 },
    );
    // Twenty messages of up to 40,000 characters take about 3 s on this machine, more on a busy one: the time limit
    // is a safety net, not a budget (speed is measured by `pnpm --filter @agency/chat bench`).
  }, 30_000);
});

describe('property-based: the handler never answers 5xx', () => {
  const validId = fc.constant(null).map(() => anonymousId());
  const key = fc.oneof(
    fc.constantFrom(...prototypeNames, 'message', 'anonymousId'),
    fc.string({ maxLength: 12 }),
  );
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        message: fc.oneof(sentence, fc.string({ unit: 'binary', maxLength: 1_100 }), fc.jsonValue()),
        anonymousId: fc.oneof(validId, fc.string(), fc.jsonValue()),
      },
      { requiredKeys: [] },
    ),
    fc
      .tuple(
        fc.oneof(sentence, fc.string({ unit: 'binary', maxLength: 300 })),
        validId,
        fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      )
      .map(([message, id, extra]) => ({ ...extra, message, anonymousId: id })),
  );

  it('for arbitrary JSON values; every 4xx has a JSON { error: string }', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        await expectContract(await handler(post(JSON.stringify(value) ?? 'null')));
      }),
      { numRuns: 400 },
    );
  });

  it('for arbitrary bytes, with and without a content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 12_000 }),
        fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
        async (bytes, type) => {
          await expectContract(await handler(post(bytes, { 'content-type': type })));
        },
      ),
      { numRuns: 300 },
    );
  });
});
