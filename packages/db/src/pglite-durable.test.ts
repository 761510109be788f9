// @vitest-environment node
// The embedded database's writes are durable: PostgreSQL runs with fsync on, flushes its WAL with fsync(), and each
// fsync() reaches the disk (fs.fsyncSync on the real file), so a confirmed commit survives a power cut, not only a
// killed process. PGlite's own defaults (fsync off, an fsync that does nothing) are checked too, so a PGlite upgrade
// that changes them is noticed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createLeadRepository } from './leads';
import { migrate } from './migrate';
import { openDatabase } from './open';
import { durableStartParams } from './pglite-durable';
import { PostgresRateLimitStore } from './rate-limit';

const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `agency-db-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite as PGlite starts it', () => {
  it('runs with fsync off (why the embedded database needs more than its defaults)', async () => {
    expect(PGlite.defaultStartParams).toContain('-F');
    const db = await PGlite.create(folder('plain'));
    try {
      const { rows } = await db.query<{ fsync: string }>('show fsync');
      expect(rows[0]?.fsync).toBe('off');
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('openDatabase on PGlite: durable writes', () => {
  it('starts without -F and flushes the WAL with fsync()', () => {
    const params = durableStartParams(['--single', '-F', '-O', '-c', 'search_path=public']);
    expect(params).toEqual(['--single', '-O', '-c', 'search_path=public', '-c', 'wal_sync_method=fsync']);
  });

  it('has fsync on, and every confirmed lead is fsynced to the disk before it is confirmed', async () => {
    const dataDir = folder('durable');
    const database = await openDatabase({ dataDir });
    try {
      const settings = await database.sql<{ name: string; setting: string }[]>`
        select name, setting from pg_settings
        where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'full_page_writes') order by name`;
      expect(Object.fromEntries(settings.map((row) => [row.name, row.setting]))).toEqual({
        fsync: 'on',
        full_page_writes: 'on',
        synchronous_commit: 'on',
        wal_sync_method: 'fsync',
      });
      await migrate(database.sql, { shim: true });
      const leads = createLeadRepository(database.sql);
      const lead = {
        name: 'Durable Dora',
        phoneE164: '+12055550147',
        zip: null,
        state: null,
        bestTime: 'morning' as const,
        topic: null,
        page: '/',
        userAgent: null,
        ipHash: null,
        receivedAt: new Date(),
        consent: { given: true, text: 'consent text', version: '2026-11-22' },
      };
      for (let index = 0; index < 3; index += 1) {
        const before = database.diskSyncs!();
        await leads.insertLead(lead);
        // At least the WAL's fsync of the commit, done before insertLead resolved.
        expect(database.diskSyncs!() - before).toBeGreaterThanOrEqual(1);
      }

      // A rate-limit count is not worth a disk flush (a crash may forget it; nothing is corrupted).
      const limits = new PostgresRateLimitStore(database.sql);
      await limits.hit('durable:warm', 60_000, Date.now());
      const before = database.diskSyncs!();
      for (let index = 0; index < 5; index += 1) await limits.hit(`durable:${index}`, 60_000, Date.now());
      expect(database.diskSyncs!() - before).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
