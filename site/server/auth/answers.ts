// The local sign-in's answers in the shapes supabase-js reads from Supabase Auth (GoTrue, API version 2024-01-01):
// errors `{ code, message }`, the user with its factors, a session. Read from @supabase/auth-js's fetch.ts and types.ts.
import type { AuthFactor, AuthUser } from '@agency/db';
import type { FunctionOutcome } from '@agency/chat';
import { accessTokenSeconds, appMetadataOf } from './tokens.ts';

/** The API version supabase-js asks for; with it, it reads an error's `code` as the error code. */
export const apiVersionHeaders = { 'x-supabase-api-version': '2024-01-01' };

/** An answer of the service, with the reason its log line gives. */
export interface AuthOutcome extends FunctionOutcome {
  reason?: string;
}

/** A refusal as GoTrue words it: `code` is what supabase-js exposes as `error.code`. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: { headers?: Record<string, string>; body?: Record<string, unknown> } = {},
): AuthOutcome {
  return {
    status,
    body: { code, error_code: code, message, msg: message, ...extra.body },
    headers: { ...apiVersionHeaders, ...extra.headers },
    reason: code,
  };
}

/** A JSON answer. */
export function ok(body: unknown, reason = 'ok', headers: Record<string, string> = {}): AuthOutcome {
  return { status: 200, body, headers: { ...apiVersionHeaders, ...headers }, reason };
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** A factor as the user object lists it (never its secret). */
export function factorJson(factor: AuthFactor) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: 'totp',
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  };
}

/** The user as `GET /user` and a session carry it. */
export function userJson(user: AuthUser, factors: AuthFactor[]) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadataOf(user),
    user_metadata: user.userMetadata,
    identities: [],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}

/** A session: the tokens and the user (supabase-js stores it as it is). */
export function sessionJson(input: {
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
  user: AuthUser;
  factors: AuthFactor[];
}) {
  return {
    access_token: input.accessToken,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: input.expiresAt,
    refresh_token: input.refreshToken,
    user: userJson(input.user, input.factors),
  };
}
