// For the local sign-in's tests: the sign-in and 'leads-admin' of the local server (startSiteStaffAuth) on real HTTP,
// on a migrated PostgreSQL (a fresh PGlite folder, or a throwaway server of @agency/db/testing as DATABASE_URL),
// with accounts made as the `staff` command makes them.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toNodeListener } from '@agency/chat';
import { leadCall } from '@agency/content/contracts';
import {
  createAuthStore,
  createLeadRepository,
  migrate,
  openDatabase,
  PostgresRateLimitStore,
  type Database,
} from '@agency/db';
import { findPostgresBinaries, startPostgresServer } from '@agency/db/testing';
import type { AuthRules } from './context.ts';
import { hashPassword } from './passwords.ts';
import { startSiteStaffAuth, type SiteStaffAuth } from './site.ts';
import { runStaffCommand } from './staff-commands.ts';

export type Engine = 'pglite' | 'postgres';

/** The engines to run on: PGlite always, the real server where Debian's PostgreSQL is installed. */
export const engines: Engine[] = findPostgresBinaries() ? ['pglite', 'postgres'] : ['pglite'];

export interface TestAuthServer {
  url: string;
  database: Database;
  dataDir: string;
  auth: SiteStaffAuth;
  /** The log lines of the sign-in and the inbox, as they would be written. */
  logs: Array<Record<string, unknown>>;
  /** Makes an account as `pnpm staff add` does (the role 'staff'), or one without the role. */
  addAccount(
    email: string,
    password: string,
    options?: { oneTime?: boolean; staff?: boolean },
  ): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestAuthServer(
  engine: Engine,
  rules: Partial<AuthRules> = {},
): Promise<TestAuthServer> {
  const logs: Array<Record<string, unknown>> = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-auth-test-'));
  const pg = engine === 'postgres' ? await startPostgresServer() : undefined;
  const database = await openDatabase(pg ? { url: pg.url } : { dataDir: path.join(dataDir, 'pglite') });
  await migrate(database.sql, { shim: true });
  const limits = new PostgresRateLimitStore(database.sql);
  const auth = await startSiteStaffAuth({
    mode: { kind: 'local' },
    sql: database.sql,
    ready: async () => undefined,
    dataDir,
    databaseUrl: Boolean(pg),
    limits,
    repository: createLeadRepository(database.sql),
    rules: { failureDelayMs: 5, refusedDelayMs: 5, ...rules },
    log: (entry) => void logs.push(entry as unknown as Record<string, unknown>),
  });
  const authRoute = auth.routes[0]!;
  const inbox = toNodeListener(auth.leadsAdmin!);
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname.startsWith(`${authRoute.prefix}/`)) return authRoute.handler(req, res);
    if (pathname.startsWith(leadCall.adminPath)) return inbox(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const store = createAuthStore(database.sql);
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    dataDir,
    auth,
    logs,
    async addAccount(email, password, options = {}) {
      const passwordHash = await hashPassword(password);
      if (options.staff === false) {
        await store.createUser({ email, passwordHash, appMetadata: {} });
        return;
      }
      const result = await runStaffCommand(store, {
        name: 'add',
        email,
        passwordHash,
        oneTime: options.oneTime ?? false,
      });
      if (!result.ok) throw new Error(result.message);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await auth.close();
      await database.close();
      await pg?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
