// The local server's staff sign-in: the part of Supabase Auth's API (GoTrue) that the staff pages call through
// supabase-js, as a fetch handler at /auth/v1/*: password sign-in and refresh, sign-out, the user (and a new
// password), the TOTP second factor (enrol, challenge, verify), the key set and a health check. Account creation
// from the web is refused (the `staff` command makes accounts). One JSON log line per request, never an email
// address, password, code or token.
import { createLogHasher, errorForLog, serveRequests, writeJsonLine } from '@agency/chat';
import { authPaths } from '@agency/content/contracts';
import { authError, ok, type AuthOutcome } from './answers.ts';
import { clientAddressOf, isOutcome, publicOrigin, signedIn, type AuthDeps } from './context.ts';
import { challengeFactor, enrolFactor, verifyFactor } from './factors.ts';
import { passwordGrant, refreshGrant } from './token-grant.ts';
import { getUser, logout, updateUser } from './user.ts';

interface LogContext {
  route?: string;
  reason?: string;
  addressHash?: string;
  error?: ReturnType<typeof errorForLog>;
}

const factorRoute = /^\/factors\/([^/]+)\/(challenge|verify)$/;

function notAllowed(method: string, allowed: string): AuthOutcome {
  return authError(405, 'method_not_allowed', `Method ${method} is not allowed here. Use ${allowed}.`, {
    headers: { allow: allowed },
  });
}

/** Receives one line per request (and the inbox's, when given to it too). */
export type AuthLog = (entry: { level: 'info' | 'warn' | 'error'; event: string }) => void;

/** The handler of /auth/v1/* on the local server. */
export function createLocalAuthHandler(
  deps: AuthDeps,
  options: { log?: AuthLog } = {},
): (request: Request) => Promise<Response> {
  const log = options.log ?? writeJsonLine;
  const hashForLog = createLogHasher();

  async function decide(request: Request, context: LogContext): Promise<AuthOutcome> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (!url.pathname.startsWith(`${authPaths.base}/`)) return authError(404, 'not_found', 'Not found.');
    const route = url.pathname.slice(authPaths.base.length).replace(/\/+$/, '');
    const factorMatch = factorRoute.exec(route);
    context.route = factorMatch ? `/factors/:id/${factorMatch[2]}` : route;

    if (route === '/health')
      return method === 'GET'
        ? ok({
            name: 'agency-local-auth',
            description: 'The local server’s staff sign-in (Supabase Auth’s API, in part).',
          })
        : notAllowed(method, 'GET');
    if (`${authPaths.base}${route}` === authPaths.jwks)
      return method === 'GET'
        ? ok(deps.key.jwks, 'jwks', { 'cache-control': 'public, max-age=600' })
        : notAllowed(method, 'GET');

    // Passwords and tokens cross only loopback or https; a browser calls only from the site's own origin.
    const origin = publicOrigin(request);
    if (!origin)
      return authError(
        403,
        'https_required',
        'Staff sign-in answers over https only (or on this machine’s loopback address). See docs/deploy.md.',
      );
    const from = request.headers.get('origin');
    if (from !== null && from !== origin)
      return authError(403, 'origin_denied', `Origin ${from} may not call this sign-in service.`);
    const issuer = `${origin}${authPaths.base}`;
    const address = clientAddressOf(request);
    context.addressHash = await hashForLog(address);

    if (`${authPaths.base}${route}` === authPaths.signup)
      return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (`${authPaths.base}${route}` === authPaths.token) {
      if (method !== 'POST') return notAllowed(method, 'POST');
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return passwordGrant(deps, { request, issuer, address });
      if (grant === 'refresh_token') return refreshGrant(deps, { request, issuer, address });
      return authError(400, 'validation_failed', 'grant_type must be password or refresh_token.');
    }

    const isUser = `${authPaths.base}${route}` === authPaths.user;
    const isLogout = `${authPaths.base}${route}` === authPaths.logout;
    const isFactors = `${authPaths.base}${route}` === authPaths.factors;
    if (!isUser && !isLogout && !isFactors && !factorMatch)
      return authError(404, 'not_found', 'The local sign-in does not serve this path.');
    const allowed = isUser ? 'GET, PUT' : 'POST';
    if (!allowed.split(', ').includes(method)) return notAllowed(method, allowed);

    const who = await signedIn(deps, request);
    if (isOutcome(who)) return who;
    if (isUser) return method === 'GET' ? getUser(who) : updateUser(deps, request, who);
    if (isLogout) return logout(deps, request, who);
    if (isFactors) return enrolFactor(deps, request, who, url.host);
    const [, factorId, step] = factorMatch!;
    return step === 'challenge'
      ? challengeFactor(deps, decodeURIComponent(factorId!), who, address)
      : verifyFactor(deps, request, decodeURIComponent(factorId!), who, issuer);
  }

  return serveRequests<AuthOutcome, LogContext>('auth.request', {
    async decide(request, _requestId, context) {
      const outcome = await decide(request, context);
      context.reason = outcome.reason;
      return outcome;
    },
    failed(_request, error, context) {
      // The database is away (or a bug): supabase-js reads a 503 as "try again", and keeps the session.
      context.error = errorForLog(error);
      context.reason = 'unavailable';
      return authError(
        503,
        'unexpected_failure',
        'The sign-in service cannot answer right now. Try again shortly.',
      );
    },
    log(line, _outcome, context) {
      try {
        log({ ...line, ...context });
      } catch {
        // A broken logger must not break the answer.
      }
    },
  });
}
