// What every route of the local sign-in shares: its dependencies and limits, the public origin of a request (https
// required but on loopback), the JSON body, the signed-in user of a bearer token, and a new session's answer.
import { createHash } from 'node:crypto';
import {
  clientAddressKey,
  readBody,
  resolveClientAddress,
  type ParsedClientAddressSource,
  type RateLimitStore,
} from '@agency/chat';
import type { AuthFactor, AuthSession, AuthStore, AuthUser } from '@agency/db';
import { authError, ok, sessionJson, type AuthOutcome } from './answers.ts';
import type { SigningKey } from './keys.ts';
import { newRefreshToken, signAccessToken, type AccessClaims } from './tokens.ts';

/** A limit: at most `max` in `windowMs`. */
export interface AuthLimit {
  max: number;
  windowMs: number;
}

/** How hard the service is on repeated failures, and how long sessions last. */
export interface AuthRules {
  /** Password sign-ins per account (any address); a good one clears the count. Default 5 per 15 minutes. */
  passwordPerAccount: AuthLimit;
  /** Password sign-ins per client address; a good one is not counted. Default 20 per 15 minutes. */
  passwordPerAddress: AuthLimit;
  /** One-time codes per account; a good one clears the count. Default 5 per 15 minutes. */
  codePerAccount: AuthLimit;
  /** Token refreshes per client address (as Supabase Auth's default). Default 150 per 5 minutes. */
  refreshPerAddress: AuthLimit;
  /** The wait before a wrong password or code is answered, per failure counted so far (up to 5). Default 400 ms. */
  failureDelayMs: number;
  /** The wait before a refusal for too many attempts is answered. Default 2,000 ms. */
  refusedDelayMs: number;
  /** A session ends this long after sign-in, whatever happens. Default 12 hours. */
  sessionMaxMs: number;
  /** A session ends when no refresh token of it was used for this long. Default 4 hours. */
  sessionIdleMs: number;
  /** A refresh token used again within this time (two tabs at once) is not taken as stolen. Default 10 s. */
  refreshReuseMs: number;
  /** A code must answer its challenge within this time. Default 5 minutes. */
  challengeMs: number;
}

const minutes = 60_000;
export const defaultAuthRules: AuthRules = {
  passwordPerAccount: { max: 5, windowMs: 15 * minutes },
  passwordPerAddress: { max: 20, windowMs: 15 * minutes },
  codePerAccount: { max: 5, windowMs: 15 * minutes },
  refreshPerAddress: { max: 150, windowMs: 5 * minutes },
  failureDelayMs: 400,
  refusedDelayMs: 2_000,
  sessionMaxMs: 12 * 60 * minutes,
  sessionIdleMs: 4 * 60 * minutes,
  refreshReuseMs: 10_000,
  challengeMs: 5 * minutes,
};

export interface AuthDeps {
  store: AuthStore;
  key: SigningKey;
  /** The shared rate-limit store (public.rate_limits). */
  limits: RateLimitStore;
  verify(token: string): Promise<AccessClaims>;
  rules: AuthRules;
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The rate-limit key of an account's password sign-ins (no email address in it: its SHA-256). */
export function passwordLimitKey(email: string): string {
  return `auth:password:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

/** The rate-limit key of an account's one-time codes. */
export function codeLimitKey(userId: string): string {
  return `auth:code:account:${userId}`;
}

const loopbackHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The public origin of a request, or null when it did not come over https: on a loopback address plain http is fine
 * (nothing crosses a network); any other host must be reached through an https proxy that says so
 * (`X-Forwarded-Proto: https`). The server listens on loopback only while it serves sign-in (cli.ts), so a request
 * for another host came through such a proxy on this machine.
 */
export function publicOrigin(request: Request): string | null {
  const url = new URL(request.url);
  if (loopbackHost.test(url.hostname)) return url.origin;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' ? `https://${url.host}` : null;
}

/**
 * The header the server's route (site.ts) copies the proxy's X-Forwarded-For into before the Node adapter replaces
 * that header with the socket's address; any value a client sends under this name is dropped first.
 */
export const proxiedForHeader = 'x-agency-proxied-for';

// The socket's address, which the Node adapter records; the header named here is never read on the local server.
const socketSource: ParsedClientAddressSource = {
  kind: 'header',
  header: 'cf-connecting-ip',
  label: 'socket',
};

// As clientAddressKey writes a loopback socket: 127.x.y.z, or ::1 as its /64 network.
const loopbackSocket = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0:0:0:0::\/64)$/;

