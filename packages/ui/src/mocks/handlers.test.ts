import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatHandlers, mockChatReply, mockHtmlReply } from './handlers';
import { server } from './node';

const url = 'https://project.example.com/functions/v1/chat';
const post = (body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('chat mocks', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('should answer a question by default', async () => {
    const response = await post({ message: 'When can I switch plans?', anonymousId: 'anon_1_x' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: mockChatReply, sources: [] });
  });

  it.each([
    ['rateLimited', 429],
    ['unavailable', 402],
    ['serverError', 500],
  ] as const)('should answer %s with status %i', async (name, status) => {
    server.use(chatHandlers[name]);
    expect((await post({ message: 'Hi', anonymousId: 'anon_1_x' })).status).toBe(status);
  });

  it('should mark a relay failure with x-relay-error', async () => {
    server.use(chatHandlers.relayError);
    const response = await post({ message: 'Hi', anonymousId: 'anon_1_x' });
    expect(response.headers.get('x-relay-error')).toBe('true');
  });

  it('should answer with markup in the htmlReply state', async () => {
    server.use(chatHandlers.htmlReply);
    expect(await (await post({ message: 'Hi', anonymousId: 'anon_1_x' })).json()).toEqual({
      message: mockHtmlReply,
      sources: [],
    });
  });

  it('should fail the request itself on a network error', async () => {
    server.use(chatHandlers.networkError);
    await expect(post({ message: 'Hi', anonymousId: 'anon_1_x' })).rejects.toThrow();
  });
});
