// Runs a test suite on each database engine: the embedded PGlite (temporary data folder) and a real PostgreSQL server
// started by src/test/postgres-server.ts. AGENCY_DB_TESTS=pglite-only leaves the real server out on purpose.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { migrate, type MigrateResult } from '../migrate';
import { openDatabase, type Database, type Sql } from '../open';
import { findPostgresBinaries, missingPostgresMessage, startPostgresServer } from './postgres-server';

export interface EngineContext {
  engine: 'pglite' | 'postgres';
  /** The privileged connection (table owner), migrated. */
  sql: Sql;
  /** What the first migrate() of this database did. */
  firstMigration: MigrateResult;
  /** Another client on the same database (PGlite serves one connection: there it is the same client). */
  anotherClient(): Promise<{ sql: Sql; close(): Promise<void> }>;
  /** Closes the database, runs `between` (if any), and opens it again (PGlite: the same data folder). */
  reopen(between?: () => Promise<void>): Promise<void>;
  /** PGlite's data folder; undefined on the real server. */
  dataDir: string | undefined;
  /** The real server's URL (superuser, trust auth); undefined on PGlite. */
  url: string | undefined;
}

interface EngineSpec {
  label: string;
  start(): Promise<{ open(): Promise<Database>; cleanup(): Promise<void>; url?: string }>;
}

function engineSpecs(): Array<EngineSpec | { label: string; missing: string }> {
  const specs: Array<EngineSpec | { label: string; missing: string }> = [
    {
      label: 'PGlite',
      async start() {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-db-pglite-'));
        return {
          open: () => openDatabase({ dataDir }),
          cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    },
  ];
  if (process.env.AGENCY_DB_TESTS === 'pglite-only') return specs;
  const binaries = findPostgresBinaries();
  if (!binaries)
    return [...specs, { label: 'PostgreSQL (server not installed)', missing: missingPostgresMessage }];
  specs.push({
    label: `PostgreSQL ${binaries.version}`,
    async start() {
      const server = await startPostgresServer(binaries);
      return { open: () => openDatabase({ url: server.url }), cleanup: () => server.stop(), url: server.url };
    },
  });
  return specs;
}

/** Defines `suite` once per engine, under "on PGlite" / "on PostgreSQL <version>". */
export function describeOnEachEngine(suite: (context: EngineContext) => void): void {
  for (const spec of engineSpecs()) {
    if ('missing' in spec) {
      describe(`on ${spec.label}`, () => {
        it('has a PostgreSQL server to run on', () => {
          throw new Error(spec.missing);
        });
      });
      continue;
    }
    describe(`on ${spec.label}`, () => {
      const context = {} as EngineContext;
      let engine: Awaited<ReturnType<EngineSpec['start']>> | undefined;
      let database: Database | undefined;
      const extraClients = new Set<Database>();

      beforeAll(async () => {
        engine = await spec.start();
        database = await engine.open();
        const firstMigration = await migrate(database.sql, { shim: true });
        const [row] = await database.sql<
          { version: string }[]
        >`select current_setting('server_version') as version`;
        console.info(`@agency/db tests: ${spec.label} (server_version ${row?.version ?? '?'})`);
        Object.assign(context, {
          engine: database.engine,
          url: engine.url,
          dataDir: database.dataDir,
          sql: database.sql,
          firstMigration,
          async anotherClient() {
            if (!database || !engine) throw new Error('engine not started');
            if (database.engine === 'pglite') return { sql: database.sql, close: async () => {} };
            const other = await engine.open();
            extraClients.add(other);
            return {
              sql: other.sql,
              close: async () => {
                extraClients.delete(other);
                await other.close();
              },
            };
          },
          async reopen(between?: () => Promise<void>) {
            if (!database || !engine) throw new Error('engine not started');
            await database.close();
            await between?.();
            database = await engine.open();
            context.sql = database.sql;
          },
        } satisfies EngineContext);
      }, 60_000);

      afterAll(async () => {
        for (const client of extraClients) await client.close();
        await database?.close();
        await engine?.cleanup();
      }, 30_000);

      suite(context);
    });
  }
}

/** Runs `body` in a transaction as `role` with these JWT claims, the way Supabase's API runs a request. */
export async function asRole<T>(
  sql: Sql,
  role: 'anon' | 'authenticated',
  claims: Record<string, unknown> | null,
  body: (tx: Sql) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    if (claims) await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
    await tx.unsafe(`set local role ${role}`);
    return body(tx as unknown as Sql);
  }) as Promise<T>;
}
