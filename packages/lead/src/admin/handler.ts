// The staff-only function 'leads-admin' as a standard fetch handler (Request → Response): the leads inbox of
// /admin/leads lists, reads, updates, deletes and exports callback requests. Every request is decided on the server:
// the staff user's access token verified against the auth service's key set, then the staff role.
import {
  corsDecision,
  errorForLog,
  preflightHeaders,
  readBodyLimited,
  type AllowedOrigins,
} from '@agency/chat';
import { z } from 'zod';
import { LeadConfigError } from '../errors.ts';
import {
  bearerToken,
  classifyTokenError,
  createJwksVerifier,
  decideStaffAccess,
  type VerifyStaffToken,
} from './auth.ts';
import {
  leadForStaff,
  leadsAdminStatuses,
  type LeadsAdminFilter,
  type LeadsAdminLead,
  type LeadsAdminRepository,
} from './repository.ts';

/** One log line per request: ids, statuses, counts and kinds; never a visitor's name, phone, notes or search text. */
export interface LeadsAdminLogEntry {
  time: string;
  level: 'info' | 'warn' | 'error';
  /** `leads_admin.request`. */
  event: string;
  requestId: string;
  method: string;
  status: number;
  durationMs: number;
  /** 'listed', 'read', 'updated', 'deleted', 'exported', 'unauthenticated', 'token_expired', 'not_staff', ... */
  reason: string;
  /** The staff user (JWT `sub`) once verified. */
  staffUserId?: string;
  leadId?: string;
  /** How many leads were answered (list) or matched (total). */
  count?: number;
  total?: number;
  /** The status filter, and whether a search was given (never its text). */
  statusFilter?: string;
  searched?: boolean;
  /** Names of the invalid fields or parameters (never their values). */
  fields?: string[];
  error?: { name: string; frames: string[] };
}

export type LeadsAdminLogger = (entry: LeadsAdminLogEntry) => void;

/** JSON lines: info to stdout, warn and error to stderr. */
export const consoleLeadsAdminLogger: LeadsAdminLogger = (entry) => {
  const line = JSON.stringify(entry);
  if (entry.level === 'info') console.log(line);
  else console.error(line);
};

export interface LeadsAdminHandlerOptions {
  /** The leads (@agency/db's `createLeadRepository(sql)`, connected with a privileged role). */
  repository: LeadsAdminRepository;
  /** Verifies the bearer token. Give this, or `jwksUrl`. */
  verifyToken?: VerifyStaffToken;
  /** The auth service's key set (Supabase: `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`), fetched with jose. */
  jwksUrl?: string | URL;
  /** The `iss` tokens must carry (Supabase: `${SUPABASE_URL}/auth/v1`). Only with `jwksUrl`. */
  issuer?: string;
  /** The `aud` tokens must carry. Default 'authenticated'; null leaves it unchecked. Only with `jwksUrl`. */
  audience?: string | null;
  /** How long the key set is cached, in ms. Default 600,000 (10 minutes). Only with `jwksUrl`. */
  jwksCacheMaxAgeMs?: number;
  /**
   * Require a session that passed its second factor (`aal: 'aal2'`). Default false, as the staff sign-in gate today:
   * an account without a factor signs in at aal1.
   */
  requireAal2?: boolean;
  /** Origins allowed to call from a browser, or '*'. Default: none besides the function's own origin. */
  allowedOrigins?: AllowedOrigins;
  /** Receives one line per request. Default: JSON lines on the console. */
  logger?: LeadsAdminLogger;
  /** Clock in ms (the export's file name; token expiry with `jwksUrl`). Default: Date.now. */
  now?: () => number;
  /** Longest wait for the database before answering 503, in ms. Default 10,000. */
  repositoryTimeoutMs?: number;
  /** Largest PATCH body, in bytes. Default 16,384. */
  bodyMaxBytes?: number;
}