/**
 * The client address the sign-in limits count: the socket's; or, for a request through the https proxy on this
 * machine (a loopback socket, `X-Forwarded-Proto: https`), the address that proxy appended last to X-Forwarded-For,
 * so each visitor behind it is counted apart (otherwise they all share the proxy's one address).
 */
export function clientAddressOf(request: Request): string {
  const socket = resolveClientAddress(request, socketSource).address;
  const proxied = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
  const forwarded = request.headers.get(proxiedForHeader);
  if (!proxied || !forwarded || !loopbackSocket.test(socket)) return socket;
  const last = forwarded.split(',').at(-1)?.trim() ?? '';
  return clientAddressKey(last) ?? socket;
}

/** The body as a JSON object, or the answer saying what is wrong with it. */
export async function readJson(request: Request): Promise<Record<string, unknown> | AuthOutcome> {
  const body = await readBody(request, 16_384);
  if (!body.ok)
    return authError(
      body.reason === 'too_large' ? 413 : 400,
      'validation_failed',
      'The request body is too large or unreadable.',
    );
  try {
    const value: unknown = body.text.trim() === '' ? {} : JSON.parse(body.text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  return authError(400, 'validation_failed', 'The request body must be a JSON object.');
}

export const isOutcome = (value: unknown): value is AuthOutcome =>
  typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';

/** Who a bearer token is for. */
export interface SignedIn {
  claims: AccessClaims;
  user: AuthUser;
  session: AuthSession;
  factors: AuthFactor[];
}

/**
 * The signed-in user of the request's bearer token: verified with this server's key, its session still there (not
 * signed out, not ended by the `staff` command). Otherwise Supabase Auth's answers: 401 without a token, 403 bad_jwt,
 * 403 session_not_found (supabase-js then drops the stored session).
 */
export async function signedIn(deps: AuthDeps, request: Request): Promise<SignedIn | AuthOutcome> {
  const match = /^Bearer[ \t]+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return authError(401, 'no_authorization', 'This endpoint requires a Bearer token.');
  let claims: AccessClaims;
  try {
    claims = await deps.verify(match[1]!);
  } catch {
    return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired');
  }
  const session = await deps.store.session(claims.session_id, new Date(deps.now()));
  if (!session || session.userId !== claims.sub)
    return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = await deps.store.userById(claims.sub);
  if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user, session, factors: await deps.store.factors(user.id) };
}

/** A new refresh token and access token for a session, answered as a session (`parent`: the token it replaces). */
export async function issueSession(
  deps: AuthDeps,
  input: { user: AuthUser; sessionId: string; issuer: string; parent?: string; reason: string },
): Promise<AuthOutcome> {
  const now = deps.now();
  const session = await deps.store.session(input.sessionId, new Date(now));
  if (!session) return authError(403, 'session_not_found', 'The session has ended.');
  const refresh = newRefreshToken();
  await deps.store.addRefreshToken({
    tokenHash: refresh.hash,
    sessionId: session.id,
    userId: input.user.id,
    parent: input.parent ?? null,
  });
  const access = await signAccessToken(deps.key, { user: input.user, session, issuer: input.issuer, now });
  return ok(
    sessionJson({
      accessToken: access.token,
      expiresAt: access.expiresAt,
      refreshToken: refresh.token,
      user: input.user,
      factors: await deps.store.factors(input.user.id),
    }),
    input.reason,
  );
}

/** Counts one attempt of `key` under `limit`: its count, when the window ends, and whether it is over. */
export async function countAttempt(
  deps: AuthDeps,
  key: string,
  limit: AuthLimit,
): Promise<{ count: number; over: boolean; retryAfter: number }> {
  const now = deps.now();
  const hit = await deps.limits.hit(key, limit.windowMs, now);
  return {
    count: hit.count,
    over: hit.count > limit.max,
    retryAfter: Math.max(1, Math.ceil((hit.resetAt - now) / 1000)),
  };
}

/** The refusal for too many attempts, after the refusal's wait. */
export async function tooManyAttempts(deps: AuthDeps, retryAfter: number): Promise<AuthOutcome> {
  await deps.sleep(deps.rules.refusedDelayMs);
  return authError(
    429,
    'over_request_rate_limit',
    'Too many attempts. Please wait a few minutes, then try again.',
    {
      headers: { 'retry-after': String(retryAfter) },
    },
  );
}
