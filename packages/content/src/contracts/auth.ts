// The staff sign-in's contract with Supabase Auth (hosted, or the local server's own at the same paths) and with the
// 'leads-admin' function: the auth service's paths, who counts as staff in a verified access token, and the assurance
// levels. The staff sign-in, the leads-admin function, the local auth service (site/server/auth), the mocked auth
// service (@agency/staff/mocks) and their tests read it from here.

/** Supabase Auth's paths below a backend's base URL (GoTrue). */
export const authPaths = {
  /** Everything of the auth service; also the `iss` of its tokens, after the base URL. */
  base: '/auth/v1',
  /** Password sign-in and refresh (`?grant_type=password|refresh_token`). */
  token: '/auth/v1/token',
  /** The signed-in user. */
  user: '/auth/v1/user',
  /** Sign-out. */
  logout: '/auth/v1/logout',
  /** The public key set tokens are verified with. */
  jwks: '/auth/v1/.well-known/jwks.json',
  /** Enrols a second factor (POST: a TOTP secret, its otpauth:// address and QR code, unverified until a code). */
  factors: '/auth/v1/factors',
  /** A second factor's challenge (`:factorId`). */
  challenge: '/auth/v1/factors/:factorId/challenge',
  /** A second factor's verification (`:factorId`), which raises the session to aal2. */
  verify: '/auth/v1/factors/:factorId/verify',
  /** Whether an auth service answers at this base URL (GoTrue's health check). */
  health: '/auth/v1/health',
  /** Account creation from the web: never served by the local server (the `staff` command makes accounts). */
  signup: '/auth/v1/signup',
} as const;

/**
 * What the service puts in a staff account's `app_metadata` besides the role: `password_change_required` while the
 * account still has a one-time password (the sign-in asks for a new one before anything else).
 */
export const passwordChangeRequiredClaim = 'password_change_required';

/** The issuer and key set of the auth service of a backend (`https://xyz.supabase.co`, no trailing slash needed). */
export function authServiceOf(backendUrl: string): { issuer: string; jwksUrl: string } {
  const base = backendUrl.replace(/\/+$/, '');
  return { issuer: `${base}${authPaths.base}`, jwksUrl: `${base}${authPaths.jwks}` };
}

/**
 * Staff is `app_metadata.role === staffRole` in a verified access token (app_metadata is set by the service only; a
 * role in user_metadata, which the user can edit, counts for nothing), as the database's `public.is_staff()`.
 */
export const staffRole = 'staff';

/** The shortest password a staff account may choose (the sign-in's copy says it as `{min}`). */
export const staffPasswordMinLength = 12;

/** Authenticator assurance levels: aal2 once the session has passed its second factor. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** The signature algorithms a staff access token may use (Supabase's asymmetric keys). */
export const staffTokenAlgorithms = ['ES256', 'RS256'] as const;