/** The `error` of every answer that is not a success. */
export type LeadsAdminErrorKind =
  | 'unauthenticated'
  | 'forbidden'
  | 'mfa_required'
  | 'origin_denied'
  | 'invalid'
  | 'not_found'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'too_large'
  | 'unavailable'
  | 'internal';

export interface LeadsAdminIssue {
  field: string;
  message: string;
}

export type LeadsAdminErrorBody =
  | { error: Exclude<LeadsAdminErrorKind, 'invalid'>; message: string }
  | { error: 'invalid'; message: string; issues: LeadsAdminIssue[] };

export interface LeadsAdminListBody {
  leads: LeadsAdminLead[];
  total: number;
}

/** The sentences of the error answers (the page may show them as they are). */
export const leadsAdminMessages = {
  unauthenticated: 'Sign in to see the leads.',
  expired: 'Your session has expired. Sign in again to see the leads.',
  invalidToken: 'Your sign-in could not be verified. Sign in again to see the leads.',
  forbidden: 'This account has no access to the leads.',
  mfaRequired: 'Enter the code from your authenticator app to see the leads.',
  authUnavailable: 'Sign-in cannot be checked right now. Try again in a minute.',
  unavailable: 'The leads database cannot be reached right now. Try again in a minute.',
  notFound: 'There is no such lead. It may have been deleted.',
  invalid: 'The request has problems: see issues.',
  internal: 'Something went wrong on our side. Try again in a minute.',
} as const;

/** The longest note staff can keep with a lead. */
export const leadNotesMaxLength = 2000;

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a lead id (a uuid)');
const statusSchema = z.enum(leadsAdminStatuses, { error: `must be one of ${leadsAdminStatuses.join(', ')}` });

const listQuerySchema = z.object({
  status: statusSchema.optional(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(500, 'must be at most 500')
    .optional(),
  offset: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .optional(),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional(),
});

/** PATCH body: the lead's id and what changes (status and/or notes; notes '' or null clears them). */
export const leadsAdminPatchSchema = z
  .strictObject(
    {
      id: uuid,
      status: statusSchema.optional(),
      notes: z
        .string({ error: 'must be text or null' })
        .max(leadNotesMaxLength, `must be at most ${leadNotesMaxLength} characters`)
        .nullable()
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'is not a field' : 'must be an object') },
  )
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    message: 'give a status or notes to change',
    path: ['body'],
  });

export type LeadsAdminPatch = z.infer<typeof leadsAdminPatchSchema>;

function issuesOf(error: z.ZodError): LeadsAdminIssue[] {
  const issues: LeadsAdminIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ field: key, message: `${key} is not a field` });
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    issues.push({ field, message: field === 'body' ? issue.message : `${field} ${issue.message}` });
  }
  return issues;
}

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

const allowedMethods = 'GET, PATCH, DELETE, OPTIONS';

interface Outcome {
  status: number;
  reason: string;
  body?: unknown;
  /** A non-JSON body (the CSV export). */
  text?: string;
  headers?: Record<string, string>;
}

class RepositoryUnavailable extends Error {
  override readonly name = 'RepositoryUnavailable';
}

/**
 * Creates the staff function 'leads-admin' (served at `/functions/v1/leads-admin`). Every request but the CORS
 * preflight needs `Authorization: Bearer <access token>` of a staff user: missing, expired or forged → 401
 * `{ error: 'unauthenticated', message }`; a valid token without `app_metadata.role = 'staff'` → 403
 * `{ error: 'forbidden', message }`. Then:
 * - `GET ?status=&search=&limit=&offset=` → `{ leads, total }` (newest first; each with consent and delivery);
 * - `GET ?id=` → one lead, or 404;
 * - `GET ?format=csv` (+ status, search) → the CSV file `leads-YYYY-MM-DD.csv`;
 * - `PATCH` JSON `{ id, status?, notes? }` → the updated lead (the staff user recorded), 400 with `issues`, or 404;
 * - `DELETE ?id=` → 204, or 404 (a visitor's request to be forgotten);
 * - `OPTIONS` → the preflight; other methods → 405. The database failing → 503. The path is ignored.
 * Throws a `LeadConfigError` for unusable options.
 */
