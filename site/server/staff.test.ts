// @vitest-environment node
// The `staff` command as it is run (node server/staff.ts, not in a terminal): on the embedded database while no
// server runs, through the data folder's socket while one holds it (or a clear message when none answers there), and
// on DATABASE_URL (a throwaway PostgreSQL server). A one-time password is printed once; only its hash is stored.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuthStore, migrate, openDatabase } from '@agency/db';
import { findPostgresBinaries, startPostgresServer } from '@agency/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaffControl } from './auth/control.ts';
import { checkPassword } from './auth/passwords.ts';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'staff.ts');

function staff(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, DATABASE_URL: '', LOCAL_DATA_DIR: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const oneTimeOf = (stdout: string) => /One-time password[^:]*: (\S+)/.exec(stdout)?.[1];

describe('pnpm staff', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'agency-staff-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds, lists, resets and removes accounts on the embedded database while no server runs', async () => {
    const data = ['--data', path.join(dataDir, 'pglite')];
    const added = await staff(['add', 'Owner@Agency.test', ...data]);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Made the staff account owner@agency.test.');
    const password = oneTimeOf(added.stdout)!;
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(added.stderr).not.toContain(password);

    expect((await staff(['add', 'owner@agency.test', ...data])).stderr).toContain('has an account already');
    const listed = await staff(['list', ...data]);
    expect(listed.stdout).toMatch(
      /owner@agency\.test {2}role: staff {2}authenticator app: not set up {2}one-time password not yet changed/,
    );

    const reset = await staff(['reset-password', 'owner@agency.test', ...data]);
    const second = oneTimeOf(reset.stdout)!;
    expect(second).not.toBe(password);
    expect((await staff(['reset-factor', 'owner@agency.test', ...data])).stdout).toContain(
      'had no authenticator app',
    );

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const user = await createAuthStore(database.sql).userByEmail('owner@agency.test');
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await checkPassword(user!.passwordHash, second)).toBe(true);
    } finally {
      await database.close();
    }
    expect((await staff(['remove', 'owner@agency.test', ...data])).stdout).toContain(
      'Removed owner@agency.test',
    );
    expect((await staff(['remove', 'owner@agency.test', ...data])).stderr).toContain('There is no account');
  }, 120_000);

  it('asks the server holding the folder, or says what to do when it cannot', async () => {
    const folder = path.join(dataDir, 'held');
    const database = await openDatabase({ dataDir: folder });
    await migrate(database.sql, { shim: true });
    const store = createAuthStore(database.sql);
    try {
      const asked = await staff(['add', 'clerk@agency.test', '--data', folder]);
      expect(asked.stderr).toContain(`The server holds the database folder ${folder}`);
      expect(asked.stderr).toContain('Stop the server (Ctrl-C in its terminal), run this command again');

      const control = await serveStaffControl(folder, async () => store);
      try {
        const added = await staff(['add', 'clerk@agency.test', '--data', folder]);
        expect(added.code).toBe(0);
        const user = await store.userByEmail('clerk@agency.test');
        expect(await checkPassword(user!.passwordHash, oneTimeOf(added.stdout)!)).toBe(true);
        expect((await staff(['list', '--data', folder])).stdout).toContain('clerk@agency.test');
      } finally {
        await new Promise((resolve) => control!.close(resolve));
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  it.runIf(findPostgresBinaries())(
    'works on DATABASE_URL',
    async () => {
      const server = await startPostgresServer();
      try {
        const added = await staff(['add', 'remote@agency.test'], { DATABASE_URL: server.url });
        expect(added.code).toBe(0);
        expect((await staff(['list'], { DATABASE_URL: server.url })).stdout).toContain(
          'remote@agency.test  role: staff',
        );
      } finally {
        await server.stop();
      }
    },
    120_000,
  );

  it('says how to use it when the command or address is wrong', async () => {
    expect(await staff([])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: pnpm staff <command>'),
    });
    expect(await staff(['add', 'not-an-address'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('"not-an-address" is not an email address'),
    });
    expect((await staff(['promote', 'a@b.test'])).stderr).toContain('Unknown command "promote"');
  });
});
