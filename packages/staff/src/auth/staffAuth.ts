// Staff sign-in on supabase-js: email + password (a one-time password is replaced first), an authenticator app (TOTP)
// set up in the flow and then asked for at every sign-in, which raises the session to aal2, sign-out. The backend is
// hosted Supabase Auth, or the site's own origin where the local server answers the same calls. supabase-js keeps
// the session in localStorage and refreshes it by itself; this module only asks it questions and turns its answers
// and errors into the few states and reasons the staff pages show. Nothing here re-implements supabase-js: the access
// token is verified with its own `getClaims()` (against the auth service's key set, which it caches for 10 minutes)
// and the assurance level comes from `mfa.getAuthenticatorAssuranceLevel()`.
import {
  createClient,
  isAuthApiError,
  isAuthError,
  isAuthRetryableFetchError,
  type AuthError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { authPaths, passwordChangeRequiredClaim } from '@agency/content/contracts';
import { checkBackendUrl } from '@agency/ui/kit';

/** Where the session is kept in localStorage (apart from the chat widget's client). */
export const staffSessionStorageKey = 'agency-staff-session';

/** The backend: a Supabase project URL (http or https) and its public key; neither: the site's own `origin`. */
export interface StaffAuthConfig {
  url?: string;
  key?: string;
  /** The page's origin, used when `url` and `key` are unset (the local server's own sign-in). */
  origin?: string;
}

/** The key sent to the site's own origin: the local server does not check it (hosted Supabase needs its own). */
export const sameOriginStaffKey = 'local-staff-sign-in';

/** Who is signed in, as far as the staff pages care. */
export type StaffAccess =
  /** No session. `notice` says why when it was not the visitor's own choice or when they just signed out. */
  | { state: 'signed-out'; notice?: 'expired' | 'signed-out' | 'invalid' }
  /** Signed in with a one-time password: a password of the staff member's own comes first. */
  | { state: 'needs-password'; email: string }
  /** A staff account without an authenticator app: it sets one up before any staff page opens. */
  | { state: 'needs-factor'; email: string }
  /** Password accepted; the account has a verified second factor, so a one-time code must raise the session. */
  | { state: 'needs-code'; email: string }
  /** Signed in with password and authenticator app (aal2; aal1 only for a backend that answers so). */
  | { state: 'signed-in'; email: string; level: 'aal1' | 'aal2' }
  /** A valid session of an account without the staff role (`app_metadata.role`): no staff page, no visitor data. */
  | { state: 'no-access'; email: string };

/** The role a staff account carries in its token's `app_metadata` (the database's row level security checks it too). */
export const staffRole = 'staff';

/** Why an action failed, in words the page can explain. */
export type StaffAuthFailure =
  | 'wrong-password'
  | 'wrong-code'
  | 'code-expired'
  | 'email-not-confirmed'
  | 'rate-limited'
  | 'network'
  | 'expired'
  | 'weak-password'
  | 'same-password'
  /** The auth service does not let accounts set up an authenticator app (hosted: TOTP turned off). */
  | 'factor-unavailable'
  /** No auth service answers at the site's own origin (a static host without the local server). */
  | 'not-served'
  /** The auth service refused a connection that did not come over https. */
  | 'insecure'
  | 'unknown';

export type StaffAuthResult = { ok: true; access: StaffAccess } | { ok: false; reason: StaffAuthFailure };

/** What the app needs to be set up: its QR code (an image address), the secret in text, and the factor to verify. */
export interface StaffFactorSetup {
  factorId: string;
  /** A data: URL of the QR code's SVG, safe to use as an image's src. */
  qrCode: string;
  /** The base32 secret, for typing into the app by hand (and for screen readers). */
  secret: string;
}

export type StaffFactorSetupResult =
  { ok: true; setup: StaffFactorSetup } | { ok: false; reason: StaffAuthFailure };

/** What the staff pages need from the auth service. Tests and stories may pass their own. */
export interface StaffAuth {
  /** The current, verified access. Never rejects: a network failure is `{ ok: false, reason: 'network' }`. */
  access(): Promise<StaffAuthResult>;
  signIn(email: string, password: string): Promise<StaffAuthResult>;
  /** Raises the session with a code from the authenticator app. */
  verifyCode(code: string): Promise<StaffAuthResult>;
  /** Replaces a one-time password with the staff member's own. */
  changePassword(password: string): Promise<StaffAuthResult>;
  /** Starts setting up an authenticator app (`issuer`: the name the app shows). */
  startFactorSetup(issuer?: string): Promise<StaffFactorSetupResult>;
  /** Completes the set-up with the app's first code; the session is then aal2. */
  finishFactorSetup(factorId: string, code: string): Promise<StaffAuthResult>;
  signOut(): Promise<void>;
  /**
   * The session's current access token (refreshed by supabase-js when due), for a staff function's
   * `Authorization: Bearer` header; null when signed out. The function decides on it, never this page.
   */
  accessToken(): Promise<string | null>;
  /** Called when supabase-js signs the session out by itself (the refresh token was refused). */
  onExpired(listener: () => void): () => void;
}

/**
 * Checks the backend settings: with neither URL nor key the backend is the page's own `origin` (the local server), or
 * none without one (null: the page says so); otherwise the URL must be http(s) and the key present (SPEC §5). Throws an
 * Error that says what to fix.
 */
export function resolveStaffBackend({ url, key, origin }: StaffAuthConfig = {}): {
  url: string;
  key: string;
  sameOrigin?: true;
} | null {
  const givenUrl = url?.trim() ?? '';
  const givenKey = key?.trim() ?? '';
  if (!givenUrl && !givenKey) {
    const pageOrigin = origin?.trim() ?? '';
    if (!pageOrigin) return null;
    checkBackendUrl('Sign-in backend URL', pageOrigin);
    return { url: pageOrigin, key: sameOriginStaffKey, sameOrigin: true };
  }
  if (!givenUrl) throw new Error('Sign-in backend URL is missing: set it next to the public key.');
  checkBackendUrl('Sign-in backend URL', givenUrl);
  if (!givenKey)
    throw new Error(
      `Sign-in backend key is missing: the URL "${givenUrl}" needs its public key (the project's anon or publishable key).`,
    );
  return { url: givenUrl, key: givenKey };
}

function reasonOf(error: AuthError | Error | unknown): StaffAuthFailure {
  if (isAuthRetryableFetchError(error)) return 'network';
  if (error instanceof TypeError) return 'network';
  if (isAuthApiError(error)) {
    if (error.status === 429) return 'rate-limited';
    switch (error.code) {
      case 'weak_password':
        return 'weak-password';
      case 'same_password':
        return 'same-password';
      case 'mfa_totp_enroll_not_enabled':
        return 'factor-unavailable';
      case 'https_required':
        return 'insecure';
      case 'invalid_credentials':
        return 'wrong-password';
      case 'mfa_verification_failed':
        return 'wrong-code';
      case 'mfa_challenge_expired':
        return 'code-expired';
      case 'email_not_confirmed':
        return 'email-not-confirmed';
      case 'refresh_token_not_found':
      case 'refresh_token_already_used':
      case 'session_expired':
      case 'session_not_found':
        return 'expired';
      case 'over_request_rate_limit':
        return 'rate-limited';
    }
  }
  if (isAuthError(error) && error.name === 'AuthWeakPasswordError') return 'weak-password';
  if (isAuthError(error) && error.name === 'AuthSessionMissingError') return 'expired';
  return 'unknown';
}

/**
 * The QR code as an image address that survives any SVG: supabase-js prefixes the service's SVG with
 * `data:image/svg+xml;utf-8,` unescaped, where a `#` (a colour) would end the address; this one is percent-encoded.
 */
function svgImageAddress(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;(?:utf-8|charset=utf-8),/i, '');
  return svg.trimStart().startsWith('<')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
    : qrCode;
}

