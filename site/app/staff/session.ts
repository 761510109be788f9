// The staff session on the site: one supabase-js auth client for the page's lifetime (its session lives in
// localStorage and refreshes itself), on hosted Supabase or the site's own origin (the local server's sign-in), and the
// check every staff page's gate applies. Only staff routes load this module (dynamically, in the browser), so visitors
// never download supabase-js.
import { privateRoutes } from '@agency/content';
import { createStaffAuth, type StaffAccess, type StaffAuth, type StaffAuthConfig } from '@agency/staff/auth';

export interface StaffBackend {
  /** Null when no backend is configured (the sign-in page says so). */
  auth: StaffAuth | null;
  /** What is wrong with a configured backend (e.g. a URL without its key). */
  configError?: string;
}

let backend: StaffBackend | undefined;

/**
 * The site's backend: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (hosted Supabase), for the sign-in and the leads
 * inbox alike. Without them, the site's own origin, where the local server answers the same calls.
 */
export const staffBackendConfig: StaffAuthConfig = {
  url: import.meta.env.VITE_SUPABASE_URL,
  key: import.meta.env.VITE_SUPABASE_ANON_KEY,
};

/** The site's staff auth, on `staffBackendConfig` or the page's origin (made once). */
export function staffBackend(): StaffBackend {
  if (!backend) {
    try {
      backend = { auth: createStaffAuth({ ...staffBackendConfig, origin: window.location.origin }) };
    } catch (error) {
      backend = { auth: null, configError: error instanceof Error ? error.message : String(error) };
    }
  }
  return backend;
}

/** The staff pages behind the sign-in (the content's private routes, except the sign-in page itself). */
export const staffPagePaths: ReadonlyArray<string> = privateRoutes.filter((path) => path !== '/auth');

/** Where to go after signing in: only one of the staff pages (never an address from elsewhere). */
export function safeNext(next: string | null): string | null {
  if (!next) return null;
  const path = next.replace(/\/$/, '');
  return staffPagePaths.includes(path) ? path : null;
}

/** The sign-in page, remembering the staff page that asked for it. */
export function signInPath(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}

/**
 * The signed-in account at aal2 (password and authenticator app), or null (not signed in, a new password, an app to
 * set up or a code still to enter, no backend, or the service could not be reached: /auth explains which).
 */
export async function staffAccount(): Promise<Extract<StaffAccess, { state: 'signed-in' }> | null> {
  const { auth } = staffBackend();
  if (!auth) return null;
  const result = await auth.access();
  return result.ok && result.access.state === 'signed-in' ? result.access : null;
}
