// Applies the schema: the local Supabase shim (plain PostgreSQL, PGlite), then each supabase/migrations/*.sql once,
// in name order, recorded in public.agency_schema_migrations. Safe to run at every start and from several processes.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './connect';

/** A path beside this module, or '' where modules are not files (a bundle loaded over https: never migrates). */
function besideThisModule(relative: string): string {
  const url = new URL(relative, import.meta.url);
  return url.protocol === 'file:' ? fileURLToPath(url) : '';
}

/** supabase/migrations at the repository root: the same relative path from src/ and from dist/. */
export const defaultMigrationsDir = besideThisModule('../../../supabase/migrations/');
/** The local Supabase shim (roles anon / authenticated / service_role, auth.jwt(), auth.uid()). */
export const localSupabaseShimFile = besideThisModule('../sql/local-supabase-shim.sql');

export interface MigrateOptions {
  /** Apply the local Supabase shim first: needed on plain PostgreSQL and PGlite; a no-op on Supabase. */
  shim: boolean;
  /** Where the migrations are. Default: the repository's supabase/migrations. */
  migrationsDir?: string;
}

export interface MigrateResult {
  /** Migrations applied by this call, by file name. */
  applied: string[];
  /** Migrations found already applied (by an earlier call, or by the Supabase CLI). */
  skipped: string[];
}

/** Any number: one lock id, so two processes starting together apply each migration once. */
const migrationLockId = 7_318_018;

/**
 * Applies the shim (when `shim`) and every migration not yet recorded, each in its own transaction under an advisory
 * lock. A migration that changed after it was applied is an error: add a new migration instead. On a database the
 * Supabase CLI manages, versions in supabase_migrations.schema_migrations count as applied.
 */
export async function migrate(sql: Sql, options: MigrateOptions): Promise<MigrateResult> {
  const dir = options.migrationsDir ?? defaultMigrationsDir;
  if (!dir || (options.shim && !localSupabaseShimFile)) {
    throw new Error(
      'migrate: this module is not loaded from a file; pass migrationsDir, or migrate from Node.',
    );
  }
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const files = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(dir, name), 'utf8');
      return { name, text, checksum: createHash('sha256').update(text).digest('hex') };
    }),
  );

  if (options.shim) await sql.unsafe(await readFile(localSupabaseShimFile, 'utf8'));

  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${migrationLockId})`;
    await tx.unsafe(`
      create table if not exists public.agency_schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      );
      alter table public.agency_schema_migrations enable row level security;
    `);
    // No role but the owner (and the service role) reads the record of migrations.
    await tx.unsafe(`
      do $$ begin
        revoke all on table public.agency_schema_migrations from public;
        if exists (select 1 from pg_roles where rolname = 'anon') then
          revoke all on table public.agency_schema_migrations from anon;
        end if;
        if exists (select 1 from pg_roles where rolname = 'authenticated') then
          revoke all on table public.agency_schema_migrations from authenticated;
        end if;
      end $$;
    `);
  });

  const supabaseVersions = await supabaseCliVersions(sql);
  const result: MigrateResult = { applied: [], skipped: [] };
  for (const file of files) {
    const applied = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${migrationLockId})`;
      const [row] = await tx<{ checksum: string }[]>`
        select checksum from public.agency_schema_migrations where name = ${file.name}
      `;
      if (row) {
        if (row.checksum !== file.checksum) {
          throw new Error(
            `Migration ${file.name} changed after it was applied (checksum ${row.checksum.slice(0, 12)}… ` +
              `is now ${file.checksum.slice(0, 12)}…). Put the change in a new migration file.`,
          );
        }
        return false;
      }
      const appliedByCli = supabaseVersions.has(file.name.split('_')[0] ?? '');
      if (!appliedByCli) await tx.unsafe(file.text);
      await tx`
        insert into public.agency_schema_migrations (name, checksum) values (${file.name}, ${file.checksum})
      `;
      return !appliedByCli;
    });
    (applied ? result.applied : result.skipped).push(file.name);
  }
  return result;
}

/** Versions the Supabase CLI recorded as applied, when it manages this database. */
async function supabaseCliVersions(sql: Sql): Promise<Set<string>> {
  const [found] = await sql<{ table: string | null }[]>`
    select to_regclass('supabase_migrations.schema_migrations')::text as table
  `;
  if (!found?.table) return new Set();
  const rows = await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`;
  return new Set(rows.map((row) => row.version));
}
