// Staff accounts for the end-to-end tests, made as the agency makes them: the `staff` command (it asks the running
// server through its data folder's socket, or works on DATABASE_URL), then the local server's real sign-in, by
// keyboard in the page or with supabase-js from the test; codes are computed from the enrolled secret with otplib.
// An account without the staff role cannot be made by the command: it is written into the database before the server
// that uses it starts (a visitor's account of a project, as Supabase would hold it).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getStaffSignInCopy } from '@agency/content';
import { createAuthStore, migrate, openDatabase } from '@agency/db';
import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { generate } from 'otplib';
import { hashPassword } from '../server/auth/passwords.ts';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = getStaffSignInCopy();

/** Where an account lives: the embedded folder (`data`), or DATABASE_URL. */
export type AccountStore = { data: string } | { databaseUrl: string };

export interface StaffAccount {
  email: string;
  password: string;
  /** The authenticator app's secret, once set up. */
  secret?: string;
  /** The last TOTP time step used (a code is accepted once). */
  lastStep: number;
}

/** Runs a shell command line (the one the server printed) in the repository's root. */
export function shell(command: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'bash',
      ['-c', command],
      { cwd: path.join(siteDir, '..'), env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The one-time password a `staff add` printed. */
export function oneTimePasswordOf(stdout: string): string {
  const found = /One-time password[^:]*: (\S+)/.exec(stdout)?.[1];
  if (!found) throw new Error(`no one-time password in:\n${stdout}`);
  return found;
}

/** `pnpm staff add <email>` on `store`: the account with its one-time password. */
export async function addStaffAccount(email: string, store: AccountStore): Promise<StaffAccount> {
  const where = 'data' in store ? ` --data ${JSON.stringify(store.data)}` : '';
  const ran = await shell(
    `pnpm -s staff add ${email}${where}`,
    'databaseUrl' in store ? { DATABASE_URL: store.databaseUrl } : {},
  );
  expect(ran.code, ran.stderr).toBe(0);
  return { email, password: oneTimePasswordOf(ran.stdout), lastStep: 0 };
}

/** An account without the staff role, written before the server of `data` starts. */
export async function addMemberAccount(email: string, password: string, data: string): Promise<void> {
  const database = await openDatabase({ dataDir: data });
  try {
    await migrate(database.sql, { shim: true });
    await createAuthStore(database.sql).createUser({
      email,
      passwordHash: await hashPassword(password),
      appMetadata: {},
    });
  } finally {
    await database.close();
  }
}

/** A code of the account's app not used before: the current step, or the next one (accepted too) when it was used. */
export async function nextCode(account: StaffAccount): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, account.lastStep + 1);
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 50));
  account.lastStep = step;
  return generate({ secret: account.secret!, epoch: step * 30 });
}

/**
 * A staff account ready to sign in with its own password and app, made through the real service from the test
 * (supabase-js): `staff add`, the one-time password replaced, the app set up with its first code.
 */
export async function readyStaffAccount(
  baseURL: string,
  email: string,
  store: AccountStore,
): Promise<StaffAccount> {
  const account = await addStaffAccount(email, store);
  const client = createClient(baseURL, 'e2e', { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await client.auth.signInWithPassword({ email, password: account.password })).error).toBeNull();
  account.password = `${email} own passphrase`;
  expect((await client.auth.updateUser({ password: account.password })).error).toBeNull();
  await client.auth.refreshSession();
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  expect(enrolled.error).toBeNull();
  account.secret = enrolled.data!.totp!.secret;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: await nextCode(account),
  });
  expect(verified.error).toBeNull();
  await client.auth.signOut({ scope: 'local' });
  return account;
}

/** Email, Tab, password, Enter, from the sign-in form's email field. */
export async function typeCredentials(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(copy.form.emailLabel).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

/** The app's code, by keyboard: Tab from the step's focused heading to the code field, the code, Enter. */
export async function typeCode(page: Page, account: StaffAccount, heading: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: copy.code.label })).toBeFocused();
  await page.keyboard.type(await nextCode(account));
  await page.keyboard.press('Enter');
}

/** Signs a ready account in by keyboard: the password, then the app's code. */
export async function signInByKeyboard(page: Page, account: StaffAccount) {
  await typeCredentials(page, account);
  await typeCode(page, account, copy.code.heading);
}

/**
 * The first sign-in of an account made with the command, by keyboard: its one-time password, a password of its own
 * (typed twice), then the app set up with the key read from the page's text and the code computed from it.
 */
export async function firstSignInByKeyboard(page: Page, account: StaffAccount, newPassword: string) {
  await typeCredentials(page, account);
  await expect(page.getByRole('heading', { name: copy.newPassword.heading })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Tab');
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');
  account.password = newPassword;
  const key = page.getByRole('paragraph').filter({ hasText: new RegExp(`^${copy.factorSetup.keyLabel}:`) });
  await expect(page.getByRole('img', { name: copy.factorSetup.qrAlt })).toBeVisible();
  account.secret = (await key.innerText()).replace(`${copy.factorSetup.keyLabel}:`, '').replace(/\s+/g, '');
  expect(account.secret).toMatch(/^[A-Z2-7]{32}$/);
  await typeCode(page, account, copy.factorSetup.heading);
}
