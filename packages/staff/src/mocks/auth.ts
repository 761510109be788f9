// A mocked Supabase Auth (GoTrue) for stories and unit tests (the end-to-end tests meet the local server's real one):
// password sign-in, a new password after a one-time one, setting up an authenticator app, a TOTP second factor
// (challenge + verify raise the session to aal2), token refresh, the user fetch, sign-out and the key set (JWKS) the
// client verifies access tokens with. Tokens are real ES256 JWTs signed with a test-only key, so supabase-js's own
// `getClaims()` verifies them against `/.well-known/jwks.json` exactly as it would in production.
import {
  authPaths,
  passwordChangeRequiredClaim,
  staffPasswordMinLength,
  staffRole,
  type AssuranceLevel,
} from '@agency/content/contracts';
import { http, HttpResponse } from 'msw';
import { mockSetupQrSvg, mockSetupSecret, mockSetupUri } from './totp-setup';

/** The accounts the mock knows. Passwords and codes are for tests and stories only. */
export const mockStaffAccounts = {
  /** A staff account without an authenticator app: after the password it sets one up (the code is mockTotpCode). */
  editor: { email: 'editor@example.com', password: 'correct-horse-battery', factor: false },
  /** Has a verified TOTP factor: after the password the session is aal1 and must be raised to aal2 with a code. */
  admin: { email: 'admin@example.com', password: 'correct-horse-battery', factor: true },
  /** An account of the same project without the staff role: it signs in, and sees no staff page and no lead. */
  member: { email: 'member@example.com', password: 'correct-horse-battery', factor: false, staff: false },
  /** A new staff account with a one-time password: it chooses its own, then sets up its app. */
  newcomer: {
    email: 'newcomer@example.com',
    password: 'k7mq2-x9wzp-3hfd8-ta4nc',
    factor: false,
    oneTime: true,
  },
} as const;

/** Id of the authenticator app an account sets up (unverified until its first code). */
export const mockSetupFactorId = 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a';

export { mockSetupSecret, mockSetupUri };

/** Accounts that chose their own password in this page's life (the mock has no database). */
const changedPasswords = new Set<string>();

/** Forgets what the accounts did (a new password); call before each story or test. */
export function resetMockAuth(): void {
  changedPasswords.clear();
}

/** The one-time code the mock accepts for the admin's factor. */
export const mockTotpCode = '123456';

/** Id of the admin's verified TOTP factor. */
export const mockFactorId = 'b5e0a1f4-9c43-4a8e-8b6e-6a0f1d2c3e4f';

const keyId = 'mock-staff-key-1';

// TEST-ONLY signing key (P-256). It signs nothing but mock tokens; never trust a token signed with it.
const privateJwk: JsonWebKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'DgA-T4CAE9qfKKwFKx3FkBTRaMxKeuUd0MuuzZ-kI7Y',
  y: 'dEpv9qnuQY_qLlEGx5s3T0Nq5NM2RoLPT_BdfCe2inE',
  d: 'voH3hc0DXFwAiIX5uyZL1-OoOyG_O52op5MpBfPEgzo',
};

/** The public half, as the key set serves it. */
export const mockJwks = {
  keys: [
    {
      kty: 'EC',
      crv: 'P-256',
      x: privateJwk.x,
      y: privateJwk.y,
      kid: keyId,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    },
  ],
};

type Account = (typeof mockStaffAccounts)[keyof typeof mockStaffAccounts];
type Level = AssuranceLevel;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64urlJson(value: unknown): string {
  return base64url(encoder.encode(JSON.stringify(value)));
}

function decodeBase64urlJson(part: string): unknown {
  const padded = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

let signingKey: Promise<CryptoKey> | undefined;

async function sign(payload: Record<string, unknown>, jwk: JsonWebKey = privateJwk): Promise<string> {
  const key =
    jwk === privateJwk
      ? (signingKey ??= crypto.subtle.importKey(
          'jwk',
          privateJwk,
          { name: 'ECDSA', namedCurve: 'P-256' },
          false,
          ['sign'],
        ))
      : crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const input = `${base64urlJson({ alg: 'ES256', typ: 'JWT', kid: keyId })}.${base64urlJson(payload)}`;
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    await key,
    encoder.encode(input),
  );
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/** Staff accounts carry `app_metadata.role = staffRole`, as the agency's owner sets it (docs/deploy.md). */
function appMetadataOf(account: Account) {
  const staff = !('staff' in account) || account.staff;
  const oneTime = 'oneTime' in account && account.oneTime && !changedPasswords.has(account.email);
  return {
    provider: 'email',
    providers: ['email'],
    ...(staff ? { role: staffRole } : {}),
    ...(oneTime ? { [passwordChangeRequiredClaim]: true } : {}),
  };
}

function userOf(account: Account) {
  const id =
    account === mockStaffAccounts.member
      ? '4d3c2b1a-0f9e-4d8c-b7a6-5f4e3d2c1b0a'
      : account === mockStaffAccounts.newcomer
        ? '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'
        : account.factor
          ? '2f1c7d3e-8a9b-4c5d-9e0f-1a2b3c4d5e6f'
          : '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    email_confirmed_at: '2026-01-05T15:00:00Z',
    phone: '',
    app_metadata: appMetadataOf(account),
    user_metadata: {},
    identities: [],
    created_at: '2026-01-05T15:00:00Z',
    updated_at: '2026-11-01T15:00:00Z',
    is_anonymous: false,
    factors: account.factor
      ? [
          {
            id: mockFactorId,
            friendly_name: 'Authenticator app',
            factor_type: 'totp',
            status: 'verified',
            created_at: '2026-01-05T15:05:00Z',
            updated_at: '2026-01-05T15:05:00Z',
          },
        ]
      : [],
  };
}

