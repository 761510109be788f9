// The options of the staff function 'leads-admin' (`createLeadsAdminHandler`) and their check: the repository it
// needs, and how the staff user's token is verified (a function given, or the auth service's key set).
import type { AllowedOrigins } from '@agency/chat';
import { LeadConfigError } from '../errors.ts';
import { createJwksVerifier, type VerifyStaffToken } from './auth.ts';
import type { LeadsAdminLogger } from './log.ts';
import type { LeadsAdminRepository } from './repository.ts';

export interface LeadsAdminHandlerOptions {
  /** The leads (@agency/db's `createLeadRepository(sql)`, connected with a privileged role). */
  repository: LeadsAdminRepository;
  /** Verifies the bearer token. Give this, or `jwksUrl`. */
  verifyToken?: VerifyStaffToken;
  /** The auth service's key set (Supabase: `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`), fetched with jose. */
  jwksUrl?: string | URL;
  /** The `iss` tokens must carry (Supabase: `${SUPABASE_URL}/auth/v1`). Only with `jwksUrl`. */
  issuer?: string;
  /** The `aud` tokens must carry. Default 'authenticated'; null leaves it unchecked. Only with `jwksUrl`. */
  audience?: string | null;
  /** How long the key set is cached, in ms. Default 600,000 (10 minutes). Only with `jwksUrl`. */
  jwksCacheMaxAgeMs?: number;
  /**
   * Require a session that passed its second factor (`aal: 'aal2'`), as the spec asks of staff sessions. Default
   * true; `false` (development only: `leadsAdminOptionsFromEnv` refuses it in production) admits aal1 sessions and
   * logs a warning when the handler is created.
   */
  requireAal2?: boolean;
  /** Origins allowed to call from a browser, or '*'. Default: none besides the function's own origin. */
  allowedOrigins?: AllowedOrigins;
  /** Receives one line per request. Default: JSON lines on the console. */
  logger?: LeadsAdminLogger;
  /** Clock in ms (the export's file name; token expiry with `jwksUrl`). Default: Date.now. */
  now?: () => number;
  /** Longest wait for the database before answering 503, in ms. Default 10,000. */
  repositoryTimeoutMs?: number;
  /** Largest PATCH body, in bytes. Default 16,384. */
  bodyMaxBytes?: number;
}

/**
 * Checks the options: the repository's methods, and a token verifier (the one given, or one over `jwksUrl`). Throws a
 * `LeadConfigError` naming each unusable option.
 */
export function leadsAdminSettings(options: LeadsAdminHandlerOptions): { verifyToken: VerifyStaffToken } {
  const problems: string[] = [];
  const repository = options.repository;
  for (const method of ['listLeads', 'getLead', 'updateLead', 'deleteLead', 'leadsCsv'] as const)
    if (!repository || typeof repository[method] !== 'function')
      problems.push(`repository: must have ${method}() (createLeadRepository(sql) from @agency/db)`);
  let verify: VerifyStaffToken | undefined = options.verifyToken;
  if (verify !== undefined && typeof verify !== 'function') problems.push('verifyToken: must be a function');
  if (verify === undefined) {
    if (options.jwksUrl === undefined || options.jwksUrl === '')
      problems.push('jwksUrl or verifyToken: one is required to verify the staff user’s token');
    else {
      try {
        const url = new URL(options.jwksUrl);
        if (!/^https?:$/.test(url.protocol)) throw new TypeError('not http(s)');
        verify = createJwksVerifier({
          jwksUrl: url,
          ...(options.issuer !== undefined ? { issuer: options.issuer } : {}),
          ...(options.audience !== undefined ? { audience: options.audience } : {}),
          ...(options.jwksCacheMaxAgeMs !== undefined ? { cacheMaxAgeMs: options.jwksCacheMaxAgeMs } : {}),
          ...(options.now ? { now: options.now } : {}),
        });
      } catch {
        problems.push(`jwksUrl: "${String(options.jwksUrl)}" must be an http(s) URL`);
      }
    }
  }
  const cacheAge = options.jwksCacheMaxAgeMs;
  if (cacheAge !== undefined && (!Number.isFinite(cacheAge) || cacheAge < 0))
    problems.push('jwksCacheMaxAgeMs: must be a number of ms, 0 or more');
  if (problems.length > 0 || !verify)
    throw new LeadConfigError(`Invalid leads-admin configuration:\n- ${problems.join('\n- ')}`);
  return { verifyToken: verify };
}
