// The 'lead' function as a standard fetch handler (Request → Response): a visitor's callback request, validated,
// checked for bots, stored with its consent on record, and acknowledged only once stored. The same code runs as a
// Supabase Edge Function (Deno.serve), behind the site's local Node server, and in tests.
import {
  addressFromSource,
  clientAddressKey,
  corsDecision,
  createLogHasher,
  defaultClientAddressSource,
  errorForLog,
  MemoryRateLimitStore,
  parseClientAddressSource,
  preflightHeaders,
  readBodyLimited,
  retryAfterSeconds,
  socketAddressOf,
  type AllowedOrigins,
  type ClientAddressProblem,
  type ClientAddressSource,
  type CorsDecision,
  type ParsedClientAddressSource,
  type RateLimitRule,
  type RateLimitStore,
} from '@agency/chat';
import type { ConsentTexts } from './consent.ts';
import {
  leadRequestFromForm,
  leadRequestSchema,
  parseLeadRequest,
  sitePath,
  type LeadErrorKind,
  type LeadIssue,
  type LeadResponseBody,
} from './contract.ts';
import { leadErrorMessages } from './copy.ts';
import { LeadConfigError } from './errors.ts';
import {
  callbackProblemAnchor,
  callbackErrorKinds,
  callbackErrorParam,
  defaultThankYouPath,
  leadLimits,
} from './fields.ts';
import { consoleLogger, type LeadLogEntry, type LeadLogger } from './logger.ts';
import type { LeadStore, NewLead } from './store.ts';
import { stateOfZip, servedStateCodes, zipInfo, zipPattern } from './zip.ts';

/** Options of `createLeadHandler`. `store` and `ipHashKey` are required; the others have defaults. */
export interface LeadHandlerOptions {
  /** Where leads are stored. The visitor hears "received" only once `insertLead` resolved. */
  store: LeadStore;
  /** Secret key of the HMAC-SHA-256 that turns the client address into `ipHash` (never stored as it is). */
  ipHashKey: string;
  /**
   * Origins allowed to call from a browser (the site's origin when the function runs elsewhere), or '*'. Default: none
   * besides the function's own origin, so a same-origin form (the site's local server) works.
   */
  allowedOrigins?: AllowedOrigins;
  /** Where rate-limit counts live. Default: in memory, per instance (use the shared PostgreSQL store in production). */
  rateLimitStore?: RateLimitStore;
  /** Limits per client address and per phone number; `false` turns one off. Defaults: `defaultLeadRateLimits`. */
  rateLimits?: { perAddress?: RateLimitRule | false; perPhone?: RateLimitRule | false };
  /** The client's address; when given, it alone decides. Default: as the chat (socket, else `clientAddressSource`). */
  clientAddress?: (request: Request) => string;
  /** As the chat's: `cf-connecting-ip` (default), `x-real-ip`, another header, or `x-forwarded-for:N`. */
  clientAddressSource?: ClientAddressSource;
  /** A form sent sooner than this after it was shown (ms) is a bot's. Default 3000. */
  minFillMs?: number;
  /** Where a stored no-JavaScript form post lands (303). Default '/callback-requested'. */
  thankYouPath?: string;
  /**
   * Called after a lead is stored (the webhook to the agency), without being awaited: it never delays or fails the
   * visitor's answer. A throw or rejection is logged (`lead.hook_failed`, with the lead's id only).
   */
  onLeadStored?: (id: string, lead: NewLead) => void | Promise<void>;
  /** Keeps the instance alive for the hook's work after the answer (Supabase: `EdgeRuntime.waitUntil`). */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Receives one line per request. Default: JSON lines on the console. */
  logger?: LeadLogger;
  /** Clock in ms (tests). Default: Date.now. */
  now?: () => number;
  /** Largest body accepted, in bytes. Default 8192. */
  bodyMaxBytes?: number;
  /** Longest wait for the store before answering 503, in ms. Default 10,000. */
  storeTimeoutMs?: number;
  /** The consent text of each version. Default: the one @agency/content shows today. */
  consentTexts?: ConsentTexts;
}

