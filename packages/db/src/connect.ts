// Connects to a PostgreSQL server by URL with postgres.js: the one driver of the local server, the tests and the
// Supabase Edge Functions (no Node built-ins here, so the functions' bundles can carry it).
import postgres from 'postgres';

/** A postgres.js client (tagged-template queries, `begin` for transactions, `end` to disconnect). */
export type Sql = postgres.Sql;

export interface ConnectOptions {
  /** Most connections this client opens. Default 10. */
  max?: number;
  /** Prepared statements; turn off behind a transaction-mode pooler (Supabase's port 6543). Default true. */
  prepare?: boolean;
  /** Seconds an unused connection stays open. Default: until `end`. */
  idleTimeout?: number;
}

/** Quiet driver: PostgreSQL notices ("schema auth already exists, skipping") are not errors. */
export const driverDefaults = { onnotice: () => {}, connection: { application_name: 'agency-db' } } as const;

/** A client for the PostgreSQL server at `url` (connections open on the first query). */
export function connectDatabase(url: string, options: ConnectOptions = {}): Sql {
  return postgres(url, {
    ...driverDefaults,
    max: options.max ?? 10,
    prepare: options.prepare ?? true,
    ...(options.idleTimeout === undefined ? {} : { idle_timeout: options.idleTimeout }),
  });
}

/** The variables `databaseUrlFromEnv` reads, in order. */
export const databaseUrlVariables = ['DATABASE_URL', 'SUPABASE_DB_URL'] as const;

/**
 * The database of a function's environment: `DATABASE_URL`, else `SUPABASE_DB_URL` (set by Supabase in every Edge
 * Function), else undefined (no database configured).
 */
export function databaseUrlFromEnv(env: Record<string, string | undefined>): string | undefined {
  for (const name of databaseUrlVariables) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/**
 * The connection a serverless function instance (a Supabase Edge Function) keeps: a few connections, closed when
 * idle, and no prepared statements, so it works through Supabase's transaction pooler as well as directly.
 */
export const functionConnectOptions: ConnectOptions = { max: 3, prepare: false, idleTimeout: 20 };

/** A function's database from its environment (`databaseUrlFromEnv`), or undefined when none is configured. */
export function connectFromEnv(env: Record<string, string | undefined>): Sql | undefined {
  const url = databaseUrlFromEnv(env);
  return url === undefined ? undefined : connectDatabase(url, functionConnectOptions);
}