export function createLeadsAdminHandler(
  options: LeadsAdminHandlerOptions,
): (request: Request) => Promise<Response> {
  const problems: string[] = [];
  const repository = options.repository;
  for (const method of ['listLeads', 'getLead', 'updateLead', 'deleteLead', 'leadsCsv'] as const)
    if (!repository || typeof repository[method] !== 'function')
      problems.push(`repository: must have ${method}() (createLeadRepository(sql) from @agency/db)`);
  let verify: VerifyStaffToken | undefined = options.verifyToken;
  if (verify !== undefined && typeof verify !== 'function') problems.push('verifyToken: must be a function');
  if (verify === undefined) {
    if (options.jwksUrl === undefined || options.jwksUrl === '')
      problems.push('jwksUrl or verifyToken: one is required to verify the staff user’s token');
    else {
      try {
        const url = new URL(options.jwksUrl);
        if (!/^https?:$/.test(url.protocol)) throw new TypeError('not http(s)');
        verify = createJwksVerifier({
          jwksUrl: url,
          ...(options.issuer !== undefined ? { issuer: options.issuer } : {}),
          ...(options.audience !== undefined ? { audience: options.audience } : {}),
          ...(options.jwksCacheMaxAgeMs !== undefined ? { cacheMaxAgeMs: options.jwksCacheMaxAgeMs } : {}),
          ...(options.now ? { now: options.now } : {}),
        });
      } catch {
        problems.push(`jwksUrl: "${String(options.jwksUrl)}" must be an http(s) URL`);
      }
    }
  }
  const cacheAge = options.jwksCacheMaxAgeMs;
  if (cacheAge !== undefined && (!Number.isFinite(cacheAge) || cacheAge < 0))
    problems.push('jwksCacheMaxAgeMs: must be a number of ms, 0 or more');
  if (problems.length > 0 || !verify)
    throw new LeadConfigError(`Invalid leads-admin configuration:\n- ${problems.join('\n- ')}`);

  const verifyToken = verify;
  const log = options.logger ?? consoleLeadsAdminLogger;
  const now = options.now ?? Date.now;
  const repositoryTimeoutMs = options.repositoryTimeoutMs ?? 10_000;
  const bodyMaxBytes = options.bodyMaxBytes ?? 16_384;

  function safeLog(entry: LeadsAdminLogEntry): void {
    try {
      log(entry);
    } catch {
      // A broken logger must not break the answer.
    }
  }

  /** Runs a repository call with a time limit; any failure becomes `RepositoryUnavailable` (503). */
  async function fromRepository<T>(call: () => Promise<T>, context: Partial<LeadsAdminLogEntry>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('The leads database did not answer in time.')),
        repositoryTimeoutMs,
      );
    });
    try {
      return await Promise.race([call(), timeout]);
    } catch (error) {
      context.error = errorForLog(error);
      throw new RepositoryUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  async function decide(request: Request, context: Partial<LeadsAdminLogEntry>): Promise<Outcome> {
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
      kind: Exclude<LeadsAdminErrorKind, 'invalid'>,
      reason: string,
      message: string,
      headers: Record<string, string> = {},
    ): Outcome => ({
      status,
      reason,
      headers: { ...corsHeaders, ...headers },
      body: { error: kind, message },
    });
    const invalid = (issues: LeadsAdminIssue[]): Outcome => {
      context.fields = [...new Set(issues.map((issue) => issue.field))];
      return {
        status: 400,
        reason: 'invalid',
        headers: corsHeaders,
        body: { error: 'invalid', message: leadsAdminMessages.invalid, issues },
      };
    };

    if (method === 'OPTIONS')
      return {
        status: 204,
        reason: 'preflight',
        headers: { ...corsHeaders, ...preflightHeaders(), 'access-control-allow-methods': allowedMethods },
      };
    if (method !== 'GET' && method !== 'PATCH' && method !== 'DELETE')
      return error(
        405,
        'method_not_allowed',
        'method_not_allowed',
        `Method ${method} is not allowed. Use GET, PATCH or DELETE.`,
        { allow: allowedMethods },
      );

    // Who is calling: decided before anything is read, for every request.
    const token = bearerToken(request);
    const challenge = { 'www-authenticate': 'Bearer realm="leads-admin"' };
    if (!token)
      return error(401, 'unauthenticated', 'no_token', leadsAdminMessages.unauthenticated, challenge);
    let claims;
    try {
      claims = await verifyToken(token);
    } catch (verifyError) {
      const kind = classifyTokenError(verifyError);
      if (kind === 'unavailable') {
        context.error = errorForLog(verifyError);
        return error(503, 'unavailable', 'auth_unavailable', leadsAdminMessages.authUnavailable, {
          'retry-after': '30',
        });
      }
      const bad = { 'www-authenticate': 'Bearer realm="leads-admin", error="invalid_token"' };
      return kind === 'expired'
        ? error(401, 'unauthenticated', 'token_expired', leadsAdminMessages.expired, bad)
        : error(401, 'unauthenticated', 'token_invalid', leadsAdminMessages.invalidToken, bad);
    }
    const access = decideStaffAccess(claims, { requireAal2: options.requireAal2 ?? false });
    if (!access.ok) {
      if (access.status === 401)
        return error(401, 'unauthenticated', 'token_no_user', leadsAdminMessages.invalidToken, challenge);
      if (typeof claims.sub === 'string') context.staffUserId = claims.sub;
      return access.reason === 'mfa_required'
        ? error(403, 'mfa_required', 'mfa_required', leadsAdminMessages.mfaRequired)
        : error(403, 'forbidden', 'not_staff', leadsAdminMessages.forbidden);
    }
    context.staffUserId = access.staffUserId;

    const url = new URL(request.url);
    const notFound = () => error(404, 'not_found', 'not_found', leadsAdminMessages.notFound);
    const idFromQuery = (): { ok: true; id: string } | { ok: false; outcome: Outcome } => {
      const parsed = uuid.safeParse(url.searchParams.get('id') ?? '');
      if (!parsed.success)
        return { ok: false, outcome: invalid([{ field: 'id', message: 'id must be a lead id (a uuid)' }]) };
      context.leadId = parsed.data.toLowerCase();
      return { ok: true, id: parsed.data.toLowerCase() };
    };

    try {
      if (method === 'DELETE') {
        const id = idFromQuery();
        if (!id.ok) return id.outcome;
        const deleted = await fromRepository(() => repository.deleteLead(id.id), context);
        return deleted ? { status: 204, reason: 'deleted', headers: corsHeaders } : notFound();
      }

      if (method === 'PATCH') {
        const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json')
          return error(
            415,
            'unsupported_media_type',
            'unsupported_media_type',
            'Send the change as application/json.',
          );
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
        if (!read.ok) return invalid([{ field: 'body', message: 'The request must be UTF-8 text.' }]);
        let raw: unknown;
        try {
          raw = JSON.parse(read.text);
        } catch {
          return invalid([{ field: 'body', message: 'The request body is not valid JSON.' }]);
        }
        const parsed = leadsAdminPatchSchema.safeParse(raw);
        if (!parsed.success) return invalid(issuesOf(parsed.error));
        const { id, status, notes } = parsed.data;
        context.leadId = id.toLowerCase();
        const patch: { status?: (typeof leadsAdminStatuses)[number]; notes?: string | null } = {};
        if (status !== undefined) patch.status = status;
        if (notes !== undefined) patch.notes = notes === null || notes.trim() === '' ? null : notes.trim();
        const updated = await fromRepository(
          () => repository.updateLead(context.leadId!, patch, access.staffUserId),
          context,
        );
        if (!updated) return notFound();
        const lead = await fromRepository(() => repository.getLead(context.leadId!), context);
        if (!lead) return notFound();
        return { status: 200, reason: 'updated', headers: corsHeaders, body: leadForStaff(lead) };
      }

      // GET
      if (url.searchParams.has('id')) {
        const id = idFromQuery();
        if (!id.ok) return id.outcome;
        const lead = await fromRepository(() => repository.getLead(id.id), context);
        return lead
          ? { status: 200, reason: 'read', headers: corsHeaders, body: leadForStaff(lead) }
          : notFound();
      }
      const query: Record<string, string> = {};
      for (const name of ['status', 'search', 'limit', 'offset', 'format'] as const) {
        const value = url.searchParams.get(name);
        if (value !== null && value.trim() !== '') query[name] = value.trim();
      }
      const parsed = listQuerySchema.safeParse(query);
      if (!parsed.success) return invalid(issuesOf(parsed.error));
      const { status, search, limit, offset, format } = parsed.data;
      const filter: LeadsAdminFilter = {};
      if (status !== undefined) filter.status = status;
      if (search !== undefined) filter.search = search;
      if (status !== undefined) context.statusFilter = status;
      context.searched = search !== undefined;

      if (format === 'csv') {
        const csv = await fromRepository(() => repository.leadsCsv(filter), context);
        const day = new Date(now()).toISOString().slice(0, 10);
        return {
          status: 200,
          reason: 'exported',
          text: csv,
          headers: {
            ...corsHeaders,
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="leads-${day}.csv"`,
          },
        };
      }
      const listed = await fromRepository(
        () =>
          repository.listLeads({
            ...filter,
            ...(limit !== undefined ? { limit } : {}),
            ...(offset !== undefined ? { offset } : {}),
          }),
        context,
      );
      context.count = listed.leads.length;
      context.total = listed.total;
      const body: LeadsAdminListBody = { leads: listed.leads.map(leadForStaff), total: listed.total };
      return { status: 200, reason: 'listed', headers: corsHeaders, body };
    } catch (caught) {
      if (caught instanceof RepositoryUnavailable)
        return error(503, 'unavailable', 'repository_unavailable', leadsAdminMessages.unavailable, {
          'retry-after': '30',
        });
      throw caught;
    }
  }

  function internalError(request: Request): Outcome {
    let headers: Record<string, string> = {};
    try {
      const cors = corsDecision(request, options.allowedOrigins);
      if (cors.kind === 'allowed') headers = cors.headers;
    } catch {
      // No CORS headers, then.
    }
    return {
      status: 500,
      reason: 'internal_error',
      headers,
      body: { error: 'internal', message: leadsAdminMessages.internal },
    };
  }

  return async function leadsAdminHandler(request: Request): Promise<Response> {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const context: Partial<LeadsAdminLogEntry> = {};
    let outcome: Outcome;
    try {
      outcome = await decide(request, context);
    } catch (caught) {
      context.error = errorForLog(caught);
      outcome = request.signal.aborted ? { status: 499, reason: 'client_closed' } : internalError(request);
    }

    safeLog({
      time: new Date().toISOString(),
      level: outcome.status >= 500 ? 'error' : outcome.status >= 400 ? 'warn' : 'info',
      event: 'leads_admin.request',
      requestId,
      method: request.method.toUpperCase(),
      status: outcome.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      reason: outcome.reason,
      ...context,
    });

    const headers: Record<string, string> = { ...baseHeaders, ...outcome.headers, 'x-request-id': requestId };
    if (outcome.text !== undefined) return new Response(outcome.text, { status: outcome.status, headers });
    if (outcome.body === undefined) {
      delete headers['content-type'];
      return new Response(null, { status: outcome.status, headers });
    }
    return new Response(JSON.stringify(outcome.body), { status: outcome.status, headers });
  };
}
