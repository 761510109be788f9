// The database of a deployed function that keeps visitor data ('lead', 'leads-admin'): required, never optional, and
// connected with a short connect time limit (`DATABASE_CONNECT_TIMEOUT_MS`, @agency/db).
import { connectFromEnv, databaseUrlVariables, type Sql } from '@agency/db/edge';
import { LeadConfigError } from './errors.ts';

/** The function's database from its environment; a missing one stops the boot with a message saying so. */
export function requireDatabase(env: Record<string, string | undefined>, what: string): Sql {
  let sql: Sql | undefined;
  try {
    sql = connectFromEnv(env);
  } catch (error) {
    // A bad DATABASE_CONNECT_TIMEOUT_MS: the message names it.
    throw new LeadConfigError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!sql)
    throw new LeadConfigError(
      `${what} needs its database: set ${databaseUrlVariables.join(' or ')} (Supabase sets SUPABASE_DB_URL itself)`,
    );
  return sql;
}
