// The entry of the 'leads-admin' Supabase Edge Function bundle: only what supabase/functions/leads-admin/index.ts
// needs, with no Node built-ins.
import { createLeadRepository } from '@agency/db/edge';
import { requireDatabase } from '../database.ts';
import { leadsAdminOptionsFromEnv } from './env.ts';
import { createLeadsAdminHandler } from './handler.ts';

export { createLeadsAdminHandler } from './handler.ts';
export { leadsAdminOptionsFromEnv } from './env.ts';

/**
 * The deployed 'leads-admin' function: staff tokens verified against `${SUPABASE_URL}/auth/v1/.well-known/jwks.json`
 * (cached 10 minutes), the staff role required, the leads read and changed in PostgreSQL (`DATABASE_URL`, else
 * Supabase's `SUPABASE_DB_URL`). A bad or missing setting throws at boot, naming it.
 */
export function createLeadsAdminFunction(
  env: Record<string, string | undefined>,
): (request: Request) => Promise<Response> {
  const options = leadsAdminOptionsFromEnv(env);
  const sql = requireDatabase(env, "The 'leads-admin' function");
  return createLeadsAdminHandler({ ...options, repository: createLeadRepository(sql) });
}
