// Access and refresh tokens of the local sign-in. Access tokens are ES256 JWTs (jose) with the claims Supabase Auth
// puts in its own (sub, aud 'authenticated', role, email, app_metadata, aal, amr, session_id), short-lived; refresh
// tokens are 256 random bits, handed out once and stored only as their SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { AuthSession, AuthUser } from '@agency/db';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SigningKey } from './keys.ts';

/** Access tokens live 10 minutes; supabase-js refreshes them before they end. */
export const accessTokenSeconds = 600;

/** The audience and database role of a signed-in user, as in Supabase. */
export const userAudience = 'authenticated';

/** The claims of a local access token. */
export type AccessClaims = JWTPayload & {
  sub: string;
  session_id: string;
  email: string;
  aal: 'aal1' | 'aal2';
  app_metadata: Record<string, unknown>;
};

/** The app_metadata of a user as tokens and answers carry it: the provider, then what the service set. */
export function appMetadataOf(user: AuthUser): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...user.appMetadata };
}

/** A new access token for a user's session; `issuer` is `<origin>/auth/v1`. */
export async function signAccessToken(
  key: SigningKey,
  input: { user: AuthUser; session: AuthSession; issuer: string; now: number },
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(input.now / 1000);
  const expiresAt = iat + accessTokenSeconds;
  const token = await new SignJWT({
    email: input.user.email,
    phone: '',
    app_metadata: appMetadataOf(input.user),
    user_metadata: input.user.userMetadata,
    role: userAudience,
    aal: input.session.aal,
    amr: input.session.amr.map((entry) => ({
      method: entry.method,
      timestamp: Math.floor(entry.at.getTime() / 1000),
    })),
    session_id: input.session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.user.id)
    .setAudience(userAudience)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

/**
 * Verifies a local access token: signed with this server's key (ES256 only), for 'authenticated', not expired, with
 * a user, a session id and an issuer of the form `<origin>/auth/v1`. Rejects with jose's errors, which the
 * 'leads-admin' function reads as 401 (expired or invalid). Whether the session still exists is the caller's check.
 */
export function createAccessTokenVerifier(key: SigningKey, now: () => number = Date.now) {
  const keySet = createLocalJWKSet(key.jwks);
  return async (token: string): Promise<AccessClaims> => {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: ['ES256'],
      audience: userAudience,
      currentDate: new Date(now()),
      requiredClaims: ['exp', 'sub', 'session_id', 'iss'],
    });
    if (typeof payload.iss !== 'string' || !/^https?:\/\/[^/]+\/auth\/v1$/.test(payload.iss))
      throw new joseErrors.JWTClaimValidationFailed(
        'unexpected "iss" claim value',
        payload,
        'iss',
        'check_failed',
      );
    if (typeof payload.session_id !== 'string' || typeof payload.sub !== 'string')
      throw new joseErrors.JWTClaimValidationFailed('no session', payload, 'session_id', 'check_failed');
    return payload as AccessClaims;
  };
}

/** A new refresh token and the hash that is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: refreshTokenHash(token) };
}

/** The stored form of a refresh token. */
export function refreshTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
