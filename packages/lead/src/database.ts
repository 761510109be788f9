// The database of a deployed function that keeps visitor data ('lead', 'leads-admin'): required, never optional.
import { connectFromEnv, databaseUrlVariables, type Sql } from '@agency/db/edge';
import { LeadConfigError } from './errors.ts';

/** The function's database from its environment; a missing one stops the boot with a message saying so. */
export function requireDatabase(env: Record<string, string | undefined>, what: string): Sql {
  const sql = connectFromEnv(env);
  if (!sql)
    throw new LeadConfigError(
      `${what} needs its database: set ${databaseUrlVariables.join(' or ')} (Supabase sets SUPABASE_DB_URL itself)`,
    );
  return sql;
}
