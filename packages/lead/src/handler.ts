// The 'lead' function as a standard fetch handler (Request → Response): a visitor's callback request, validated,
// checked for bots, stored with its consent on record, and acknowledged only once stored. The same code runs as a
// Supabase Edge Function (Deno.serve), behind the site's local Node server, and in tests. Built on @agency/chat's
// function kit (gate, client address, limits, answer, log line), as the chat is.
import {
  createKeyedHasher,
  createRequestLimiter,
  errorForLog,
  limitOrDefault,
  MemoryRateLimitStore,
  readBody,
  safeLogger,
  type RateLimitRule,
} from '@agency/chat';
import {
  bodyIssues,
  parseJson,
  serveLeadFunction,
  type LeadFunctionOutcome,
  type PassedRequest,
} from './answers.ts';
import { botAcknowledgement, botReason } from './bots.ts';
import {
  leadRequestFromForm,
  leadRequestSchema,
  parseLeadRequest,
  sitePath,
  type LeadErrorKind,
  type LeadIssue,
} from './contract.ts';
import { leadErrorMessages } from './copy.ts';
import { callbackErrorKinds, leadLimits } from './fields.ts';
import { formRedirects, pageWithCallbackError, requestFormat } from './form-post.ts';
import { consoleLogger, type LeadLogEntry } from './logger.ts';
import {
  defaultLeadRateLimits,
  defaultStoreTimeoutMs,
  leadHandlerSettings,
  type LeadHandlerOptions,
} from './options.ts';
import { insertLeadWithin, type NewLead } from './store.ts';
import { servedStateCodes, zipInfo } from './zip.ts';

/** The level of a request's log line, by what happened rather than by its status. */
function requestLevel(outcome: LeadFunctionOutcome): LeadLogEntry['level'] {
  // A form post that found the database down is a 303, and an error.
  if (outcome.status >= 500 || outcome.reason === 'store_unavailable') return 'error';
  return outcome.status >= 400 ||
    outcome.reason.startsWith('bot_') ||
    (outcome.status === 303 && outcome.reason !== 'stored')
    ? 'warn'
    : 'info';
}

/**
 * Creates the 'lead' function. `POST` JSON `LeadRequest` → 201 `{ ok, id, outsideServedStates }` once stored; the
 * same fields form-encoded → 303 to the thank-you path. Errors: 400 `{ error: 'invalid', issues }` (form: 303 back to
 * the page with `?callback-error=<fields>#callback-problem-fields`), 403, 405, 413, 415, 429 (Retry-After), 503 (the store failed:
 * the phone number; form: `?callback-error=unavailable`), 500. `OPTIONS` answers the CORS preflight. The path is
 * ignored. Throws a `LeadConfigError` for an unusable option.
 */
