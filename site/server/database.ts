// The local server's database: the embedded PGlite in a data folder, or the PostgreSQL of DATABASE_URL, with the
// schema of supabase/migrations. What the functions get from it: the lead store and the shared rate-limit store.
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
  /** For the start-up line, e.g. "leads in PGlite at /repo/.data/pglite". */
  description: string;
  close(): Promise<void>;
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

/**
 * Opens the database and applies the schema. A database that is away at start (a server by URL, stopped) does not
 * stop the site: the functions answer 503 for what needs it (the visitor gets the phone number), and the schema is
 * applied by the first request after it is back. An embedded data folder that cannot be opened (another server
 * holds it) stops the start with a message saying so.
 */
export async function openSiteDatabase(options: { url?: string; dataDir: string }): Promise<SiteDatabase> {
  let database: Database;
  try {
    database = await openDatabase(options.url ? { url: options.url } : { dataDir: options.dataDir });
  } catch (error) {
    console.error(
      `Could not open the embedded database in ${options.dataDir}: ${error instanceof Error ? error.message : error}\n` +
        'Give this server another folder (--data, or LOCAL_DATA_DIR), or a PostgreSQL server (DATABASE_URL).',
    );
    process.exit(1);
  }
  const { sql } = database;

  let schema: Promise<MigrateResult> | undefined;
  /** The schema, applied once; retried by the next caller after a failure. */
  const ready = () =>
    (schema ??= migrate(sql, { shim: true }).catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
  try {
    const { applied } = await ready();
    if (applied.length > 0) console.log(`Database: applied ${applied.join(', ')}`);
  } catch (error) {
    console.error(
      `The database at ${safeUrl(options.url ?? '')} is not answering (${error instanceof Error ? error.message : error}). ` +
        'The site is served; callback requests are answered 503 with the phone number until it is back.',
    );
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
    description:
      database.engine === 'pglite'
        ? `leads in the embedded PostgreSQL (PGlite) at ${database.dataDir}`
        : `leads in PostgreSQL at ${safeUrl(options.url ?? '')}`,
    close: () => database.close(),
  };
}