function accountByEmail(email: unknown): Account | undefined {
  if (typeof email !== 'string') return undefined;
  return Object.values(mockStaffAccounts).find((a) => a.email === email.trim().toLowerCase());
}

/** Options for a mock session (tests seed localStorage with one). */
export interface MockSessionOptions {
  account?: Account;
  level?: Level;
  /** Seconds until the access token expires; negative for an already expired token. Default 3600. */
  expiresIn?: number;
  /** Sign with another key (the key set will not verify it). */
  foreignKey?: boolean;
}

// A second TEST-ONLY key, for tokens the key set must reject.
const foreignJwk: JsonWebKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'wdSKH8JKFx6S832UtxpdQboFVV_dCwBiNo8My7lfVMs',
  y: 'F8dKlVy9q7zypDWXhHr7LKzxxxbGk9b_znnxKCVu-QY',
  d: 'laJzXGb2Zm6A0rTpcCJX8hAchb78xHJXZ_Pr10RExrI',
};

/** A session exactly as the auth service answers it (and as supabase-js stores it). */
export async function mockSession({
  account = mockStaffAccounts.editor,
  level = 'aal1',
  expiresIn = 3600,
  foreignKey = false,
}: MockSessionOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const user = userOf(account);
  const accessToken = await sign(
    {
      iss: `mock-auth${authPaths.base}`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: account.email,
      app_metadata: appMetadataOf(account),
      aal: level,
      amr:
        level === 'aal2'
          ? [
              { method: 'totp', timestamp: now },
              { method: 'password', timestamp: now },
            ]
          : [{ method: 'password', timestamp: now }],
      session_id: `session-${user.id.slice(0, 8)}`,
      iat: now - 60,
      exp: now + expiresIn,
    },
    foreignKey ? foreignJwk : privateJwk,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: `mock-refresh.${base64urlJson({ email: account.email, level })}`,
    user,
  };
}

function authError(status: number, code: string, msg: string, headers?: Record<string, string>) {
  return HttpResponse.json({ code: status, error_code: code, msg }, { status, headers });
}

function bearerAccount(request: Request): { account: Account; level: Level } | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = decodeBase64urlJson(payload) as { email?: string; aal?: Level; exp?: number };
    const account = accountByEmail(claims.email);
    if (!account || !claims.exp || claims.exp * 1000 < Date.now()) return undefined;
    return { account, level: claims.aal === 'aal2' ? 'aal2' : 'aal1' };
  } catch {
    return undefined;
  }
}

// The auth service's paths on any origin (the sign-in's contract, @agency/content/contracts).
const tokenPath = `*${authPaths.token}`;
const userPath = `*${authPaths.user}`;
const challengePath = `*${authPaths.challenge}`;
const verifyPath = `*${authPaths.verify}`;
const jwksPath = `*${authPaths.jwks}`;
const factorsPath = `*${authPaths.factors}`;
const logoutPath = `*${authPaths.logout}`;

/** The challenge the mock hands out (one at a time is enough for a mock). */
const mockChallengeId = 'c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

/**
 * Every endpoint of the mocked auth service, one handler each, so a test can replace one (`server.use(...)`,
 * `msw.use(...)`) to put the service in another state.
 */
