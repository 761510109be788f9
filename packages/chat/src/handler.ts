// The 'chat' function as a standard fetch handler (Request → Response): the same code runs as a Supabase Edge
// Function (Deno.serve), behind the site's local Node server, and in tests.
import { constants } from '@agency/content';
import { corsDecision, preflightHeaders, type AllowedOrigins } from './cors.ts';
import { createRetrievalEngine } from './engine/retrieval.ts';
import { isChatHttpError } from './errors.ts';
import { consoleLogger, createLogHasher, errorForLog, sha256Hex } from './logger.ts';
import {
  defaultRateLimits,
  MemoryRateLimitStore,
  retryAfterSeconds,
  type RateLimitRule,
  type RateLimitStore,
} from './rate-limit.ts';
import { chatRequestSchema, parseChatRequest, readBodyLimited } from './request.ts';
import type { ChatAnswer, ChatEngine, ChatLogEntry, ChatLogger } from './types.ts';

/** Options of `createChatHandler`; every one has a default. */
export interface ChatHandlerOptions {
  /** Writes the answers. Default: the retrieval engine over @agency/content (free, no network). */
  engine?: ChatEngine;
  /**
   * Origins allowed to call from a browser, or '*'. Default: none besides the function's own origin, so a
   * same-origin page (the site's local server) works and cross-origin calls get 403.
   */
  allowedOrigins?: AllowedOrigins;
  /** Where rate-limit counts live. Default: in memory, per instance (use a shared store in production). */
  rateLimitStore?: RateLimitStore;
  /** Limits per anonymous id and per client address; `false` turns one off. Defaults: 10 and 30 a minute. */
  rateLimits?: { perId?: RateLimitRule | false; perAddress?: RateLimitRule | false };
  /** The client's address for the per-address limit. Default: `defaultClientAddress`. */
  clientAddress?: (request: Request) => string;
  /** Receives one line per request. Default: JSON lines on the console. */
  logger?: ChatLogger;
  /** Clock in ms (tests). Default: Date.now. */
  now?: () => number;
  /** Largest body accepted, in bytes. Default: constants.chat.bodyMaxBytes (8192). */
  bodyMaxBytes?: number;
  /** Longest message accepted after trimming. Default: constants.chat.messageMaxLength (1000). */
  messageMaxLength?: number;
}

/**
 * The client address: the first hop of `x-forwarded-for`, else `cf-connecting-ip`, else `x-real-ip`, else
 * 'unknown'. Only trust these headers behind a proxy that sets them (Supabase's gateway does; the package's
 * Node adapter replaces them with the socket address unless told to trust a proxy).
 */
export function defaultClientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (
    forwarded ||
    request.headers.get('cf-connecting-ip')?.trim() ||
    request.headers.get('x-real-ip')?.trim() ||
    'unknown'
  );
}

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** What the handler decided, for the response and the log line. */
interface Outcome {
  status: number;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  reason?: string;
  answer?: ChatAnswer;
  retryAfter?: number;
  error?: unknown;
}

/**
 * Creates the chat function. POST `{ message, anonymousId }` → 200 `{ message, sources }`; errors are
 * `{ error }` with 400, 403, 405, 413, 429, 402, 504 or 500. OPTIONS answers the CORS preflight. The path is
 * ignored.
 */
