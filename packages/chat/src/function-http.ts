// How a function meets HTTP, the same for every function ('chat', 'lead', 'leads-admin'): the checks before anything
// is read (Origin, preflight, method), the body read within a size limit, a time limit on a store, and the answer
// (JSON, no-store, with the request's id), one log line per request written by `serveRequests`.
import { corsDecision, preflightHeaders, type AllowedOrigins } from './cors.ts';
import { statusLevel, type RequestLogLine } from './function-log.ts';
import { readBodyLimited, type BodyReadResult } from './request.ts';

/** The headers of every answer; one without a body drops the content-type. */
export const answerHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** What a function decided for a request, for its answer (and its log line). */
export interface FunctionOutcome {
  status: number;
  /** Sent as JSON; none: an empty answer. */
  body?: unknown;
  /** A body that is not JSON (its content-type in `headers`), e.g. a CSV file. */
  text?: string;
  headers?: Record<string, string>;
}

/** The answer of an outcome: `answerHeaders`, the outcome's headers, and `x-request-id`. */
export function toResponse(outcome: FunctionOutcome, requestId: string): Response {
  const headers: Record<string, string> = { ...answerHeaders, ...outcome.headers, 'x-request-id': requestId };
  if (outcome.text !== undefined) return new Response(outcome.text, { status: outcome.status, headers });
  if (outcome.body === undefined) {
    delete headers['content-type'];
    return new Response(null, { status: outcome.status, headers });
  }
  return new Response(JSON.stringify(outcome.body), { status: outcome.status, headers });
}

/** The steps of one request of a function, for `serveRequests`. */
export interface FunctionSteps<Outcome extends FunctionOutcome, Context> {
  /** Decides the answer, noting in `context` what the log line should say. */
  decide(request: Request, requestId: string, context: Context): Promise<Outcome>;
  /** The outcome when `decide` threw: the visitor went away (`request.signal.aborted`), or a bug (500). */
  failed(request: Request, error: unknown, context: Context): Outcome;
  /** Writes the request's log line, whose first fields are `line`; must not throw. */
  log(line: RequestLogLine, outcome: Outcome, context: Context): void;
}

/**
 * A function's fetch handler: each request gets an id and a fresh log context, is decided, logged once (`event`,
 * e.g. 'chat.request', at the level of its status unless `log` says otherwise) and answered with `toResponse`.
 */
export function serveRequests<Outcome extends FunctionOutcome, Context extends object>(
  event: string,
  steps: FunctionSteps<Outcome, Context>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const context = {} as Context;
    let outcome: Outcome;
    try {
      outcome = await steps.decide(request, requestId, context);
    } catch (error) {
      outcome = steps.failed(request, error, context);
    }
    steps.log(
      {
        time: new Date().toISOString(),
        level: statusLevel(outcome.status),
        event,
        requestId,
        method: request.method.toUpperCase(),
        status: outcome.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      outcome,
      context,
    );
    return toResponse(outcome, requestId);
  };
}

/** What the checks before reading decided: go on, or answer at once (with `message` for a 403 or 405). */
export type FunctionGate =
  | { pass: true; method: string; corsHeaders: Record<string, string>; crossOrigin: boolean }
  | {
      pass: false;
      status: 204 | 403 | 405;
      reason: 'preflight' | 'origin_denied' | 'method_not_allowed';
      headers: Record<string, string>;
      message?: string;
    };

/** "GET, PATCH or DELETE". */
function inWords(methods: readonly string[]): string {
  return methods.length < 2 ? methods.join('') : `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`;
}

/**
 * The checks before a function reads anything: an Origin that may not call it (403), the CORS preflight (204), a
 * method it does not serve (405; `methods` are the ones it serves besides OPTIONS). A request that passes carries the
 * CORS headers its answer needs, and whether it came from an allowed other origin.
 */
export function gateRequest(
  request: Request,
  allowedOrigins: AllowedOrigins | undefined,
  methods: readonly string[],
): FunctionGate {
  const method = request.method.toUpperCase();
  const cors = corsDecision(request, allowedOrigins);
  if (cors.kind === 'denied')
    return {
      pass: false,
      status: 403,
      reason: 'origin_denied',
      headers: {},
      message: `Origin ${cors.origin} is not allowed to call this function.`,
    };
  const corsHeaders = cors.kind === 'allowed' ? cors.headers : {};
  if (method === 'OPTIONS')
    return {
      pass: false,
      status: 204,
      reason: 'preflight',
      headers: { ...corsHeaders, ...preflightHeaders(methods) },
    };
  if (!methods.includes(method))
    return {
      pass: false,
      status: 405,
      reason: 'method_not_allowed',
      headers: { ...corsHeaders, allow: [...methods, 'OPTIONS'].join(', ') },
      message: `Method ${method} is not allowed. Use ${inWords(methods)}.`,
    };
  return { pass: true, method, corsHeaders, crossOrigin: cors.kind === 'allowed' };
}

/** The CORS headers of a request from an allowed other origin, else none. Never throws: for the answer of a failure. */
export function corsHeadersOrNone(
  request: Request,
  allowedOrigins: AllowedOrigins | undefined,
): Record<string, string> {
  try {
    const cors = corsDecision(request, allowedOrigins);
    return cors.kind === 'allowed' ? cors.headers : {};
  } catch {
    return {};
  }
}

/** The media type of a request, lower case, without parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** True when the request's Content-Length announces more than `maxBytes`. */
export function declaresTooLarge(request: Request, maxBytes: number): boolean {
  const declared = request.headers.get('content-length');
  return declared !== null && Number(declared) > maxBytes;
}

/** The body as UTF-8 text of at most `maxBytes`; a larger announced Content-Length is refused without reading. */
export async function readBody(request: Request, maxBytes: number): Promise<BodyReadResult> {
  if (declaresTooLarge(request, maxBytes)) return { ok: false, reason: 'too_large' };
  return readBodyLimited(request, maxBytes);
}

/** A call that did not answer within its time limit (the log shows its name, `TimeoutError`). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Runs `work` with a time limit (a store that does not answer must not hold the visitor): past `ms`, rejects with a
 * `TimeoutError` of `message`. The work itself is not stopped (a database call still pending is bounded by the
 * driver's own connect time limit, @agency/db's `DATABASE_CONNECT_TIMEOUT_MS`).
 */
export async function withTimeout<T>(work: () => Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
