// @vitest-environment node
// The test harness's search for PostgreSQL server binaries, and what it says when there are none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries, missingPostgresMessage } from './postgres-server';

describe('findPostgresBinaries', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'agency-db-pgroot-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds nothing where nothing is installed', () => {
    expect(findPostgresBinaries(path.join(root, 'absent'), {})).toBeUndefined();
    expect(findPostgresBinaries(root, {})).toBeUndefined();
    expect(findPostgresBinaries(root, { PG_BIN_DIR: path.join(root, 'nowhere') })).toBeUndefined();
  });

  it('takes the newest version, by number', () => {
    for (const version of ['9', '15', '17']) {
      mkdirSync(path.join(root, version, 'bin'), { recursive: true });
      writeFileSync(path.join(root, version, 'bin', 'initdb'), '');
    }
    mkdirSync(path.join(root, '18', 'bin'), { recursive: true }); // no initdb: only the client
    expect(findPostgresBinaries(root, {})).toEqual({ binDir: path.join(root, '17', 'bin'), version: '17' });
  });

  it('says how to install the server, and how to skip it on purpose', () => {
    expect(missingPostgresMessage).toMatch(/apt-get install -y postgresql/);
    expect(missingPostgresMessage).toMatch(/AGENCY_DB_TESTS=pglite-only/);
  });
});
