// The 'chat' function as a standard fetch handler (Request → Response): the same code runs as a Supabase Edge
// Function (Deno.serve), behind the site's local Node server, and in tests.
import { brand, constants, fillTokens, getChatCopy } from '@agency/content';
import {
  addressFromSource,
  clientAddressKey,
  defaultClientAddressSource,
  parseClientAddressSource,
  socketAddressOf,
  type ClientAddressProblem,
  type ClientAddressSource,
  type ParsedClientAddressSource,
} from './client-address.ts';
import { corsDecision, preflightHeaders, type AllowedOrigins } from './cors.ts';
import { createRetrievalEngine } from './engine/retrieval.ts';
import { ChatConfigError, isChatHttpError } from './errors.ts';
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
  /**
   * The client's address for the per-address limit; when given, it alone decides. Default: the socket address
   * recorded by the Node adapter (`toNodeListener`), else the address from `clientAddressSource`, else 'unknown'.
   */
  clientAddress?: (request: Request) => string;
  /**
   * Where the address comes from when the request did not come through the Node adapter (or came through it with
   * `trustProxy`): `cf-connecting-ip` (default: Supabase Edge Functions, fronted by Cloudflare), `x-real-ip`, any
   * other single header name a proxy you run overwrites, or `x-forwarded-for:N`, the N-th address counted from the
   * right of X-Forwarded-For (the one your N-th trusted proxy appended). A request whose source is missing or not
   * an IP address counts in one shared 'unknown' bucket. A bad value throws a `ChatConfigError`.
   */
  clientAddressSource?: ClientAddressSource;
  /** Receives one line per request. Default: JSON lines on the console. */
  logger?: ChatLogger;
  /** Clock in ms (tests). Default: Date.now. */
  now?: () => number;
  /** Largest body accepted, in bytes. Default: constants.chat.bodyMaxBytes (8192). */
  bodyMaxBytes?: number;
  /** Longest message accepted after trimming. Default: constants.chat.messageMaxLength (1000). */
  messageMaxLength?: number;
}

/** The address of a request and, when it fell back to 'unknown', why. */
type ResolvedAddress = { address: string; problem?: ClientAddressProblem };

function resolveAddress(request: Request, source: ParsedClientAddressSource): ResolvedAddress {
  const socket = socketAddressOf(request);
  if (socket !== undefined) return { address: clientAddressKey(socket) ?? socket };
  const found = addressFromSource(request, source);
  return found.ok ? { address: found.address } : { address: 'unknown', problem: found.problem };
}

const defaultSource = parseClientAddressSource(defaultClientAddressSource);

/**
 * The default client address: the socket address recorded by the Node adapter, else a valid IP address in
 * `cf-connecting-ip`, else 'unknown'. Never a value the visitor can choose (the first X-Forwarded-For hop is theirs).
 */
