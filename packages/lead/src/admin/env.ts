// The staff function's options from environment variables (Deno.env.toObject() on Supabase, process.env in Node).
import { parseAllowedOrigins } from '@agency/chat';
import { authServiceOf } from '@agency/content/contracts';
import { LeadConfigError } from '../errors.ts';
import type { LeadsAdminHandlerOptions } from './options.ts';

/** The variables read by `leadsAdminOptionsFromEnv`. */
export const leadsAdminEnvVariables = [
  'SUPABASE_URL',
  'LEADS_ADMIN_ALLOWED_ORIGINS',
  'LEADS_ADMIN_REQUIRE_AAL2',
  'LEADS_ADMIN_JWT_ISSUER',
] as const;

/** Everything but the repository, which the caller brings (`createLeadRepository(sql)` from @agency/db). */
export type LeadsAdminEnvOptions = Omit<LeadsAdminHandlerOptions, 'repository'> & {
  jwksUrl: string;
  issuer: string;
};

/**
 * Builds handler options (all but `repository`) from the environment:
 * - `SUPABASE_URL` (required; set by Supabase in every Edge Function): the key set is
 *   `${SUPABASE_URL}/auth/v1/.well-known/jwks.json` (cached 10 minutes), tokens must be issued by
 *   `${SUPABASE_URL}/auth/v1`.
 * - `LEADS_ADMIN_ALLOWED_ORIGINS`: comma-separated origins allowed to call from a browser, or `*` (default: same origin).
 * - `LEADS_ADMIN_REQUIRE_AAL2`: `true` to admit only sessions that passed a second factor (default `false`).
 * - `LEADS_ADMIN_JWT_ISSUER`: another expected `iss` (a local auth service whose tokens name another issuer).
 * Throws a `LeadConfigError` naming each bad variable.
 */
export function leadsAdminOptionsFromEnv(env: Record<string, string | undefined>): LeadsAdminEnvOptions {
  const problems: string[] = [];

  const raw = env.SUPABASE_URL?.trim() ?? '';
  let base: string | undefined;
  if (raw === '') {
    problems.push(
      'SUPABASE_URL is required: the project’s URL (https://<project>.supabase.co), whose auth service signs the ' +
        'staff tokens',
    );
  } else {
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
      problems.push(`SUPABASE_URL: "${raw}" must be an http(s) URL such as https://<project>.supabase.co`);
    else base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }

  const origins = parseAllowedOrigins(
    'LEADS_ADMIN_ALLOWED_ORIGINS',
    env.LEADS_ADMIN_ALLOWED_ORIGINS ?? '',
    problems,
  );

  const aal = env.LEADS_ADMIN_REQUIRE_AAL2?.trim().toLowerCase() ?? '';
  let requireAal2: boolean | undefined;
  if (aal === 'true' || aal === '1') requireAal2 = true;
  else if (aal === 'false' || aal === '0') requireAal2 = false;
  else if (aal !== '')
    problems.push(`LEADS_ADMIN_REQUIRE_AAL2: "${env.LEADS_ADMIN_REQUIRE_AAL2}" must be true or false`);

  const issuerOverride = env.LEADS_ADMIN_JWT_ISSUER?.trim();

  if (problems.length > 0 || base === undefined)
    throw new LeadConfigError(`Invalid leads-admin configuration:\n- ${problems.join('\n- ')}`);

  const authService = authServiceOf(base);
  const result: LeadsAdminEnvOptions = {
    jwksUrl: authService.jwksUrl,
    issuer: issuerOverride || authService.issuer,
  };
  if (origins !== undefined) result.allowedOrigins = origins;
  if (requireAal2 !== undefined) result.requireAal2 = requireAal2;
  return result;
}