/** Default limits: 10 requests per 10 minutes per client address, 5 an hour per phone number. */
export const defaultLeadRateLimits: { perAddress: RateLimitRule; perPhone: RateLimitRule } = {
  perAddress: { max: 10, windowMs: 10 * 60_000 },
  perPhone: { max: 5, windowMs: 60 * 60_000 },
};

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

type Format = 'json' | 'form';

/** What the handler decided, for the response and the log line. */
interface Outcome {
  status: number;
  reason: string;
  body?: LeadResponseBody;
  headers?: Record<string, string>;
  log?: Partial<LeadLogEntry>;
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The media type of a request, lower case, without parameters. */
function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** `page` with `callback-error=value` (any earlier one replaced) and the anchor of the form's notice for it. */
export function pageWithCallbackError(page: string, value: string): string {
  const url = new URL(page, 'https://site.invalid');
  url.searchParams.delete(callbackErrorParam);
  const search = url.search ? `${url.search}&` : '?';
  return `${url.pathname}${search}${callbackErrorParam}=${value}#${callbackProblemAnchor(value)}`;
}

/**
 * Creates the 'lead' function. `POST` JSON `LeadRequest` → 201 `{ ok, id, outsideServedStates }` once stored; the
 * same fields form-encoded → 303 to the thank-you path. Errors: 400 `{ error: 'invalid', issues }` (form: 303 back to
 * the page with `?callback-error=<fields>#callback-problem-fields`), 403, 405, 413, 415, 429 (Retry-After), 503 (the store failed:
 * the phone number; form: `?callback-error=unavailable`), 500. `OPTIONS` answers the CORS preflight. The path is
 * ignored. Throws a `LeadConfigError` for an unusable option.
 */
export function createLeadHandler(options: LeadHandlerOptions): (request: Request) => Promise<Response> {
  const problems: string[] = [];
  if (!options.store || typeof options.store.insertLead !== 'function')
    problems.push('store: must have insertLead(lead)');
  if (typeof options.ipHashKey !== 'string' || options.ipHashKey === '')
    problems.push('ipHashKey: a secret key is required (it keys the hash of the client address)');
  const parsedSource = parseClientAddressSource(options.clientAddressSource ?? defaultClientAddressSource);
  if (!parsedSource.ok)
    problems.push(`clientAddressSource: "${options.clientAddressSource}": ${parsedSource.problem}`);
  const thankYouPath = sitePath(options.thankYouPath ?? defaultThankYouPath);
  if (thankYouPath === undefined)
    problems.push(
      `thankYouPath: "${options.thankYouPath}" must be a path on the site, such as /callback-requested`,
    );
  const minFillMs = options.minFillMs ?? leadLimits.minFillMs;
  if (!Number.isFinite(minFillMs) || minFillMs < 0)
    problems.push('minFillMs: must be a number of ms, 0 or more');
  if (problems.length > 0 || !parsedSource.ok || thankYouPath === undefined)
    throw new LeadConfigError(`Invalid lead configuration:\n- ${problems.join('\n- ')}`);

  const store = options.store;
  const addressSource: ParsedClientAddressSource = parsedSource.source;
  const limitStore = options.rateLimitStore ?? new MemoryRateLimitStore();
  const perAddress =
    options.rateLimits?.perAddress === undefined
      ? defaultLeadRateLimits.perAddress
      : options.rateLimits.perAddress;
  const perPhone =
    options.rateLimits?.perPhone === undefined ? defaultLeadRateLimits.perPhone : options.rateLimits.perPhone;
  const log = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;
  const bodyMaxBytes = options.bodyMaxBytes ?? leadLimits.bodyMaxBytes;
  const storeTimeoutMs = options.storeTimeoutMs ?? 10_000;
  const schema = leadRequestSchema(options.consentTexts ? { consentTexts: options.consentTexts } : {});
  const served = servedStateCodes();
  const hashForLog = createLogHasher();
  const hmacKey = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.ipHashKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const keyedHash = async (text: string) =>
    toHex(await crypto.subtle.sign('HMAC', await hmacKey, new TextEncoder().encode(text)));

  /** Writes a log line; a broken logger must not break the answer. */
  function safeLog(entry: LeadLogEntry): void {
    try {
      log(entry);
    } catch {
      // Ignored on purpose.
    }
  }

  function resolveAddress(request: Request): { address: string; problem?: ClientAddressProblem } {
    if (options.clientAddress) return { address: options.clientAddress(request) };
    const socket = socketAddressOf(request);
    if (socket !== undefined) return { address: clientAddressKey(socket) ?? socket };
    const found = addressFromSource(request, addressSource);
    return found.ok ? { address: found.address } : { address: 'unknown', problem: found.problem };
  }

  // As the chat: a misconfigured source would warn on every request; one line a minute, with the count, is enough.
  let unknownAddresses = 0;
  let nextUnknownWarningAt = -Infinity;
  function warnUnknownAddress(problem: ClientAddressProblem, requestId: string): void {
    unknownAddresses += 1;
    const at = now();
    if (at < nextUnknownWarningAt) return;
    safeLog({
      time: new Date().toISOString(),
      level: 'warn',
      event: 'lead.client_address_unknown',
      requestId,
      addressSource: addressSource.label,
      addressProblem: problem,
      occurrences: unknownAddresses,
    });
    unknownAddresses = 0;
    nextUnknownWarningAt = at + 60_000;
  }

  /** Counts a hit; a failing store lets the request through (a lead is worth more than a limit), and is logged. */
  async function retryAfterIfLimited(
    key: string,
    rule: RateLimitRule | false,
    requestId: string,
  ): Promise<number | undefined> {
    if (!rule) return undefined;
    const at = now();
    try {
      const { count, resetAt } = await limitStore.hit(key, rule.windowMs, at);
      return count > rule.max ? retryAfterSeconds(resetAt, at) : undefined;
    } catch (error) {
      safeLog({
        time: new Date().toISOString(),
        level: 'warn',
        event: 'lead.rate_limit_store_error',
        requestId,
        error: errorForLog(error),
      });
      return undefined;
    }
  }

  /** Runs the hook after the answer, never awaited by it. */
  function afterStored(id: string, lead: NewLead, requestId: string): void {
    const hook = options.onLeadStored;
    if (!hook) return;
    const task = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => hook(id, lead))
      .then(
        () => undefined,
        (error: unknown) =>
          safeLog({
            time: new Date().toISOString(),
            level: 'error',
            event: 'lead.hook_failed',
            requestId,
            leadId: id,
            error: errorForLog(error),
          }),
      );
    try {
      options.waitUntil?.(task);
    } catch {
      // The task runs all the same.
    }
  }

