// The staff-only function 'leads-admin' as a standard fetch handler (Request → Response): the leads inbox of
// /admin/leads lists, reads, updates, deletes and exports callback requests. Every request is decided on the server:
// the staff user's access token verified against the auth service's key set, then the staff role. Built on
// @agency/chat's function kit and the answers of this package's functions (../answers.ts), as 'lead' is.
import { errorForLog, mediaType, readBody, safeLogger, withTimeout } from '@agency/chat';
import { visitorText } from '@agency/content/contracts';
import {
  bodyIssues,
  parseJson,
  serveLeadFunction,
  type LeadFunctionOutcome,
  type PassedRequest,
} from '../answers.ts';
import { bearerToken, classifyTokenError, decideStaffAccess } from './auth.ts';
import {
  issuesOf,
  leadIdSchema,
  leadsAdminMessages,
  leadsAdminPatchSchema,
  listQuerySchema,
  type LeadsAdminErrorKind,
  type LeadsAdminIssue,
  type LeadsAdminListBody,
} from './contract.ts';
import { consoleLeadsAdminLogger, type LeadsAdminLogEntry } from './log.ts';
import { leadsAdminSettings, type LeadsAdminHandlerOptions } from './options.ts';
import { leadForStaff, type LeadsAdminFilter, type LeadsAdminStatus } from './repository.ts';

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
  const { verifyToken } = leadsAdminSettings(options);
  const repository = options.repository;
  const safeLog = safeLogger<LeadsAdminLogEntry>(options.logger ?? consoleLeadsAdminLogger);
  const now = options.now ?? Date.now;
  const repositoryTimeoutMs = options.repositoryTimeoutMs ?? 10_000;
  const requireAal2 = options.requireAal2 ?? true;
  if (!requireAal2)
    console.warn(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'warn',
        event: 'leads_admin.second_factor_not_required',
        reason:
          'LEADS_ADMIN_REQUIRE_AAL2=false: a password-only staff session reads every lead. For development only.',
      }),
    );
  const bodyMaxBytes = options.bodyMaxBytes ?? 16_384;

  /** Runs a repository call with a time limit; any failure becomes `RepositoryUnavailable` (503). */
  async function fromRepository<T>(call: () => Promise<T>, context: Partial<LeadsAdminLogEntry>): Promise<T> {
    try {
      return await withTimeout(call, repositoryTimeoutMs, 'The leads database did not answer in time.');
    } catch (error) {
      context.error = errorForLog(error);
      throw new RepositoryUnavailable();
    }
  }

  async function decide(
    request: Request,
    _requestId: string,
    context: Partial<LeadsAdminLogEntry>,
    { gate, error, tooLarge }: PassedRequest<Exclude<LeadsAdminErrorKind, 'invalid'>>,
  ): Promise<LeadFunctionOutcome> {
    const { method, corsHeaders } = gate;
    const invalid = (issues: LeadsAdminIssue[]): LeadFunctionOutcome => {
      context.fields = [...new Set(issues.map((issue) => issue.field))];
      return {
        status: 400,
        reason: 'invalid',
        headers: corsHeaders,
        body: { error: 'invalid', message: leadsAdminMessages.invalid, issues },
      };
    };

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
    const access = decideStaffAccess(claims, { requireAal2 });
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
    const idFromQuery = (): { ok: true; id: string } | { ok: false; outcome: LeadFunctionOutcome } => {
      const parsed = leadIdSchema.safeParse(url.searchParams.get('id') ?? '');
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
        if (mediaType(request) !== 'application/json')
          return error(
            415,
            'unsupported_media_type',
            'unsupported_media_type',
            'Send the change as application/json.',
          );
        const read = await readBody(request, bodyMaxBytes);
        if (!read.ok && read.reason === 'too_large') return tooLarge(bodyMaxBytes);
        if (!read.ok) return invalid([bodyIssues.notUtf8]);
        const json = parseJson(read.text);
        if (!json.ok) return invalid([bodyIssues.notJson]);
        const parsed = leadsAdminPatchSchema.safeParse(json.value);
        if (!parsed.success) return invalid(issuesOf(parsed.error));
        const { id, status, notes } = parsed.data;
        context.leadId = id.toLowerCase();
        const patch: { status?: LeadsAdminStatus; notes?: string | null } = {};
        if (status !== undefined) patch.status = status;
        // Kept as the visitor's words are (NFC, no hidden characters): the inbox and the export show them as typed.
        const text = notes === null || notes === undefined ? notes : visitorText(notes).trim();
        if (text !== undefined) patch.notes = text === null || text === '' ? null : text;
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

  return serveLeadFunction<Exclude<LeadsAdminErrorKind, 'invalid'>, Partial<LeadsAdminLogEntry>>({
    event: 'leads_admin.request',
    allowedOrigins: options.allowedOrigins,
    methods: ['GET', 'PATCH', 'DELETE'],
    internalMessage: leadsAdminMessages.internal,
    decide,
    log: (line, outcome, context) => safeLog({ ...line, reason: outcome.reason, ...context }),
  });
}