export const authHandlers = {
  /**
   * POST /token: `grant_type=password` checks the known accounts (wrong password: 400 invalid_credentials);
   * `grant_type=refresh_token` issues a fresh session at the same level.
   */
  token: http.post(tokenPath, async ({ request }) => {
    const grant = new URL(request.url).searchParams.get('grant_type');
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    if (grant === 'password') {
      const account = accountByEmail(body.email);
      if (!account || body.password !== account.password)
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      return HttpResponse.json(await mockSession({ account, level: 'aal1' }));
    }
    if (grant === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      try {
        const { email, level } = decodeBase64urlJson(token.replace(/^mock-refresh\./, '')) as {
          email: string;
          level: Level;
        };
        const account = accountByEmail(email);
        if (account && token.startsWith('mock-refresh.'))
          return HttpResponse.json(await mockSession({ account, level }));
      } catch {
        // falls through to the service's answer for an unknown token
      }
      return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return authError(400, 'validation_failed', `Unsupported grant type: ${grant ?? '(none)'}`);
  }),
  /** GET /user: the signed-in user (with factors) for a live token; 403 otherwise. */
  user: http.get(userPath, ({ request }) => {
    const session = bearerAccount(request);
    if (!session)
      return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired');
    return HttpResponse.json(userOf(session.account));
  }),
  /** POST /factors/{id}/challenge: a TOTP challenge for the admin's factor. */
  challenge: http.post(challengePath, ({ request, params }) => {
    const session = bearerAccount(request);
    if (!session) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const known =
      params.factorId === mockSetupFactorId || (session.account.factor && params.factorId === mockFactorId);
    if (!known) return authError(404, 'mfa_factor_not_found', 'Factor not found');
    return HttpResponse.json({
      id: mockChallengeId,
      type: 'totp',
      expires_at: Math.floor(Date.now() / 1000) + 300,
    });
  }),
  /** POST /factors/{id}/verify: the right code raises the session to aal2; a wrong one is 422 mfa_verification_failed. */
  verify: http.post(verifyPath, async ({ request, params }) => {
    const session = bearerAccount(request);
    if (!session) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const body = (await request.json().catch(() => ({}))) as { code?: unknown; challenge_id?: unknown };
    const known = params.factorId === mockSetupFactorId || params.factorId === mockFactorId;
    if (!known || body.challenge_id !== mockChallengeId)
      return authError(404, 'mfa_challenge_expired', 'Challenge not found or expired');
    if (body.code !== mockTotpCode)
      return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    return HttpResponse.json(await mockSession({ account: session.account, level: 'aal2' }));
  }),
  /** PUT /user: a new password (12+ characters, not the old one) clears the one-time mark. */
  updateUser: http.put(userPath, async ({ request }) => {
    const session = bearerAccount(request);
    if (!session) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const body = (await request.json().catch(() => ({}))) as { password?: unknown };
    if (typeof body.password !== 'string' || body.password.length < staffPasswordMinLength)
      return HttpResponse.json(
        {
          code: 'weak_password',
          message: `Password should be at least ${staffPasswordMinLength} characters.`,
          weak_password: { reasons: ['length'] },
        },
        { status: 422, headers: { 'x-supabase-api-version': '2024-01-01' } },
      );
    if (body.password === session.account.password)
      return authError(422, 'same_password', 'New password should be different from the old password.');
    changedPasswords.add(session.account.email);
    return HttpResponse.json(userOf(session.account));
  }),
  /** POST /factors: an authenticator set-up (the test-only secret and its QR code) for a staff account. */
  enroll: http.post(factorsPath, ({ request }) => {
    const session = bearerAccount(request);
    if (!session) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    if (appMetadataOf(session.account)[passwordChangeRequiredClaim])
      return authError(403, 'password_change_required', 'Choose a new password first.');
    return HttpResponse.json({
      id: mockSetupFactorId,
      type: 'totp',
      friendly_name: '',
      totp: { qr_code: mockSetupQrSvg, secret: mockSetupSecret, uri: mockSetupUri },
    });
  }),
  /** GET /.well-known/jwks.json: the public key set access tokens are verified with. */
  jwks: http.get(jwksPath, () =>
    HttpResponse.json(mockJwks, { headers: { 'Cache-Control': 'max-age=600' } }),
  ),
  /** POST /logout: always succeeds. */
  logout: http.post(logoutPath, () => new HttpResponse(null, { status: 204 })),
};

/** Other states of the auth service, to `use()` over `authHandlers`. */
export const authFailureHandlers = {
  /** Nothing reaches the auth service (offline, DNS, blocked). */
  networkError: http.all(`*${authPaths.base}/*`, () => HttpResponse.error()),
  /** The refresh token is no longer valid: a stored session cannot be renewed (the session has expired). */
  refreshRejected: http.post(tokenPath, async ({ request }) => {
    const grant = new URL(request.url).searchParams.get('grant_type');
    if (grant !== 'refresh_token') return undefined;
    return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }),
  /** Too many sign-in attempts. */
  rateLimited: http.post(tokenPath, () =>
    authError(429, 'over_request_rate_limit', 'Request rate limit reached', { 'Retry-After': '60' }),
  ),
  /** The project does not allow authenticator apps (hosted Supabase with TOTP turned off). */
  factorsDisabled: http.post(factorsPath, () =>
    authError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP'),
  ),
};

/** Every happy-path auth handler. */
export const authHandlerList = Object.values(authHandlers);
