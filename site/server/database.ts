// The local server's database: the embedded PGlite in a data folder, or the PostgreSQL of DATABASE_URL, with the
// schema of supabase/migrations. What the functions get from it: the lead store and the shared rate-limit store.
// Nothing here holds the site's pages: the server listens before the database is opened (cli.ts).
import {
  createLeadRepository,
  migrate,
  openDatabase,
  PostgresRateLimitStore,
  type Database,
  type LeadRepository,
  type LeadStore,
  type MigrateResult,
  type RateLimitStore,
  type Sql,
} from '@agency/db';

export interface SiteDatabase {
  /** Where the leads go: a row is committed before the visitor hears "received". */
  leadStore: LeadStore;
  /** The rate limits of 'chat' and 'lead', shared by every process on this database. */
  rateLimitStore: RateLimitStore;
  /** The leads as staff read them. */
  leads: LeadRepository;
  /** The connection itself (the local staff sign-in's store, site/server/auth, is made on it). */
  sql: Sql;
  /** Resolves once the schema is applied (retried after a failure); rejects while the database is away. */
  ready(): Promise<unknown>;
  close(): Promise<void>;
}

export interface SiteDatabaseOptions {
  /** A PostgreSQL server (DATABASE_URL); without it, the embedded PGlite in `dataDir`. */
  url?: string | undefined;
  dataDir: string;
  /** Longest wait for a connection to a server by URL, in ms (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number | undefined;
}

/** Redacts the password of a connection URL for the log. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the DATABASE_URL given';
  }
}

/** Where the leads are kept, for the start-up line, e.g. "leads in PGlite at /repo/.data/pglite". */
export function describeDatabase(options: SiteDatabaseOptions): string {
  return options.url
    ? `leads in PostgreSQL at ${safeUrl(options.url)}`
    : `leads in the embedded PostgreSQL (PGlite) at ${options.dataDir}`;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens the database and applies the schema.
 * - The embedded PGlite is part of this process: it is opened and its schema applied before this resolves (a few
 *   seconds, once). A data folder that cannot be opened (another server holds it) stops the server, saying so.
 * - A server by URL is not waited for: this resolves at once, and the schema is applied in the background, then again
 *   by the first call that needs it while the server was away. Every call is bounded by the connect time limit and
 *   the functions' own; a server that is away never stops the site (callback requests get 503 with the phone number).
 * Logs "Database ready: …" once the schema is in place.
 */
export async function openSiteDatabase(options: SiteDatabaseOptions): Promise<SiteDatabase> {
  let database: Database;
  try {
    database = await openDatabase(
      options.url
        ? {
            url: options.url,
            ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
          }
        : { dataDir: options.dataDir },
    );
  } catch (error) {
    console.error(
      `Could not open the embedded database in ${options.dataDir}: ${message(error)}\n` +
        'Give this server another folder (--data, or LOCAL_DATA_DIR), or a PostgreSQL server (DATABASE_URL).',
    );
    process.exit(1);
  }
  const { sql } = database;

  let schema: Promise<MigrateResult> | undefined;
  let announced = false;
  /** The schema, applied once; retried by the next caller after a failure. */
  const ready = () =>
    (schema ??= migrate(sql, { shim: true }).then(
      (result) => {
        if (!announced) {
          announced = true;
          const applied = result.applied.length > 0 ? `, applied ${result.applied.join(', ')}` : '';
          console.log(`Database ready: ${describeDatabase(options)}${applied}`);
        }
        return result;
      },
      (error: unknown) => {
        schema = undefined;
        throw error;
      },
    ));
  const starting = ready();
  if (options.url) {
    starting.catch((error: unknown) =>
      console.error(
        `The database at ${safeUrl(options.url ?? '')} is not answering (${message(error)}). The site is served; ` +
          'callback requests are answered 503 with the phone number until it is back.',
      ),
    );
  } else {
    try {
      await starting;
    } catch (error) {
      console.error(`Could not apply the schema to the embedded database: ${message(error)}`);
      process.exit(1);
    }
  }

  const leads = createLeadRepository(sql);
  const limits = new PostgresRateLimitStore(sql);
  return {
    leads,
    sql,
    ready,
    leadStore: {
      async insertLead(lead) {
        await ready();
        return leads.insertLead(lead);
      },
    },
    rateLimitStore: {
      async hit(key, windowMs, now) {
        await ready();
        return limits.hit(key, windowMs, now);
      },
    },
    close: () => database.close(),
  };
}
