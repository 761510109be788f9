// The staff function's options from environment variables (Deno.env.toObject() on Supabase, process.env in Node).
import { parseAllowedOrigins } from '@agency/chat';
import { authServiceOf } from '@agency/content/contracts';
import { runsInProduction } from '../env.ts';
import { LeadConfigError } from '../errors.ts';
import type { LeadsAdminHandlerOptions } from './options.ts';

/** The variables read by `leadsAdminOptionsFromEnv`. */
export const leadsAdminEnvVariables = [
  'SUPABASE_URL',
  'LEADS_ADMIN_ALLOWED_ORIGINS',
  'LEADS_ADMIN_REQUIRE_AAL2',
  'LEADS_ADMIN_JWT_ISSUER',
] as const;

/** A host on this machine: localhost, 127.0.0.0/8 or ::1. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Everything but the repository, which the caller brings (`createLeadRepository(sql)` from @agency/db). */
export type LeadsAdminEnvOptions = Omit<LeadsAdminHandlerOptions, 'repository'> & {
  jwksUrl: string;
  issuer: string;
};

/**
 * Builds handler options (all but `repository`) from the environment:
 * - `SUPABASE_URL` (required; set by Supabase in every Edge Function): the key set is
 *   `${SUPABASE_URL}/auth/v1/.well-known/jwks.json` (cached 10 minutes), tokens must be issued by
 *   `${SUPABASE_URL}/auth/v1`. It must be https, but on the machine itself (localhost, 127.0.0.0/8, ::1): the key
 *   set that decides who reads the leads is never fetched in the clear.
 * - `LEADS_ADMIN_ALLOWED_ORIGINS`: comma-separated origins allowed to call from a browser, or `*` (default: same origin).
 * - `LEADS_ADMIN_REQUIRE_AAL2`: only sessions that passed a second factor (aal2) read leads, by default. `false` turns
 *   that off for development only: refused in production (`NODE_ENV=production`, or on Supabase).
 * - `LEADS_ADMIN_JWT_ISSUER`: another expected `iss` (a local auth service whose tokens name another issuer).
 * Throws a `LeadConfigError` naming each bad variable.
 */
export function leadsAdminOptionsFromEnv(
  env: Record<string, string | undefined>,
  options: { production?: boolean } = {},
): LeadsAdminEnvOptions {
  const problems: string[] = [];
  const production = runsInProduction(env, options.production);

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
      problems.push(`SUPABASE_URL: "${raw}" must be an https URL such as https://<project>.supabase.co`);
    else if (url.protocol === 'http:' && !isLoopback(url.hostname))
      problems.push(
        `SUPABASE_URL: "${raw}" must be https (plain http only on this machine: localhost or 127.0.0.1); the ` +
          'staff tokens’ key set is fetched from it',
      );
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
  else if (aal === 'false' || aal === '0') {
    if (production)
      problems.push(
        'LEADS_ADMIN_REQUIRE_AAL2=false is for development only: in production every staff session reading leads ' +
          'must have passed its second factor (remove the variable)',
      );
    else requireAal2 = false;
  } else if (aal !== '')
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
