// The 'chat' function as a standard fetch handler (Request → Response): the same code runs as a Supabase Edge
// Function (Deno.serve), behind the site's local Node server, and in tests.
import { brand, constants, fillTokens, getChatCopy, getSeason } from '@agency/content';
import type { ChatReply } from '@agency/content/contracts';
import {
  defaultClientAddressSource,
  parseClientAddressSource,
  resolveClientAddress,
} from './client-address.ts';
import { createRetrievalEngine } from './engine/retrieval.ts';
import { ChatConfigError, isChatHttpError } from './errors.ts';
import {
  corsHeadersOrNone,
  declaresTooLarge,
  gateRequest,
  serveRequests,
  type FunctionOutcome,
} from './function-http.ts';
import { createRequestLimiter } from './function-limits.ts';
import { safeLogger } from './function-log.ts';
import type { FunctionOptions } from './function-options.ts';
import { sha256Hex } from './hash.ts';
import { consoleLogger, errorForLog } from './logger.ts';
import { defaultRateLimits, limitOrDefault, MemoryRateLimitStore } from './rate-limit.ts';
import { chatRequestSchema, parseChatRequest, readBodyLimited } from './request.ts';
import type { ChatAnswer, ChatEngine, ChatLogEntry, ChatLogger } from './types.ts';

/**
 * Options of `createChatHandler` (those of every function, `FunctionOptions`, and the chat's own); every one has a
 * default. Limits: per anonymous id and per client address, 10 and 30 a minute (`defaultRateLimits`). Largest body:
 * constants.chat.bodyMaxBytes (8192). A bad `clientAddressSource` throws a `ChatConfigError`.
 */
export interface ChatHandlerOptions extends FunctionOptions<'perId' | 'perAddress', ChatLogger> {
  /** Writes the answers, always the same one. Default: `createEngine`'s. */
  engine?: ChatEngine;
  /**
   * Makes the engine of a day: called at creation and again, once, on the first request of each new day the site
   * speaks of (SITE_BUILD_DATE, else today in the agency's time zone), so its dates turn with the season without a
   * restart. Default: the retrieval engine over @agency/content (free, no network). Ignored when `engine` is given.
   */
  createEngine?: () => ChatEngine;
  /** Longest message accepted after trimming. Default: constants.chat.messageMaxLength (1000). */
  messageMaxLength?: number;
}

const defaultSource = parseClientAddressSource(defaultClientAddressSource);

/**
 * The default client address: the socket address recorded by the Node adapter, else a valid IP address in
 * `cf-connecting-ip`, else 'unknown'. Never a value the visitor can choose (the first X-Forwarded-For hop is theirs).
 */
export function defaultClientAddress(request: Request): string {
  return defaultSource.ok ? resolveClientAddress(request, defaultSource.source).address : 'unknown';
}

/**
 * The engine of the day the site speaks of (`getSeason().date`: SITE_BUILD_DATE, else today in the agency's time
 * zone): made once, made again on the first call of a new day. The check is a date comparison per request. A new
 * day whose engine cannot be made (a pinned season that has ended) keeps the last one and is logged once.
 */
export function engineOfTheDay(
  create: () => ChatEngine,
  onError: (error: unknown) => void = () => {},
): () => ChatEngine {
  let day = getSeason().date;
  let engine = create();
  return () => {
    let today: string;
    try {
      today = getSeason().date;
    } catch {
      return engine; // a malformed SITE_BUILD_DATE: the day stays as it was
    }
    if (today !== day) {
      day = today;
      try {
        engine = create();
      } catch (error) {
        onError(error);
      }
    }
    return engine;
  };
}

/** Retry-After, in seconds, of a 503 when the rate-limit store cannot be reached. */
const storeUnavailableRetryAfter = 30;

/** What the handler decided, for the response and the log line. */
interface Outcome extends FunctionOutcome {
  body?: Record<string, unknown>;
  reason?: string;
  answer?: ChatAnswer;
  retryAfter?: number;
  error?: unknown;
}

/** The bucket of a rate-limit key in the store: its kind, then the SHA-256 of the whole key (never an id or address). */
async function storedKey(key: string): Promise<string> {
  return `${key.split(':')[0]}:${await sha256Hex(key)}`;
}

/**
 * Creates the chat function. POST `{ message, anonymousId }` → 200 `{ message, sources }`; errors are
 * `{ error }` with 400, 403, 405, 413, 429, 402, 503, 504 or 500. OPTIONS answers the CORS preflight. The path is
 * ignored.
 */
