// @vitest-environment node
import { brand } from '@agency/content';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRetrievalEngine } from '../engine/retrieval.ts';
import { isChatHttpError, type ChatHttpError } from '../errors.ts';
import { createChatHandler } from '../handler.ts';
import { anonymousId, captureLogs, chatRequest } from '../test-helpers.ts';
import { createOpenAiProvider, sanitizeReply } from './openai.ts';

const baseUrl = 'https://llm.test/v1';
const endpoint = `${baseUrl}/chat/completions`;
const phone = brand.tollFreePhone.display;
const retrieval = createRetrievalEngine();

interface SeenRequest {
  authorization: string | null;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}
let seen: SeenRequest[] = [];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

function reply(content: unknown) {
  return http.post(endpoint, async ({ request }) => {
    seen.push({
      authorization: request.headers.get('authorization'),
      body: (await request.json()) as SeenRequest['body'],
    });
    return HttpResponse.json({ id: 'x', choices: [{ index: 0, message: { role: 'assistant', content } }] });
  });
}

function provider(timeoutMs = 2_000) {
  return createOpenAiProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model', retrieval, timeoutMs });
}

async function rejection(promise: Promise<unknown>): Promise<ChatHttpError> {
  try {
    await promise;
  } catch (error) {
    if (isChatHttpError(error)) return error;
    throw error;
  }
  throw new Error('expected a ChatHttpError');
}

describe('createOpenAiProvider', () => {
  it('sends a grounded request and returns the plain-text reply', async () => {
    server.use(
      reply('**IRMAA** is an extra amount for higher incomes in 2026.\n\n- It uses your 2024 income.'),
    );
    const answer = await provider().answer('What is IRMAA?');
    expect(answer.engine).toBe('openai');
    expect(answer.topic).toBe('irmaa');
    expect(answer.message).toBe(
      `IRMAA is an extra amount for higher incomes in 2026. It uses your 2024 income. Call us at ${phone} for personalized help.`,
    );
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('test-model');
    const [system, user] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/Never recommend, rank or choose a specific plan/);
    expect(system!.content).toMatch(/never repeat, a Medicare number, Social Security number/);
    expect(system!.content).toMatch(/plain text/);
    expect(system!.content).toContain(phone);
    expect(system!.content).toMatch(/Reference passages:\n\[1\] .*IRMAA/);
    expect(user).toEqual({ role: 'user', content: 'What is IRMAA?' });
  });

  it('runs the guardrails first and never sends a Medicare number to the provider', async () => {
    server.use(reply('should not be used'));
    for (const message of [
      'My Medicare number is 1EG4-TE5-MK73',
      'Which plan is best for me?',
      'Tell me a joke',
    ]) {
      const answer = await provider().answer(message);
      expect(answer.engine).toBe('retrieval');
      expect(answer.guardrail).toBeDefined();
    }
    expect(seen).toHaveLength(0);
  });

  it('removes identifiers and markdown a model might produce', () => {
    expect(sanitizeReply('# Hi\nYour number [1EG4-TE5-MK73](http://x) is 123-45-6789.', phone)).toBe(
      `Hi Your number [number removed] is [number removed]. Call us at ${phone} for personalized help.`,
    );
  });

  it('maps a provider 402 to our 402', async () => {
    server.use(
      http.post(endpoint, () => HttpResponse.json({ error: { message: 'pay up' } }, { status: 402 })),
    );
    const error = await rejection(provider().answer('What is IRMAA?'));
    expect(error.status).toBe(402);
    expect(error.reason).toBe('provider_billing');
  });

  it('maps an insufficient_quota error to our 402, even on a 429', async () => {
    server.use(
      http.post(endpoint, () =>
        HttpResponse.json(
          { error: { code: 'insufficient_quota', type: 'insufficient_quota' } },
          { status: 429 },
        ),
      ),
    );
    expect((await rejection(provider().answer('What is IRMAA?'))).status).toBe(402);
  });

  it('maps a provider 429 to our 429 with its Retry-After', async () => {
    server.use(
      http.post(endpoint, () =>
        HttpResponse.json(
          { error: { code: 'rate_limit_exceeded' } },
          { status: 429, headers: { 'retry-after': '7' } },
        ),
      ),
    );
    const error = await rejection(provider().answer('What is IRMAA?'));
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(7);
  });

  it('maps a timeout to 504', async () => {
    server.use(
      http.post(endpoint, async () => {
        await delay(1_000);
        return HttpResponse.json({ choices: [{ message: { content: 'late' } }] });
      }),
    );
    const started = performance.now();
    const error = await rejection(provider(50).answer('What is IRMAA?'));
    expect(error.status).toBe(504);
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('falls back to the retrieval answer on a garbage response', async () => {
    server.use(http.post(endpoint, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    const answer = await provider().answer('What is IRMAA?');
    expect(answer.engine).toBe('retrieval');
    expect(answer.fallbackReason).toBe('provider_invalid_response');
    expect(answer.message).toMatch(/IRMAA/);
    expect(answer.message).toContain(phone);
  });

  it('falls back on a reply without content, a server error or a network failure', async () => {
    server.use(http.post(endpoint, () => HttpResponse.json({ choices: [] })));
    expect((await provider().answer('What is IRMAA?')).fallbackReason).toBe('provider_invalid_response');
    server.use(http.post(endpoint, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    expect((await provider().answer('What is IRMAA?')).fallbackReason).toBe('provider_http_500');
    server.use(http.post(endpoint, () => HttpResponse.error()));
    expect((await provider().answer('What is IRMAA?')).fallbackReason).toBe('provider_network_error');
  });
});

describe('createChatHandler with the OpenAI provider', () => {
  it.each([
    [
      402,
      http.post(endpoint, () =>
        HttpResponse.json({ error: { code: 'billing_hard_limit_reached' } }, { status: 400 }),
      ),
    ],
    [429, http.post(endpoint, () => HttpResponse.json({}, { status: 429, headers: { 'retry-after': '3' } }))],
    [
      504,
      http.post(endpoint, async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    ],
  ])('answers %i to the visitor', async (status, handlerOverride) => {
    server.use(handlerOverride);
    const logs = captureLogs();
    const handler = createChatHandler({ engine: provider(50), logger: logs.logger });
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(0);
    if (status === 429) expect(response.headers.get('retry-after')).toBe('3');
    expect(logs.entries[0]).toMatchObject({ status });
  });

  it('logs the fallback and still answers 200', async () => {
    server.use(http.post(endpoint, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const logs = captureLogs();
    const handler = createChatHandler({ engine: provider(), logger: logs.logger });
    const response = await handler(chatRequest({ message: 'What is IRMAA?', anonymousId: anonymousId() }));
    expect(response.status).toBe(200);
    expect(logs.entries[0]).toMatchObject({
      status: 200,
      engine: 'retrieval',
      fallbackReason: 'provider_http_503',
    });
  });
});
