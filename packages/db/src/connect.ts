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
  /**
   * Longest wait for a connection to be ready (TCP, then the server's first answer), in ms: a server that accepts and
   * never answers fails the queries waiting on it after this long. Default `defaultConnectTimeoutMs` (2,000).
   */
  connectTimeoutMs?: number;
}

/** The default longest wait for a connection, in ms (postgres.js's own is 30 s: a visitor would wait that long). */
export const defaultConnectTimeoutMs = 2000;

/**
 * Seconds before trying a failed connection again: postgres.js's own back-off (random, growing by 3× a try), but
 * capped at 2 s instead of 20, so a database that comes back is used again within seconds.
 */
export function reconnectBackoff(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 2);
}

/**
 * The driver's settings every client shares: quiet (PostgreSQL notices such as "schema auth already exists, skipping"
 * are not errors), named in the server's activity, with the short reconnect back-off.
 */
export const driverDefaults = {
  onnotice: () => {},
  connection: { application_name: 'agency-db' },
  backoff: reconnectBackoff,
} as const;

/** The postgres.js `connect_timeout` (seconds) of a wait in ms. */
export function connectTimeoutSeconds(connectTimeoutMs: number | undefined): number {
  return (connectTimeoutMs ?? defaultConnectTimeoutMs) / 1000;
}

/** A client for the PostgreSQL server at `url` (connections open on the first query). */
export function connectDatabase(url: string, options: ConnectOptions = {}): Sql {
  return postgres(url, {
    ...driverDefaults,
    max: options.max ?? 10,
    prepare: options.prepare ?? true,
    connect_timeout: connectTimeoutSeconds(options.connectTimeoutMs),
    ...(options.idleTimeout === undefined ? {} : { idle_timeout: options.idleTimeout }),
  });
}

/** The variable of the connect time limit, in ms (`connectTimeoutFromEnv`). */
export const connectTimeoutVariable = 'DATABASE_CONNECT_TIMEOUT_MS';

/**
 * `DATABASE_CONNECT_TIMEOUT_MS` from the environment: a whole number of ms from 100 to 60,000, or undefined when unset.
 * Throws a RangeError naming the variable for any other value.
 */
export function connectTimeoutFromEnv(env: Record<string, string | undefined>): number | undefined {
  const text = env[connectTimeoutVariable]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 100 || value > 60_000)
    throw new RangeError(
      `${connectTimeoutVariable}: "${text}" must be a whole number of milliseconds from 100 to 60000 (default ${defaultConnectTimeoutMs})`,
    );
  return value;
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

/**
 * A function's database from its environment (`databaseUrlFromEnv`, with `DATABASE_CONNECT_TIMEOUT_MS`), or undefined
 * when none is configured. A bad time limit throws, naming the variable.
 */
export function connectFromEnv(env: Record<string, string | undefined>): Sql | undefined {
  const url = databaseUrlFromEnv(env);
  if (url === undefined) return undefined;
  const connectTimeoutMs = connectTimeoutFromEnv(env);
  return connectDatabase(url, {
    ...functionConnectOptions,
    ...(connectTimeoutMs === undefined ? {} : { connectTimeoutMs }),
  });
}