export function createChatHandler(options: ChatHandlerOptions = {}): (request: Request) => Promise<Response> {
  const safeLog = safeLogger<ChatLogEntry>(options.logger ?? consoleLogger);
  const fixedEngine = options.engine;
  const currentEngine = fixedEngine
    ? () => fixedEngine
    : engineOfTheDay(options.createEngine ?? createRetrievalEngine, (error) =>
        safeLog({
          time: new Date().toISOString(),
          level: 'error',
          event: 'chat.engine_not_renewed',
          error: errorForLog(error),
        }),
      );
  const perId = limitOrDefault(options.rateLimits?.perId, defaultRateLimits.perId);
  const perAddress = limitOrDefault(options.rateLimits?.perAddress, defaultRateLimits.perAddress);
  const parsedSource = parseClientAddressSource(options.clientAddressSource ?? defaultClientAddressSource);
  if (!parsedSource.ok)
    throw new ChatConfigError(
      `Invalid chat configuration:\n- clientAddressSource: "${options.clientAddressSource}": ${parsedSource.problem}`,
    );
  const limiter = createRequestLimiter({
    name: 'chat',
    store: options.rateLimitStore ?? new MemoryRateLimitStore(),
    addressSource: parsedSource.source,
    clientAddress: options.clientAddress,
    log: safeLog,
    now: options.now ?? Date.now,
    ...(options.rateLimitTimeoutMs !== undefined ? { timeoutMs: options.rateLimitTimeoutMs } : {}),
  });
  const bodyMaxBytes = options.bodyMaxBytes ?? constants.chat.bodyMaxBytes;
  const schema = chatRequestSchema(options.messageMaxLength ?? constants.chat.messageMaxLength);
  // The errors a visitor may read (content: chat-copy); the others speak to the developer of a client.
  const errorCopy = getChatCopy().errors;
  const storeUnavailable: Omit<Outcome, 'headers'> = {
    status: 503,
    reason: 'rate_limit_store_unavailable',
    retryAfter: storeUnavailableRetryAfter,
    body: { error: fillTokens(errorCopy.unavailable, { phone: brand.tollFreePhone.display }) },
  };

  async function decide(
    request: Request,
    requestId: string,
    context: Partial<ChatLogEntry>,
  ): Promise<Outcome> {
    const engine = currentEngine();
    const gate = gateRequest(request, options.allowedOrigins, ['POST']);
    if (!gate.pass)
      return {
        status: gate.status,
        reason: gate.reason,
        headers: gate.headers,
        ...(gate.message ? { body: { error: gate.message } } : {}),
      };
    const { corsHeaders } = gate;

    const tooLarge = {
      status: 413,
      reason: 'body_too_large',
      headers: corsHeaders,
      body: { error: `Request body must be at most ${bodyMaxBytes} bytes.` },
    };
    if (declaresTooLarge(request, bodyMaxBytes)) return tooLarge;

    const address = await limiter.clientAddress(request, requestId, context);
    // With a paid engine, a request the limits cannot count is refused: an outage of the store must not turn
    // into an unmetered bill. The free engine fails open.
    const storeFailed = (): Outcome => ({
      ...storeUnavailable,
      headers: { ...corsHeaders, 'retry-after': String(storeUnavailableRetryAfter) },
    });
    const limited = (retryAfter: number, reason: string, error: string): Outcome => ({
      status: 429,
      reason,
      retryAfter,
      headers: { ...corsHeaders, 'retry-after': String(retryAfter) },
      body: { error },
    });
    const addressLimit = await limiter.check(await storedKey(`ip:${address}`), perAddress, requestId);
    if (addressLimit.kind === 'store_error' && engine.paid) return storeFailed();
    if (addressLimit.kind === 'limited')
      return limited(addressLimit.retryAfter, 'rate_limited_address', errorCopy.tooManyFromNetwork);

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
    context.idHash = await limiter.hashForLog(anonymousId);
    // A store that just failed (or did not answer in time) is not asked again: the visitor would wait twice.
    const idLimit =
      addressLimit.kind === 'store_error'
        ? addressLimit
        : await limiter.check(await storedKey(`id:${anonymousId}`), perId, requestId);
    if (idLimit.kind === 'store_error' && engine.paid) return storeFailed();
    if (idLimit.kind === 'limited')
      return limited(idLimit.retryAfter, 'rate_limited_id', errorCopy.tooQuickly);

    try {
      const answer = await engine.answer(message, { signal: request.signal, requestId });
      return {
        status: 200,
        answer,
        headers: corsHeaders,
        body: { message: answer.message, sources: answer.sources } satisfies ChatReply,
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

  return serveRequests<Outcome, Partial<ChatLogEntry>>('chat.request', {
    decide,
    failed: (request, error) =>
      request.signal.aborted
        ? // The visitor went away; nobody reads this answer.
          { status: 499, reason: 'client_closed', body: { error: 'Request aborted' } }
        : {
            status: 500,
            reason: 'internal_error',
            error,
            headers: corsHeadersOrNone(request, options.allowedOrigins),
            body: { error: 'Something went wrong' },
          },
    log: (line, outcome, context) =>
      safeLog({
        ...line,
        ...context,
        ...(outcome.answer
          ? {
              engine: outcome.answer.engine ?? currentEngine().name,
              topic: outcome.answer.topic,
              ...(outcome.answer.guardrail ? { guardrail: outcome.answer.guardrail } : {}),
              ...(outcome.answer.fallbackReason ? { fallbackReason: outcome.answer.fallbackReason } : {}),
            }
          : {}),
        ...(outcome.reason ? { reason: outcome.reason } : {}),
        ...(outcome.retryAfter !== undefined ? { retryAfter: outcome.retryAfter } : {}),
        ...(outcome.error !== undefined ? { error: errorForLog(outcome.error) } : {}),
      }),
  });
}
