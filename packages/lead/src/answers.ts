// How this package's functions ('lead' and the staff's 'leads-admin') are served, on @agency/chat's function kit:
// the checks before reading (Origin, preflight, method), errors as `{ error: kind, message }` with the CORS headers,
// the 413 of a body too large and the issues of one that is not UTF-8 or not JSON, and the outcome of a request that
// failed (499 or 500).
import {
  corsHeadersOrNone,
  errorForLog,
  gateRequest,
  serveRequests,
  type AllowedOrigins,
  type FunctionGate,
  type FunctionLogEntry,
  type FunctionOutcome,
  type RequestLogLine,
} from '@agency/chat';

/** What a function decided: an answer and its `reason` for the log line. */
export interface LeadFunctionOutcome extends FunctionOutcome {
  reason: string;
}

/** An error answer's maker: `{ error: kind, message }` with the request's CORS headers and any others. */
export type ErrorAnswer<Kind extends string> = (
  status: number,
  kind: Kind,
  reason: string,
  message: string,
  headers?: Record<string, string>,
) => LeadFunctionOutcome;

/** A request that passed the checks before reading, and the makers of its error answers. */
export interface PassedRequest<Kind extends string> {
  gate: FunctionGate & { pass: true };
  error: ErrorAnswer<Kind>;
  /** The 413 of a body larger than `bodyMaxBytes`. */
  tooLarge(bodyMaxBytes: number): LeadFunctionOutcome;
}

/** What `serveLeadFunction` needs of a function. */
export interface LeadFunctionSpec<Kind extends string, Context> {
  /** The event of its line per request, e.g. 'lead.request'. */
  event: string;
  allowedOrigins: AllowedOrigins | undefined;
  /** The methods it serves besides OPTIONS. */
  methods: readonly string[];
  /** The message of its 500 answer. */
  internalMessage: string;
  /** Decides a request that passed the checks, noting in `context` what its log line should say. */
  decide(
    request: Request,
    requestId: string,
    context: Context,
    passed: PassedRequest<Kind>,
  ): Promise<LeadFunctionOutcome>;
  /** Writes the request's log line, whose first fields are `line`; must not throw. */
  log(line: RequestLogLine, outcome: LeadFunctionOutcome, context: Context): void;
}

/**
 * A function's fetch handler: 403 for an Origin that may not call it, the preflight, 405 for another method (each
 * `{ error, message }`); then `decide`. A request whose decision threw is answered 499 (the visitor went away) or
 * 500 `{ error: 'internal', message }`, its error in the log line.
 */
export function serveLeadFunction<Kind extends string, Context extends Pick<FunctionLogEntry, 'error'>>(
  spec: LeadFunctionSpec<Kind, Context>,
): (request: Request) => Promise<Response> {
  return serveRequests<LeadFunctionOutcome, Context>(spec.event, {
    async decide(request, requestId, context) {
      const gate = gateRequest(request, spec.allowedOrigins, spec.methods);
      if (!gate.pass)
        return {
          status: gate.status,
          reason: gate.reason,
          headers: gate.headers,
          ...(gate.message ? { body: { error: gate.reason, message: gate.message } } : {}),
        };
      const corsHeaders = gate.corsHeaders;
      const error: ErrorAnswer<Kind> = (status, kind, reason, message, headers = {}) => ({
        status,
        reason,
        headers: { ...corsHeaders, ...headers },
        body: { error: kind, message },
      });
      const tooLarge = (bodyMaxBytes: number): LeadFunctionOutcome => ({
        status: 413,
        reason: 'body_too_large',
        headers: { ...corsHeaders },
        body: { error: 'too_large', message: `The request must be at most ${bodyMaxBytes} bytes.` },
      });
      return spec.decide(request, requestId, context, { gate, error, tooLarge });
    },
    failed(request, caught, context) {
      context.error = errorForLog(caught);
      if (request.signal.aborted) return { status: 499, reason: 'client_closed' };
      return {
        status: 500,
        reason: 'internal_error',
        headers: corsHeadersOrNone(request, spec.allowedOrigins),
        body: { error: 'internal', message: spec.internalMessage },
      };
    },
    log: spec.log,
  });
}

/** The issues of a body that cannot be read as fields. */
export const bodyIssues = {
  notUtf8: { field: 'body', message: 'The request must be UTF-8 text.' },
  notJson: { field: 'body', message: 'The request body is not valid JSON.' },
} as const;

/** The value of a JSON text, or `ok: false` when it is not JSON. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
