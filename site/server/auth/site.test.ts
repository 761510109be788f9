// @vitest-environment node
// Which sign-in the local server offers and what its start-up lines say: hosted Supabase with SUPABASE_URL, off on a
// non-loopback address, its own on loopback (with the command for the first account), and off on a database whose
// auth tables are Supabase Auth's (every call answered 503, never a write into Supabase's tables).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLeadRepository, migrate, openDatabase, PostgresRateLimitStore } from '@agency/db';
import { describe, expect, it } from 'vitest';
import { startSiteStaffAuth, staffAuthMode } from './site.ts';

describe('staffAuthMode', () => {
  it('is hosted with SUPABASE_URL, off on another address than loopback, else the server’s own', () => {
    expect(staffAuthMode({ SUPABASE_URL: 'https://x.supabase.co' }, '0.0.0.0')).toEqual({ kind: 'hosted' });
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(staffAuthMode({}, host)).toEqual({ kind: 'local' });
    const off = staffAuthMode({}, '0.0.0.0');
    expect(off.kind).toBe('off');
    expect(off.kind === 'off' && off.reason).toMatch(
      /listens on 0\.0\.0\.0 over plain http.*HOST=127\.0\.0\.1 behind an https proxy/,
    );
  });
});

describe('the start-up lines', () => {
  async function started(
    prepare: (sql: Awaited<ReturnType<typeof openDatabase>>['sql']) => Promise<unknown>,
  ) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-site-auth-'));
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await prepare(database.sql);
    await migrate(database.sql, { shim: true });
    const auth = await startSiteStaffAuth({
      mode: { kind: 'local' },
      sql: database.sql,
      ready: async () => undefined,
      dataDir,
      databaseUrl: false,
      dataArgument: dataDir,
      limits: new PostgresRateLimitStore(database.sql),
      repository: createLeadRepository(database.sql),
      log: () => {},
    });
    return {
      auth,
      async stop() {
        await auth.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
      dataDir,
    };
  }

  it('say where staff sign in and, with no staff account yet, the command that makes one', async () => {
    const server = await started(async () => {});
    try {
      expect(await server.auth.startupLines('http://127.0.0.1:4173')).toEqual([
        "Staff sign-in: http://127.0.0.1:4173/auth (accounts in this server's database)",
        'No staff account yet. Make the first one (the server can keep running), then sign in and set up the authenticator app:',
        `  pnpm staff add you@your-agency.com --data ${JSON.stringify(server.dataDir)}`,
      ]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('say sign-in is off on a database whose auth tables are Supabase Auth’s, whose calls get 503', async () => {
    const server = await started((sql) =>
      sql.unsafe('create schema auth; create table auth.users (id uuid primary key, email varchar(255));'),
    );
    try {
      const [line] = await server.auth.startupLines('http://127.0.0.1:4173');
      expect(line).toMatch(/^Staff sign-in is off: This database’s auth tables belong to Supabase Auth/);
      const http = createServer(server.auth.routes[0]!.handler);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = http.address() as AddressInfo;
        const answer = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'owner@agency.test', password: 'any password at all' }),
        });
        expect(answer.status).toBe(503);
      } finally {
        http.close();
      }
    } finally {
      await server.stop();
    }
  }, 60_000);
});
