// Who is calling: the staff user's access token (a JWT from Supabase Auth), verified against the auth service's key
// set with jose, then the claims that grant access. Decided on the server for every request.
import { staffRole, staffTokenAlgorithms } from '@agency/content/contracts';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** The claims of a verified access token (Supabase Auth: sub, role, aal, app_metadata, exp, iss, aud...). */
export type StaffTokenClaims = JWTPayload & {
  role?: unknown;
  aal?: unknown;
  app_metadata?: unknown;
};

/**
 * Verifies an access token: resolves its claims, or rejects. A rejection with a `StaffTokenError` or a jose error
 * about the token (expired, bad signature, no matching key, a claim that fails) answers 401; any other rejection
 * (the key set cannot be fetched) answers 503.
 */
export type VerifyStaffToken = (token: string) => Promise<StaffTokenClaims>;

/** A token that is not acceptable (as opposed to the auth service being unreachable). */
export class StaffTokenError extends Error {
  override readonly name = 'StaffTokenError';
  constructor(
    message: string,
    readonly kind: 'expired' | 'invalid' = 'invalid',
  ) {
    super(message);
  }
}

/** The signature algorithms a staff token may use (the sign-in's contract). */
export { staffTokenAlgorithms };

/** How long the key set is cached: 10 minutes, as the spec says. */
export const defaultJwksCacheMaxAgeMs = 600_000;

/** The audience of a signed-in user's access token on Supabase. */
export const supabaseUserAudience = 'authenticated';

export interface JwksVerifierOptions {
  /** The key set's URL (Supabase: `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`). */
  jwksUrl: string | URL;
  /** The `iss` every token must carry (Supabase: `${SUPABASE_URL}/auth/v1`); unchecked when undefined. */
  issuer?: string;
  /** The `aud` every token must carry. Default 'authenticated'; `null` leaves it unchecked. */
  audience?: string | null;
  /** How long the fetched key set is used before it is fetched again, in ms. Default 600,000 (10 minutes). */
  cacheMaxAgeMs?: number;
  /** Longest wait for the key set, in ms. Default 5000. */
  timeoutMs?: number;
  /** Clock in ms for `exp`/`nbf` (tests). Default: Date.now. */
  now?: () => number;
}

/**
 * A verifier on jose: `createRemoteJWKSet` (the key set fetched once, cached `cacheMaxAgeMs`, fetched again sooner only
 * when a token names a key it does not hold, at most every 30 s) and `jwtVerify` (ES256/RS256 only).
 */
export function createJwksVerifier(options: JwksVerifierOptions): VerifyStaffToken {
  const url = options.jwksUrl instanceof URL ? options.jwksUrl : new URL(options.jwksUrl);
  const keySet = createRemoteJWKSet(url, {
    cacheMaxAge: options.cacheMaxAgeMs ?? defaultJwksCacheMaxAgeMs,
    timeoutDuration: options.timeoutMs ?? 5000,
  });
  const audience = options.audience === undefined ? supabaseUserAudience : options.audience;
  const now = options.now ?? Date.now;
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: [...staffTokenAlgorithms],
      ...(options.issuer !== undefined ? { issuer: options.issuer } : {}),
      ...(audience !== null ? { audience } : {}),
      currentDate: new Date(now()),
      requiredClaims: ['exp', 'sub'],
    });
    return payload as StaffTokenClaims;
  };
}

/** jose's error codes that mean "this token is not acceptable" (401), not "the key set could not be had" (503). */
const tokenErrorCodes = new Set([
  joseErrors.JWTExpired.code,
  joseErrors.JWTClaimValidationFailed.code,
  joseErrors.JWSSignatureVerificationFailed.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JOSENotSupported.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
]);

/** What a verification failure means for the answer. */
export function classifyTokenError(error: unknown): 'expired' | 'invalid' | 'unavailable' {
  if (error instanceof StaffTokenError) return error.kind;
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JOSEError && tokenErrorCodes.has(error.code)) return 'invalid';
  return 'unavailable';
}

/** The bearer token of the Authorization header, or undefined. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i.exec(header) : null;
  return match?.[1];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The decision on a verified token's claims. */
export type StaffAccessDecision =
  | { ok: true; staffUserId: string; aal: string | undefined }
  | { ok: false; status: 401; reason: 'no_user' }
  | { ok: false; status: 403; reason: 'not_staff' | 'mfa_required' };

/**
 * Staff is `app_metadata.role === staffRole` ('staff', the sign-in's contract; app_metadata is set by the service only; a role in user_metadata, which
 * the user can edit, counts for nothing), as the database's `public.is_staff()`. `sub` must be a user id (it is
 * recorded with each change). With `requireAal2`, the session must have passed its second factor (`aal: 'aal2'`).
 */
export function decideStaffAccess(
  claims: StaffTokenClaims,
  options: { requireAal2?: boolean } = {},
): StaffAccessDecision {
  if (typeof claims.sub !== 'string' || !uuidPattern.test(claims.sub))
    return { ok: false, status: 401, reason: 'no_user' };
  const appMetadata =
    typeof claims.app_metadata === 'object' && claims.app_metadata !== null
      ? (claims.app_metadata as Record<string, unknown>)
      : {};
  if (appMetadata.role !== staffRole) return { ok: false, status: 403, reason: 'not_staff' };
  const aal = typeof claims.aal === 'string' ? claims.aal : undefined;
  if (options.requireAal2 && aal !== 'aal2') return { ok: false, status: 403, reason: 'mfa_required' };
  return { ok: true, staffUserId: claims.sub.toLowerCase(), aal };
}
