import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatFunctionPattern } from '../../mocks/endpoints';
import { chatHandlers, mockChatReply, mockHtmlReply, type ChatRequestBody } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { chatFallbackMessage, resolveChatBackend, sameOriginChatKey } from './chatClient';
import { createChatClient } from './transport';

const anonymousId = 'anon_1763769600000_k3j9x2m1qa';
const origin = 'http://localhost:3000';

/** Records what reached the function: URL, headers and body. */
function recordRequests() {
  const seen: Array<{
    url: string;
    apikey: string | null;
    contentType: string | null;
    body: ChatRequestBody;
  }> = [];
  server.use(
    http.post(chatFunctionPattern, async ({ request }) => {
      seen.push({
        url: request.url,
        apikey: request.headers.get('apikey'),
        contentType: request.headers.get('content-type'),
        body: (await request.json()) as ChatRequestBody,
      });
      return HttpResponse.json({ message: mockChatReply });
    }),
  );
  return seen;
}

describe('createChatClient', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("should invoke the 'chat' function on the site's own origin and return data.message", async () => {
    const seen = recordRequests();
    const result = await createChatClient({ origin }).send('What is IRMAA?', anonymousId);
    expect(result).toEqual({ ok: true, message: mockChatReply });
    expect(seen).toEqual([
      {
        url: `${origin}/functions/v1/chat`,
        apikey: sameOriginChatKey,
        contentType: 'application/json',
        body: { message: 'What is IRMAA?', anonymousId },
      },
    ]);
  });

  it('should default to the page origin when neither URL nor key is set', async () => {
    const seen = recordRequests();
    await createChatClient().send('Hi', anonymousId);
    expect(seen[0]?.url).toBe(`${window.location.origin}/functions/v1/chat`);
  });

  it('should call a configured backend with its key', async () => {
    const seen = recordRequests();
    const client = createChatClient({ url: 'https://project.example.com', key: 'public-anon-key' });
    await expect(client.send('Hi', anonymousId)).resolves.toEqual({ ok: true, message: mockChatReply });
    expect(seen[0]).toMatchObject({
      url: 'https://project.example.com/functions/v1/chat',
      apikey: 'public-anon-key',
    });
  });

  it('should pass a reply through as the text it is', async () => {
    server.use(chatHandlers.htmlReply);
    await expect(createChatClient({ origin }).send('Hi', anonymousId)).resolves.toEqual({
      ok: true,
      message: mockHtmlReply,
    });
  });

  it.each([
    ['rateLimited', 429],
    ['unavailable', 402],
    ['serverError', 500],
  ] as const)('should report %s as an http failure with status %i', async (name, status) => {
    server.use(chatHandlers[name]);
    await expect(createChatClient({ origin }).send('Hi', anonymousId)).resolves.toEqual({
      ok: false,
      status,
      kind: 'http',
    });
  });

  it('should report a network error as a fetch failure without a status', async () => {
    server.use(chatHandlers.networkError);
    await expect(createChatClient({ origin }).send('Hi', anonymousId)).resolves.toEqual({
      ok: false,
      status: null,
      kind: 'fetch',
    });
  });

  it('should report a relay error on the generic path', async () => {
    server.use(chatHandlers.relayError);
    await expect(createChatClient({ origin }).send('Hi', anonymousId)).resolves.toEqual({
      ok: false,
      status: null,
      kind: 'relay',
    });
  });

  it('should give up after the timeout as a fetch failure', async () => {
    server.use(chatHandlers.slow);
    await expect(createChatClient({ origin, timeoutMs: 50 }).send('Hi', anonymousId)).resolves.toEqual({
      ok: false,
      status: null,
      kind: 'fetch',
    });
  });

  it.each([
    ['no message field', { reply: 'Hello' }],
    ['an empty message', { message: '  ' }],
    ['a message that is not text', { message: 42 }],
  ])('should treat a 2xx with %s as invalid', async (_, body) => {
    server.use(http.post(chatFunctionPattern, () => HttpResponse.json(body)));
    await expect(createChatClient({ origin }).send('Hi', anonymousId)).resolves.toEqual({
      ok: false,
      status: null,
      kind: 'invalid',
    });
  });
});

describe('resolveChatBackend', () => {
  it('should reject a URL that is not http(s), saying what it got', () => {
    expect(() => createChatClient({ url: 'ftp://project.example.com', key: 'k' })).toThrow(
      'Chat backend URL must start with http:// or https:// — got "ftp://project.example.com"',
    );
    expect(() => resolveChatBackend({ url: 'project.supabase.co', key: 'k' })).toThrow(
      'Chat backend URL must start with http:// or https:// — got "project.supabase.co"',
    );
    expect(() => resolveChatBackend({ origin: 'file://' })).toThrow(/must start with http/);
  });

  it('should reject a malformed address', () => {
    expect(() => resolveChatBackend({ url: 'https://exa mple.com', key: 'k' })).toThrow(
      'Chat backend URL is not a valid address — got "https://exa mple.com"',
    );
  });

  it('should require a key with a URL', () => {
    expect(() => createChatClient({ url: 'https://project.example.com' })).toThrow(
      'Chat backend key is missing: the URL "https://project.example.com" needs its public key',
    );
    expect(() => resolveChatBackend({ url: 'https://project.example.com', key: '   ' })).toThrow(
      /key is missing/,
    );
  });

  it('should fall back to the origin and a placeholder key when neither is set (empty strings count as unset)', () => {
    expect(resolveChatBackend({ origin: 'https://www.example.com' })).toEqual({
      url: 'https://www.example.com',
      key: sameOriginChatKey,
    });
    expect(resolveChatBackend({ url: '', key: '' })).toEqual({
      url: window.location.origin,
      key: sameOriginChatKey,
    });
    expect(resolveChatBackend({ url: ' https://x.example.com ', key: ' k ' })).toEqual({
      url: 'https://x.example.com',
      key: 'k',
    });
  });
});

describe('chatFallbackMessage', () => {
  const copy = {
    connecting: "I'm having trouble connecting right now. ",
    rateLimited: 'Our chat is experiencing high volume. ',
    unavailable: 'Chat is temporarily unavailable. ',
    callUs: 'Please call us at (800) 555-0123 for immediate assistance!',
  };

  it('should join the SPEC §8 parts, with the middle part only for 429 and 402', () => {
    expect(chatFallbackMessage(copy, 429)).toBe(
      "I'm having trouble connecting right now. Our chat is experiencing high volume. Please call us at (800) 555-0123 for immediate assistance!",
    );
    expect(chatFallbackMessage(copy, 402)).toBe(
      "I'm having trouble connecting right now. Chat is temporarily unavailable. Please call us at (800) 555-0123 for immediate assistance!",
    );
    for (const status of [500, 400, 504, null]) {
      expect(chatFallbackMessage(copy, status)).toBe(
        "I'm having trouble connecting right now. Please call us at (800) 555-0123 for immediate assistance!",
      );
    }
  });
});