export function defaultClientAddress(request: Request): string {
  return defaultSource.ok ? resolveAddress(request, defaultSource.source).address : 'unknown';
}

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Retry-After, in seconds, of a 503 when the rate-limit store cannot be reached. */
const storeUnavailableRetryAfter = 30;

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
 * `{ error }` with 400, 403, 405, 413, 429, 402, 503, 504 or 500. OPTIONS answers the CORS preflight. The path is
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
  const parsedSource = parseClientAddressSource(options.clientAddressSource ?? defaultClientAddressSource);
  if (!parsedSource.ok)
    throw new ChatConfigError(
      `Invalid chat configuration:\n- clientAddressSource: "${options.clientAddressSource}": ${parsedSource.problem}`,
    );
  const addressSource = parsedSource.source;
  const clientAddress: (request: Request) => ResolvedAddress = options.clientAddress
    ? (request) => ({ address: options.clientAddress!(request) })
    : (request) => resolveAddress(request, addressSource);
  const log = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;
  const bodyMaxBytes = options.bodyMaxBytes ?? constants.chat.bodyMaxBytes;
  const schema = chatRequestSchema(options.messageMaxLength ?? constants.chat.messageMaxLength);
  const hashForLog = createLogHasher();
  // The errors a visitor may read (content: chat-copy); the others speak to the developer of a client.
  const errorCopy = getChatCopy().errors;
  const storeUnavailable: Omit<Outcome, 'headers'> = {
    status: 503,
    reason: 'rate_limit_store_unavailable',
    retryAfter: storeUnavailableRetryAfter,
    body: { error: fillTokens(errorCopy.unavailable, { phone: brand.tollFreePhone.display }) },
  };

  /** Writes a log line; a broken logger must not break the answer. */
  function safeLog(entry: ChatLogEntry): void {
    try {
      log(entry);
    } catch {
      // Ignored on purpose.
    }
  }

  // A misconfigured source would put a warning on every request: one line a minute, with the count, is enough.
  let unknownAddresses = 0;
  let nextUnknownWarningAt = -Infinity;
  function warnUnknownAddress(problem: ClientAddressProblem, requestId: string): void {
    unknownAddresses += 1;
    const at = now();
    if (at < nextUnknownWarningAt) return;
    safeLog({
      time: new Date().toISOString(),
      level: 'warn',
      event: 'chat.client_address_unknown',
      requestId,
      addressSource: addressSource.label,
      addressProblem: problem,
      occurrences: unknownAddresses,
    });
    unknownAddresses = 0;
    nextUnknownWarningAt = at + 60_000;
  }

  /**
   * Counts a hit: `limited` with Retry-After seconds when over the limit, `store_error` when the store failed
   * (logged; the caller decides whether to let the request through).
   */
  async function overLimit(
    key: string,
    rule: RateLimitRule | false,
    requestId: string,
  ): Promise<{ kind: 'ok' } | { kind: 'limited'; retryAfter: number } | { kind: 'store_error' }> {
    if (!rule) return { kind: 'ok' };
    const at = now();
    try {
      const { count, resetAt } = await store.hit(
        `${key.split(':')[0]}:${await sha256Hex(key)}`,
        rule.windowMs,
        at,
      );
      return count > rule.max
        ? { kind: 'limited', retryAfter: retryAfterSeconds(resetAt, at) }
        : { kind: 'ok' };
    } catch (error) {
      safeLog({
        time: new Date().toISOString(),
        level: 'warn',
        event: 'chat.rate_limit_store_error',
        requestId,
        error: errorForLog(error),
      });
      return { kind: 'store_error' };
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

    const { address, problem } = clientAddress(request);
    if (problem) {
      context.addressProblem = problem;
      warnUnknownAddress(problem, requestId);
    }
    context.addressHash = await hashForLog(address);
    // With a paid engine, a request the limits cannot count is refused: an outage of the store must not turn
    // into an unmetered bill. The free engine fails open.
    const storeFailed = (): Outcome => ({
      ...storeUnavailable,
      headers: { ...corsHeaders, 'retry-after': String(storeUnavailableRetryAfter) },
    });
    const addressLimit = await overLimit(`ip:${address}`, perAddress, requestId);
    if (addressLimit.kind === 'store_error' && engine.paid) return storeFailed();
    if (addressLimit.kind === 'limited')
      return {
        status: 429,
        reason: 'rate_limited_address',
        retryAfter: addressLimit.retryAfter,
        headers: { ...corsHeaders, 'retry-after': String(addressLimit.retryAfter) },
        body: { error: errorCopy.tooManyFromNetwork },
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
    const idLimit = await overLimit(`id:${anonymousId}`, perId, requestId);
    if (idLimit.kind === 'store_error' && engine.paid) return storeFailed();
    if (idLimit.kind === 'limited')
      return {
        status: 429,
        reason: 'rate_limited_id',
        retryAfter: idLimit.retryAfter,
        headers: { ...corsHeaders, 'retry-after': String(idLimit.retryAfter) },
        body: { error: errorCopy.tooQuickly },
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
    safeLog(entry);

    const headers = { ...baseHeaders, ...outcome.headers, 'x-request-id': requestId };
    if (outcome.status === 204 || !outcome.body) {
      const { 'content-type': _contentType, ...rest } = headers;
      return new Response(null, { status: outcome.status, headers: rest });
    }
    return new Response(JSON.stringify(outcome.body), { status: outcome.status, headers });
  };
}
