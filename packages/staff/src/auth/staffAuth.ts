// Staff sign-in on supabase-js: email + password, a TOTP second factor that raises the session to aal2, sign-out.
// supabase-js keeps the session in localStorage and refreshes it by itself; this module only asks it questions and
// turns its answers and errors into the few states and reasons the staff pages show. Nothing here re-implements
// supabase-js: the access token is verified with its own `getClaims()` (against the auth service's key set, which it
// caches for 10 minutes) and the assurance level comes from `mfa.getAuthenticatorAssuranceLevel()`.
import {
  createClient,
  isAuthApiError,
  isAuthError,
  isAuthRetryableFetchError,
  type AuthError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { checkBackendUrl } from '@agency/ui/kit';

/** Where the session is kept in localStorage (apart from the chat widget's client). */
export const staffSessionStorageKey = 'agency-staff-session';

/** The backend: a Supabase project URL (http or https) and its public key. */
export interface StaffAuthConfig {
  url?: string;
  key?: string;
}

/** Who is signed in, as far as the staff pages care. */
export type StaffAccess =
  /** No session. `notice` says why when it was not the visitor's own choice or when they just signed out. */
  | { state: 'signed-out'; notice?: 'expired' | 'signed-out' | 'invalid' }
  /** Password accepted; the account has a verified second factor, so a one-time code must raise the session. */
  | { state: 'needs-code'; email: string }
  /** Signed in at the level the account needs (aal2 when it has a factor). */
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
  | 'unknown';

export type StaffAuthResult = { ok: true; access: StaffAccess } | { ok: false; reason: StaffAuthFailure };

/** What the staff pages need from the auth service. Tests and stories may pass their own. */
export interface StaffAuth {
  /** The current, verified access. Never rejects: a network failure is `{ ok: false, reason: 'network' }`. */
  access(): Promise<StaffAuthResult>;
  signIn(email: string, password: string): Promise<StaffAuthResult>;
  /** Raises the session with a code from the authenticator app. */
  verifyCode(code: string): Promise<StaffAuthResult>;
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
 * Checks the backend settings: with neither URL nor key there is no backend (null: the page says so); otherwise the
 * URL must be http(s) and the key present (SPEC §5). Throws an Error that says what to fix.
 */
export function resolveStaffBackend({ url, key }: StaffAuthConfig = {}): { url: string; key: string } | null {
  const givenUrl = url?.trim() ?? '';
  const givenKey = key?.trim() ?? '';
  if (!givenUrl && !givenKey) return null;
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
  if (isAuthError(error) && error.name === 'AuthSessionMissingError') return 'expired';
  return 'unknown';
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
    const appMetadata = claims.data.claims.app_metadata as { role?: unknown } | undefined;
    if (appMetadata?.role !== staffRole) return { ok: true, access: { state: 'no-access', email } };
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (level.error) return { ok: false, reason: reasonOf(level.error) };
    const { currentLevel, nextLevel } = level.data;
    if (nextLevel === 'aal2' && currentLevel !== 'aal2')
      return { ok: true, access: { state: 'needs-code', email } };
    return {
      ok: true,
      access: { state: 'signed-in', email, level: currentLevel === 'aal2' ? 'aal2' : 'aal1' },
    };
  }

  return {
    async access() {
      try {
        return await currentAccess();
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
    async signIn(email, password) {
      try {
        const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
        if (error) return { ok: false, reason: reasonOf(error) };
        return await currentAccess();
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
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