  async function insertWithTimeout(lead: NewLead): Promise<{ id: string }> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('The lead store did not answer in time.')), storeTimeoutMs);
    });
    try {
      const result = await Promise.race([store.insertLead(lead), timeout]);
      if (!result || typeof result.id !== 'string' || result.id === '')
        throw new TypeError('The lead store answered without an id.');
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  async function decide(
    request: Request,
    requestId: string,
    context: Partial<LeadLogEntry>,
  ): Promise<Outcome> {
    const method = request.method.toUpperCase();
    const cors = corsDecision(request, options.allowedOrigins);
    if (cors.kind === 'denied')
      return {
        status: 403,
        reason: 'origin_denied',
        body: {
          error: 'origin_denied',
          message: `Origin ${cors.origin} is not allowed to call this function.`,
        },
      };
    const corsHeaders = cors.kind === 'allowed' ? cors.headers : {};
    const error = (
      status: number,
      kind: LeadErrorKind,
      reason: string,
      message: string,
      headers = {},
    ): Outcome => ({
      status,
      reason,
      headers: { ...corsHeaders, ...headers },
      body: { error: kind, message },
    });

    if (method === 'OPTIONS')
      return { status: 204, reason: 'preflight', headers: { ...corsHeaders, ...preflightHeaders() } };
    if (method !== 'POST')
      return error(
        405,
        'method_not_allowed',
        'method_not_allowed',
        `Method ${method} is not allowed. Use POST.`,
        {
          allow: 'POST, OPTIONS',
        },
      );

    const type = mediaType(request);
    const format: Format | undefined =
      type === 'application/json'
        ? 'json'
        : type === 'application/x-www-form-urlencoded'
          ? 'form'
          : undefined;
    if (!format)
      return error(
        415,
        'unsupported_media_type',
        'unsupported_media_type',
        'Send the request as application/json or application/x-www-form-urlencoded.',
      );
    context.format = format;

    const tooLarge = error(
      413,
      'too_large',
      'body_too_large',
      `The request must be at most ${bodyMaxBytes} bytes.`,
    );
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > bodyMaxBytes) return tooLarge;
    const read = await readBodyLimited(request, bodyMaxBytes);
    if (!read.ok && read.reason === 'too_large') return tooLarge;

    const invalid = (issues: LeadIssue[], page: string): Outcome => {
      context.fields = issues.map((issue) => issue.field);
      return format === 'form'
        ? redirect(pageWithCallbackError(page, context.fields.join(',')), 'invalid_fields')
        : { status: 400, reason: 'invalid_fields', headers: corsHeaders, body: { error: 'invalid', issues } };
    };
    // The Origin of an allowed cross-origin post is the site the visitor came from (the browser writes it); an
    // opaque one ('null', from a sandboxed page) names no site, and the path stays relative.
    const origin = request.headers.get('origin') ?? '';
    const siteOrigin = cors.kind === 'allowed' && /^https?:\/\/[^/\s?#]+$/i.test(origin) ? origin : '';
    /** 303 to a site path: on the page's own origin when it called from an allowed other origin. */
    const redirect = (path: string, reason: string): Outcome => ({
      status: 303,
      reason,
      headers: { ...corsHeaders, location: `${siteOrigin}${path}` },
    });

    let raw: unknown;
    if (!read.ok) {
      return invalid([{ field: 'body', message: 'The request must be UTF-8 text.' }], '/');
    } else if (format === 'json') {
      try {
        raw = JSON.parse(read.text);
      } catch {
        return invalid([{ field: 'body', message: 'The request body is not valid JSON.' }], '/');
      }
    } else {
      raw = leadRequestFromForm(new URLSearchParams(read.text));
    }
    const fields: Record<string, unknown> =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const page = (typeof fields.page === 'string' ? sitePath(fields.page) : undefined) ?? '/';

    const { address, problem } = resolveAddress(request);
    if (problem) {
      context.addressProblem = problem;
      warnUnknownAddress(problem, requestId);
    }
    context.addressHash = await hashForLog(address);
    const ipHash = address === 'unknown' ? null : await keyedHash(`ip:${address}`);
    const tooMany = (retryAfter: number, reason: string): Outcome => {
      context.retryAfter = retryAfter;
      return format === 'form'
        ? redirect(pageWithCallbackError(page, callbackErrorKinds.tooMany), reason)
        : error(429, 'rate_limited', reason, leadErrorMessages.rateLimited, {
            'retry-after': String(retryAfter),
          });
    };
    const addressWait = await retryAfterIfLimited(`lead-ip:${ipHash ?? 'unknown'}`, perAddress, requestId);
    if (addressWait !== undefined) return tooMany(addressWait, 'rate_limited_address');

    // Bots: the honeypot filled, or the form sent faster than a person can. They hear what a person hears.
    const botAnswer = (reason: string): Outcome => {
      const zip =
        typeof fields.zip === 'string' && zipPattern.test(fields.zip.trim()) ? fields.zip.trim() : null;
      const state = zip === null ? null : stateOfZip(zip);
      return format === 'form'
        ? redirect(thankYouPath!, reason)
        : {
            status: 201,
            reason,
            headers: corsHeaders,
            body: {
              ok: true,
              id: crypto.randomUUID(),
              outsideServedStates: state !== null && !served.has(state),
            },
          };
    };
    const honeypot = fields.website;
    if (
      honeypot !== undefined &&
      honeypot !== null &&
      !(typeof honeypot === 'string' && honeypot.trim() === '')
    )
      return botAnswer('bot_honeypot');
    if (typeof fields.startedAt === 'number' && Number.isFinite(fields.startedAt)) {
      const sentAt =
        typeof fields.submittedAt === 'number' && Number.isFinite(fields.submittedAt)
          ? fields.submittedAt
          : now();
      const fillMs = sentAt - fields.startedAt;
      // A negative time is a clock that is off (the visitor's ahead of ours), not a bot: never drop a person's lead.
      if (fillMs >= 0 && fillMs < minFillMs) return botAnswer('bot_too_fast');
    }

    const parsed = parseLeadRequest(raw, schema);
    if (!parsed.ok) return invalid(parsed.issues, page);
    const valid = parsed.lead;

    const phoneWait = await retryAfterIfLimited(
      `lead-phone:${await keyedHash(`phone:${valid.phoneE164}`)}`,
      perPhone,
      requestId,
    );
    if (phoneWait !== undefined) return tooMany(phoneWait, 'rate_limited_phone');

    const { state, outsideServedStates } = zipInfo(valid.zip, served);
    const userAgent = request.headers.get('user-agent');
    const lead: NewLead = {
      name: valid.name,
      phoneE164: valid.phoneE164,
      zip: valid.zip,
      state,
      bestTime: valid.bestTime,
      topic: valid.topic,
      page: valid.page,
      userAgent: userAgent ? userAgent.slice(0, 512) : null,
      ipHash,
      receivedAt: new Date(now()),
      consent: { given: valid.consent, text: valid.consentText, version: valid.consentVersion },
    };
    context.consentGiven = lead.consent.given;
    context.outsideServedStates = outsideServedStates;

    let id: string;
    try {
      ({ id } = await insertWithTimeout(lead));
    } catch (storeError) {
      context.error = errorForLog(storeError);
      return format === 'form'
        ? redirect(pageWithCallbackError(valid.page, callbackErrorKinds.unavailable), 'store_unavailable')
        : error(503, 'unavailable', 'store_unavailable', leadErrorMessages.unavailable);
    }
    context.leadId = id;
    afterStored(id, lead, requestId);
    return format === 'form'
      ? redirect(thankYouPath!, 'stored')
      : { status: 201, reason: 'stored', headers: corsHeaders, body: { ok: true, id, outsideServedStates } };
  }

  function internalError(request: Request): Outcome {
    let cors: CorsDecision = { kind: 'same-origin' };
    try {
      cors = corsDecision(request, options.allowedOrigins);
    } catch {
      // No CORS headers, then.
    }
    return {
      status: 500,
      reason: 'internal_error',
      headers: cors.kind === 'allowed' ? cors.headers : {},
      body: { error: 'internal', message: leadErrorMessages.internal },
    };
  }

  return async function leadHandler(request: Request): Promise<Response> {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const context: Partial<LeadLogEntry> = {};
    let outcome: Outcome;
    try {
      outcome = await decide(request, requestId, context);
    } catch (error) {
      context.error = errorForLog(error);
      outcome = request.signal.aborted ? { status: 499, reason: 'client_closed' } : internalError(request);
    }

    safeLog({
      time: new Date().toISOString(),
      // By what happened, not by the status: a form post that found the database down is a 303, and an error.
      level:
        outcome.status >= 500 || outcome.reason === 'store_unavailable'
          ? 'error'
          : outcome.status >= 400 ||
              outcome.reason.startsWith('bot_') ||
              (outcome.status === 303 && outcome.reason !== 'stored')
            ? 'warn'
            : 'info',
      event: 'lead.request',
      requestId,
      method: request.method.toUpperCase(),
      status: outcome.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      reason: outcome.reason,
      ...context,
    });

    const headers: Record<string, string> = { ...baseHeaders, ...outcome.headers, 'x-request-id': requestId };
    if (!outcome.body) {
      delete headers['content-type'];
      return new Response(null, { status: outcome.status, headers });
    }
    return new Response(JSON.stringify(outcome.body), { status: outcome.status, headers });
  };
}