/** True when localStorage holds a session (read before supabase-js may drop an expired one). */
function hasStoredSession(storage: Storage | undefined): boolean {
  try {
    return Boolean(storage?.getItem(staffSessionStorageKey));
  } catch {
    return false;
  }
}

/** Staff auth on a Supabase client (made once per call; keep the result for the page's lifetime). */
export function createStaffAuth(config: StaffAuthConfig): StaffAuth | null {
  const backend = resolveStaffBackend(config);
  if (!backend) return null;
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  let hadSession = hasStoredSession(storage);
  let signingOut = false;
  const expiredListeners = new Set<() => void>();

  const client: SupabaseClient = createClient(backend.url, backend.key, {
    auth: {
      storageKey: staffSessionStorageKey,
      storage,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
    },
  });

  client.auth.onAuthStateChange((event, session) => {
    if (session) hadSession = true;
    if (event === 'SIGNED_OUT' && hadSession && !signingOut) {
      for (const listener of expiredListeners) listener();
    }
  });

  async function currentAccess(): Promise<StaffAuthResult> {
    const { data, error } = await client.auth.getSession();
    if (error) return { ok: false, reason: reasonOf(error) };
    if (!data.session) {
      if (hadSession) {
        hadSession = false;
        return { ok: true, access: { state: 'signed-out', notice: 'expired' } };
      }
      return { ok: true, access: { state: 'signed-out' } };
    }
    hadSession = true;
    // Verify the token's signature with the service's key set (supabase-js fetches and caches it).
    const claims = await client.auth.getClaims();
    if (claims.error || !claims.data) {
      const reason = claims.error ? reasonOf(claims.error) : 'unknown';
      if (reason === 'network') return { ok: false, reason };
      await client.auth.signOut({ scope: 'local' });
      hadSession = false;
      return {
        ok: true,
        access: { state: 'signed-out', notice: reason === 'expired' ? 'expired' : 'invalid' },
      };
    }
    const email = String(claims.data.claims.email ?? data.session.user.email ?? '');
    // The role is read from the verified token, as the server and the database read it; the session stays (the
    // page offers to sign out or to use another account).
    const appMetadata = claims.data.claims.app_metadata as Record<string, unknown> | undefined;
    if (appMetadata?.role !== staffRole) return { ok: true, access: { state: 'no-access', email } };
    if (appMetadata[passwordChangeRequiredClaim] === true)
      return { ok: true, access: { state: 'needs-password', email } };
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (level.error) return { ok: false, reason: reasonOf(level.error) };
    const { currentLevel, nextLevel } = level.data;
    if (nextLevel === 'aal2' && currentLevel !== 'aal2')
      return { ok: true, access: { state: 'needs-code', email } };
    // Staff pages hold visitors' data: an account without an authenticator app sets one up first.
    if (currentLevel !== 'aal2') return { ok: true, access: { state: 'needs-factor', email } };
    return { ok: true, access: { state: 'signed-in', email, level: 'aal2' } };
  }

  let served: Promise<StaffAuthResult | null> | undefined;
  /**
   * On the site's own origin, whether an auth service answers there at all (a static host without the local server
   * has none): null when it does, else the failure. Asked once per page.
   */
  const notServed = () =>
    backend.sameOrigin
      ? (served ??= fetch(`${backend.url.replace(/\/+$/, '')}${authPaths.health}`)
          .then((response): StaffAuthResult | null =>
            response.ok && (response.headers.get('content-type') ?? '').includes('json')
              ? null
              : { ok: false, reason: 'not-served' },
          )
          .catch((): StaffAuthResult => {
            served = undefined;
            return { ok: false, reason: 'network' };
          }))
      : Promise.resolve(null);

  /** Runs `action` unless no auth service answers; any throw is a reason. */
  async function guarded<T extends { ok: boolean }>(action: () => Promise<T>): Promise<T | StaffAuthResult> {
    try {
      return (await notServed()) ?? (await action());
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  }

  return {
    access: () => guarded(currentAccess),
    signIn: (email, password) =>
      guarded(async () => {
        const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
        if (error) return { ok: false, reason: reasonOf(error) };
        return await currentAccess();
      }),
    changePassword: (password) =>
      guarded(async () => {
        const { error } = await client.auth.updateUser({ password });
        if (error) return { ok: false, reason: reasonOf(error) };
        // The token still carries the one-time mark: a fresh one carries what the service says now.
        const refreshed = await client.auth.refreshSession();
        if (refreshed.error) return { ok: false, reason: reasonOf(refreshed.error) };
        return await currentAccess();
      }),
    startFactorSetup: async (issuer) => {
      const result = await guarded(async (): Promise<StaffFactorSetupResult> => {
        const { data, error } = await client.auth.mfa.enroll({
          factorType: 'totp',
          ...(issuer ? { issuer } : {}),
        });
        if (error || !data) return { ok: false, reason: error ? reasonOf(error) : 'unknown' };
        return {
          ok: true,
          setup: { factorId: data.id, qrCode: svgImageAddress(data.totp.qr_code), secret: data.totp.secret },
        };
      });
      return 'setup' in result ? result : { ok: false, reason: result.ok ? 'unknown' : result.reason };
    },
    finishFactorSetup: (factorId, code) =>
      guarded(async () => {
        const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: code.trim() });
        if (error) return { ok: false, reason: reasonOf(error) };
        return await currentAccess();
      }),
    async verifyCode(code) {
      try {
        const factors = await client.auth.mfa.listFactors();
        if (factors.error) return { ok: false, reason: reasonOf(factors.error) };
        const factor = factors.data.totp[0];
        if (!factor) return await currentAccess();
        const { error } = await client.auth.mfa.challengeAndVerify({
          factorId: factor.id,
          code: code.trim(),
        });
        if (error) return { ok: false, reason: reasonOf(error) };
        return await currentAccess();
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
    async accessToken() {
      try {
        const { data } = await client.auth.getSession();
        return data.session?.access_token ?? null;
      } catch {
        return null;
      }
    },
    async signOut() {
      signingOut = true;
      try {
        // Ends the session on the service too; supabase-js clears localStorage even when the call fails.
        await client.auth.signOut();
      } finally {
        hadSession = false;
        signingOut = false;
      }
    },
    onExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
  };
}
