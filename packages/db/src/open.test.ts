// @vitest-environment node
// The embedded database's folder has one user at a time: a second process is told so instead of hanging on it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, dataDirLockFile, openDatabase } from './open';

describe('openDatabase (PGlite) takes its data folder for itself', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-db-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a folder another live process holds, takes over one left by a process that is gone', async () => {
    // Another live process "holds" the folder.
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dataDir, dataDirLockFile), String(other.pid));
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another process \(pid \d+\)/);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }

    // That process is gone: its lock is stale, and the folder opens; closing gives it back.
    const database = await openDatabase({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, dataDirLockFile))).toBe(true);
      const [row] = await database.sql<{ one: number }[]>`select 1 as one`;
      expect(row?.one).toBe(1);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, dataDirLockFile))).toBe(false);
  }, 60_000);
});