export function createLeadHandler(options: LeadHandlerOptions): (request: Request) => Promise<Response> {
  const { addressSource, thankYouPath, minFillMs } = leadHandlerSettings(options);
  const store = options.store;
  const perAddress: RateLimitRule | false = limitOrDefault(
    options.rateLimits?.perAddress,
    defaultLeadRateLimits.perAddress,
  );
  const perPhone = limitOrDefault(options.rateLimits?.perPhone, defaultLeadRateLimits.perPhone);
  const safeLog = safeLogger<LeadLogEntry>(options.logger ?? consoleLogger);
  const now = options.now ?? Date.now;
  const limiter = createRequestLimiter({
    name: 'lead',
    store: options.rateLimitStore ?? new MemoryRateLimitStore(),
    addressSource,
    clientAddress: options.clientAddress,
    log: safeLog,
    now,
    ...(options.rateLimitTimeoutMs !== undefined ? { timeoutMs: options.rateLimitTimeoutMs } : {}),
  });
  const bodyMaxBytes = options.bodyMaxBytes ?? leadLimits.bodyMaxBytes;
  const storeTimeoutMs = options.storeTimeoutMs ?? defaultStoreTimeoutMs;
  const schema = leadRequestSchema(options.consentTexts ? { consentTexts: options.consentTexts } : {});
  const served = servedStateCodes();
  const keyedHash = createKeyedHasher(options.ipHashKey);

  /**
   * Counts a hit; a failing (or slow) store lets the request through (a lead is worth more than a limit), and is
   * logged. After one failure in a request the store is not asked again (`limits.storeFailed`): the visitor would
   * wait once more for the same outage.
   */
  async function retryAfterIfLimited(
    key: string,
    rule: RateLimitRule | false,
    requestId: string,
    limits: { storeFailed: boolean },
  ): Promise<number | undefined> {
    if (limits.storeFailed) return undefined;
    const check = await limiter.check(key, rule, requestId);
    if (check.kind === 'store_error') limits.storeFailed = true;
    return check.kind === 'limited' ? check.retryAfter : undefined;
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

  async function decide(
    request: Request,
    requestId: string,
    context: Partial<LeadLogEntry>,
    { gate, error, tooLarge }: PassedRequest<LeadErrorKind>,
  ): Promise<LeadFunctionOutcome> {
    const { corsHeaders } = gate;

    const format = requestFormat(request);
    if (!format)
      return error(
        415,
        'unsupported_media_type',
        'unsupported_media_type',
        'Send the request as application/json or application/x-www-form-urlencoded.',
      );
    context.format = format;

    const read = await readBody(request, bodyMaxBytes);
    if (!read.ok && read.reason === 'too_large') return tooLarge(bodyMaxBytes);

    const redirect = formRedirects(request, gate);
    const invalid = (issues: LeadIssue[], page: string): LeadFunctionOutcome => {
      context.fields = issues.map((issue) => issue.field);
      return format === 'form'
        ? redirect(pageWithCallbackError(page, context.fields.join(',')), 'invalid_fields')
        : { status: 400, reason: 'invalid_fields', headers: corsHeaders, body: { error: 'invalid', issues } };
    };

    let raw: unknown;
    if (!read.ok) return invalid([bodyIssues.notUtf8], '/');
    if (format === 'json') {
      const json = parseJson(read.text);
      if (!json.ok) return invalid([bodyIssues.notJson], '/');
      raw = json.value;
    } else {
      raw = leadRequestFromForm(new URLSearchParams(read.text));
    }
    const fields: Record<string, unknown> =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const page = (typeof fields.page === 'string' ? sitePath(fields.page) : undefined) ?? '/';

    const address = await limiter.clientAddress(request, requestId, context);
    const ipHash = address === 'unknown' ? null : await keyedHash(`ip:${address}`);
    const tooMany = (retryAfter: number, reason: string): LeadFunctionOutcome => {
      context.retryAfter = retryAfter;
      return format === 'form'
        ? redirect(pageWithCallbackError(page, callbackErrorKinds.tooMany), reason)
        : error(429, 'rate_limited', reason, leadErrorMessages.rateLimited, {
            'retry-after': String(retryAfter),
          });
    };
    const limits = { storeFailed: false };
    const addressWait = await retryAfterIfLimited(
      `lead-ip:${ipHash ?? 'unknown'}`,
      perAddress,
      requestId,
      limits,
    );
    if (addressWait !== undefined) return tooMany(addressWait, 'rate_limited_address');

    // Bots: the honeypot filled, or the form sent faster than a person can. They hear what a person hears.
    const bot = botReason(fields, minFillMs, now);
    if (bot)
      return format === 'form'
        ? redirect(thankYouPath, bot)
        : { status: 201, reason: bot, headers: corsHeaders, body: botAcknowledgement(fields, served) };

    const parsed = parseLeadRequest(raw, schema);
    if (!parsed.ok) return invalid(parsed.issues, page);
    const valid = parsed.lead;

    const phoneWait = await retryAfterIfLimited(
      `lead-phone:${await keyedHash(`phone:${valid.phoneE164}`)}`,
      perPhone,
      requestId,
      limits,
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
      ({ id } = await insertLeadWithin(store, lead, storeTimeoutMs));
    } catch (storeError) {
      context.error = errorForLog(storeError);
      return format === 'form'
        ? redirect(pageWithCallbackError(valid.page, callbackErrorKinds.unavailable), 'store_unavailable')
        : error(503, 'unavailable', 'store_unavailable', leadErrorMessages.unavailable);
    }
    context.leadId = id;
    afterStored(id, lead, requestId);
    return format === 'form'
      ? redirect(thankYouPath, 'stored')
      : { status: 201, reason: 'stored', headers: corsHeaders, body: { ok: true, id, outsideServedStates } };
  }

  return serveLeadFunction<LeadErrorKind, Partial<LeadLogEntry>>({
    event: 'lead.request',
    allowedOrigins: options.allowedOrigins,
    methods: ['POST'],
    internalMessage: leadErrorMessages.internal,
    decide,
    log: (line, outcome, context) =>
      safeLog({ ...line, level: requestLevel(outcome), reason: outcome.reason, ...context }),
  });
}