export function createChatHandler(options: ChatHandlerOptions = {}): (request: Request) => Promise<Response> {
  const engine = options.engine ?? createRetrievalEngine();
  const store = options.rateLimitStore ?? new MemoryRateLimitStore();
  const perId = options.rateLimits?.perId === undefined ? defaultRateLimits.perId : options.rateLimits.perId;
  const perAddress =
    options.rateLimits?.perAddress === undefined
      ? defaultRateLimits.perAddress
      : options.rateLimits.perAddress;
  const clientAddress = options.clientAddress ?? defaultClientAddress;
  const log = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;
  const bodyMaxBytes = options.bodyMaxBytes ?? constants.chat.bodyMaxBytes;
  const schema = chatRequestSchema(options.messageMaxLength ?? constants.chat.messageMaxLength);
  const hashForLog = createLogHasher();

  /** Counts a hit; returns Retry-After seconds when over the limit. A failing store lets the request through. */
  async function overLimit(
    key: string,
    rule: RateLimitRule | false,
    requestId: string,
  ): Promise<number | undefined> {
    if (!rule) return undefined;
    const at = now();
    try {
      const { count, resetAt } = await store.hit(
        `${key.split(':')[0]}:${await sha256Hex(key)}`,
        rule.windowMs,
        at,
      );
      return count > rule.max ? retryAfterSeconds(resetAt, at) : undefined;
    } catch (error) {
      log({
        time: new Date().toISOString(),
        level: 'warn',
        event: 'chat.rate_limit_store_error',
        requestId,
        error: errorForLog(error),
      });
      return undefined;
    }
  }

  async function decide(
    request: Request,
    requestId: string,
    context: Partial<ChatLogEntry>,
  ): Promise<Outcome> {
    const method = request.method.toUpperCase();
    const cors = corsDecision(request, options.allowedOrigins);
    if (cors.kind === 'denied')
      return {
        status: 403,
        reason: 'origin_denied',
        body: { error: `Origin ${cors.origin} is not allowed to call this function.` },
      };
    const corsHeaders = cors.kind === 'allowed' ? cors.headers : {};

    if (method === 'OPTIONS')
      return { status: 204, reason: 'preflight', headers: { ...corsHeaders, ...preflightHeaders() } };
    if (method !== 'POST')
      return {
        status: 405,
        reason: 'method_not_allowed',
        headers: { ...corsHeaders, allow: 'POST, OPTIONS' },
        body: { error: `Method ${method} is not allowed. Use POST.` },
      };

    const tooLarge = {
      status: 413,
      reason: 'body_too_large',
      headers: corsHeaders,
      body: { error: `Request body must be at most ${bodyMaxBytes} bytes.` },
    };
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > bodyMaxBytes) return tooLarge;

    const address = clientAddress(request);
    context.addressHash = await hashForLog(address);
    const addressRetry = await overLimit(`ip:${address}`, perAddress, requestId);
    if (addressRetry !== undefined)
      return {
        status: 429,
        reason: 'rate_limited_address',
        retryAfter: addressRetry,
        headers: { ...corsHeaders, 'retry-after': String(addressRetry) },
        body: { error: 'Too many messages from your network. Please wait a minute and try again.' },
      };

    const read = await readBodyLimited(request, bodyMaxBytes);
    if (!read.ok)
      return read.reason === 'too_large'
        ? tooLarge
        : {
            status: 400,
            reason: 'invalid_json',
            headers: corsHeaders,
            body: { error: 'Request body must be JSON: it is not UTF-8 text.' },
          };
    const parsed = parseChatRequest(read.text, schema);
    if (!parsed.ok)
      return {
        status: 400,
        reason: parsed.error.startsWith('Invalid request') ? 'invalid_fields' : 'invalid_json',
        headers: corsHeaders,
        body: { error: parsed.error },
      };

    const { message, anonymousId } = parsed.body;
    context.idHash = await hashForLog(anonymousId);
    const idRetry = await overLimit(`id:${anonymousId}`, perId, requestId);
    if (idRetry !== undefined)
      return {
        status: 429,
        reason: 'rate_limited_id',
        retryAfter: idRetry,
        headers: { ...corsHeaders, 'retry-after': String(idRetry) },
        body: { error: 'You are sending messages too quickly. Please wait a minute and try again.' },
      };

    try {
      const answer = await engine.answer(message, { signal: request.signal, requestId });
      return {
        status: 200,
        answer,
        headers: corsHeaders,
        body: { message: answer.message, sources: answer.sources },
      };
    } catch (error) {
      if (!isChatHttpError(error)) throw error;
      return {
        status: error.status,
        reason: error.reason,
        ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
        headers: {
          ...corsHeaders,
          ...(error.retryAfter !== undefined ? { 'retry-after': String(error.retryAfter) } : {}),
        },
        body: { error: error.message },
      };
    }
  }

  function internalError(request: Request, error: unknown): Outcome {
    let corsHeaders: Record<string, string> = {};
    try {
      const cors = corsDecision(request, options.allowedOrigins);
      if (cors.kind === 'allowed') corsHeaders = cors.headers;
    } catch {
      corsHeaders = {};
    }
    return {
      status: 500,
      reason: 'internal_error',
      error,
      headers: corsHeaders,
      body: { error: 'Something went wrong' },
    };
  }

  return async function chatHandler(request: Request): Promise<Response> {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const context: Partial<ChatLogEntry> = {};
    let outcome: Outcome;
    try {
      outcome = await decide(request, requestId, context);
    } catch (error) {
      if (request.signal.aborted) {
        // The visitor went away; nobody reads this answer.
        outcome = { status: 499, reason: 'client_closed', body: { error: 'Request aborted' } };
      } else {
        outcome = internalError(request, error);
      }
    }

    const entry: ChatLogEntry = {
      time: new Date().toISOString(),
      level: outcome.status >= 500 ? 'error' : outcome.status >= 400 ? 'warn' : 'info',
      event: 'chat.request',
      requestId,
      method: request.method.toUpperCase(),
      status: outcome.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...context,
      ...(outcome.answer
        ? {
            engine: outcome.answer.engine ?? engine.name,
            topic: outcome.answer.topic,
            ...(outcome.answer.guardrail ? { guardrail: outcome.answer.guardrail } : {}),
            ...(outcome.answer.fallbackReason ? { fallbackReason: outcome.answer.fallbackReason } : {}),
          }
        : {}),
      ...(outcome.reason ? { reason: outcome.reason } : {}),
      ...(outcome.retryAfter !== undefined ? { retryAfter: outcome.retryAfter } : {}),
      ...(outcome.error !== undefined ? { error: errorForLog(outcome.error) } : {}),
    };
    try {
      log(entry);
    } catch {
      // A broken logger must not break the answer.
    }

    const headers = { ...baseHeaders, ...outcome.headers, 'x-request-id': requestId };
    if (outcome.status === 204 || !outcome.body) {
      const { 'content-type': _contentType, ...rest } = headers;
      return new Response(null, { status: outcome.status, headers: rest });
    }
    return new Response(JSON.stringify(outcome.body), { status: outcome.status, headers });
  };
}
