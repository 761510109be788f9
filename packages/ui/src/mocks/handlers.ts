import type { ChatErrorReply, ChatReply, ChatRequestBody } from '@agency/content/contracts';
import { delay, http, HttpResponse } from 'msw';
import { chatFunctionPattern } from './endpoints';
import { leadHandlers } from './lead';

/** The body the chat widget sends (the chat call's contract). */
export type { ChatRequestBody } from '@agency/content/contracts';

/** A 200 answer as the function writes it. */
const reply = (message: string) => HttpResponse.json<ChatReply | ChatErrorReply>({ message, sources: [] });

/** A failure as the function writes it. */
const failure = (error: string, init: { status: number; headers?: Record<string, string> }) =>
  HttpResponse.json<ChatReply | ChatErrorReply>({ error }, init);

/** A reply that shows it came from the mock and echoes nothing sensitive. */
export const mockChatReply =
  'Medicare Advantage plans can be changed during the Annual Enrollment Period, October 15 to December 7. Call us for help comparing plans.';

/** A reply that looks like HTML: the widget must show it as text, never run it. */
export const mockHtmlReply = '<img src=x onerror=alert(1)> <b>Part B</b> is medical insurance.';

/**
 * The chat function's states, one handler each (SPEC §8). Stories and tests pick one with `msw.use(...)`;
 * `ok` is the happy path registered by default.
 */
export const chatHandlers = {
  /** 200 with a grounded reply. */
  ok: http.post(chatFunctionPattern, async ({ request }) => {
    const body = (await request.json()) as Partial<ChatRequestBody>;
    if (!body.message?.trim()) return failure('message must not be empty', { status: 400 });
    return reply(mockChatReply);
  }),
  /** 200, but only after 2.5 s (the spinner state). */
  slow: http.post(chatFunctionPattern, async () => {
    await delay(2500);
    return reply(mockChatReply);
  }),
  /** 429: too many requests (the 'high volume' fallback). */
  rateLimited: http.post(chatFunctionPattern, () =>
    failure('Too many requests', { status: 429, headers: { 'Retry-After': '30' } }),
  ),
  /** 402: the provider's billing or quota is exhausted (the 'temporarily unavailable' fallback). */
  unavailable: http.post(chatFunctionPattern, () =>
    failure('Chat is temporarily unavailable', { status: 402 }),
  ),
  /** 500: any other server failure (the generic fallback). */
  serverError: http.post(chatFunctionPattern, () => failure('Internal error', { status: 500 })),
  /** The request never reaches a server (offline, DNS, CORS). */
  networkError: http.post(chatFunctionPattern, () => HttpResponse.error()),
  /** The Supabase relay could not reach the function (`x-relay-error: true`; the generic fallback). */
  relayError: http.post(chatFunctionPattern, () =>
    failure('Relay error', { status: 502, headers: { 'x-relay-error': 'true' } }),
  ),
  /** 200 with a reply that contains markup (it must show literally). */
  htmlReply: http.post(chatFunctionPattern, () => reply(mockHtmlReply)),
};

/** Every happy-path handler, for `setupWorker(...handlers)` / `setupServer(...handlers)`. */
export const handlers = [chatHandlers.ok, leadHandlers.ok];
