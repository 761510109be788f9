// @vitest-environment node
// The local sign-in's migration on a database whose auth schema is Supabase Auth's (hosted Supabase, the CLI's local
// stack): it must change nothing there (no table, column, index, policy, grant or comment), and the store must see
// that the tables are not the local server's. Run on a fresh PGlite folder and a fresh database of the real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth-store';
import { migrate } from './migrate';
import { openDatabase, type Sql } from './open';
import { describeOnEachEngine } from './test/engines';

/** Everything of the auth schema the migration could touch. */
async function authSchemaSnapshot(sql: Sql) {
  return {
    tables: await sql`
      select c.relname, c.relrowsecurity, obj_description(c.oid, 'pg_class') as comment
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'auth' and c.relkind in ('r', 'p', 'S', 'i') order by c.relname`,
    columns: await sql`
      select table_name, column_name, data_type, column_default, is_nullable
      from information_schema.columns where table_schema = 'auth' order by table_name, ordinal_position`,
    grants: await sql`
      select table_name, grantee, privilege_type from information_schema.role_table_grants
      where table_schema = 'auth' order by 1, 2, 3`,
    policies:
      await sql`select tablename, policyname from pg_policies where schemaname = 'auth' order by 1, 2`,
  };
}

describeOnEachEngine((db) => {
  describe('the local sign-in migration on Supabase', () => {
    it('changes nothing where auth.users is Supabase Auth’s', async () => {
      let sql: Sql;
      let close: () => Promise<void>;
      if (db.url) {
        const name = `supabase_like_${Date.now()}`;
        await db.sql.unsafe(`create database ${name}`);
        const url = new URL(db.url);
        url.pathname = `/${name}`;
        const fresh = await openDatabase({ url: url.toString(), max: 1 });
        sql = fresh.sql;
        close = async () => {
          await fresh.close();
          await db.sql.unsafe(`drop database ${name}`);
        };
      } else {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-db-supabase-like-'));
        const fresh = await openDatabase({ dataDir });
        sql = fresh.sql;
        close = async () => {
          await fresh.close();
          rmSync(dataDir, { recursive: true, force: true });
        };
      }
      try {
        // Supabase Auth's tables, in brief: its own columns, grants and no comment of ours.
        await sql.unsafe(`
          create schema auth;
          create table auth.users (
            instance_id uuid, id uuid primary key, aud varchar(255), email varchar(255),
            encrypted_password varchar(255), raw_app_meta_data jsonb, is_sso_user boolean not null default false
          );
          create table auth.sessions (id uuid primary key, user_id uuid not null, aal text);
          create table auth.schema_migrations (version varchar(255) primary key);
        `);
        const before = await authSchemaSnapshot(sql);
        const { applied } = await migrate(sql, { shim: true });
        expect(applied).toContain('20261128120000_local_staff_auth.sql');
        expect(await authSchemaSnapshot(sql)).toEqual(before);
        expect(await createAuthStore(sql).isLocalAuthSchema()).toBe(false);
      } finally {
        await close();
      }
    }, 60_000);
  });
});
