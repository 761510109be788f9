// The staff pages against the local server's real sign-in (no mock): accounts made with the `staff` command, sign-in
// with supabase-js in the page, a password of one's own after a one-time one, the authenticator app set up and its
// codes computed from the secret (otplib), the "no access" page for an account without the role, and sign-in failures
// refused and slowed, an unknown email address answered exactly as a wrong password.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStaffSignInCopy, privateRoutes } from '@agency/content';
import { expect, test } from '@playwright/test';
import { startLocalServer } from './local-server';
import {
  addMemberAccount,
  addStaffAccount,
  firstSignInByKeyboard,
  nextCode,
  readyStaffAccount,
  signInByKeyboard,
  typeCredentials,
} from './staff-accounts';
import { trackErrors } from './track-errors';

// Accounts are made for each test (the command, argon2, the app's set-up): more than a page's time on a busy machine.
test.describe.configure({ timeout: 60_000 });

const copy = getStaffSignInCopy();
// The shared server's embedded database (playwright.config.ts): `staff add` reaches it through its socket.
const shared = { data: process.env.E2E_DATA_DIR! };
let accountSeq = 0;
const newEmail = (name: string) => `${name}.${process.pid}.${Date.now()}.${accountSeq++}@agency.test`;

test('a new account signs in with its one-time password, chooses its own, sets up the app and gets the page that asked', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const account = await addStaffAccount(newEmail('editor'), shared);
  await page.goto('/admin/blog');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog$/);
  await expect(page.getByRole('heading', { name: copy.form.heading })).toBeVisible();
  await firstSignInByKeyboard(page, account, 'a passphrase of my very own');

  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog administration' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  const posts = page.getByRole('table');
  await expect(
    posts.getByRole('rowheader', {
      name: 'IRMAA Explained: The Medicare High-Income Surcharge and How to Appeal',
    }),
  ).toBeVisible();
  await expect(posts.getByRole('row')).toHaveCount(8); // the header row and the seven posts

  // The editor: the preview follows the body as it is typed.
  await page.getByRole('button', { name: /^Edit IRMAA Explained/ }).click();
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  const body = page.getByRole('textbox', { name: /Body/ });
  await body.press('Control+End');
  await body.pressSequentially('\n\n## A heading typed just now\n');
  await expect(page.getByRole('heading', { name: 'A heading typed just now' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('at the next sign-in the app’s code is asked; a staff page at aal1 sends back to it', async ({
  page,
  baseURL,
}) => {
  const account = await readyStaffAccount(baseURL!, newEmail('admin'), shared);
  await page.goto('/content-strategy');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcontent-strategy$/);
  await typeCredentials(page, account);
  await expect(page.getByRole('heading', { name: copy.code.heading })).toBeFocused();
  // At aal1 the staff page still sends the visitor back to the code step.
  await page.goto('/content-strategy');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcontent-strategy$/);
  await page.getByLabel(copy.code.label).fill('000000');
  await page.getByRole('button', { name: copy.code.submitLabel }).click();
  await expect(page.getByRole('alert')).toHaveText(copy.failures['wrong-code']);
  await page.getByRole('heading', { name: copy.code.heading }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(await nextCode(account));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content-strategy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content strategy' })).toBeVisible();
});

test('a wrong password shows its message and keeps the email address', async ({ page, baseURL }) => {
  const account = await readyStaffAccount(baseURL!, newEmail('typo'), shared);
  await page.goto('/auth');
  await typeCredentials(page, { email: account.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(copy.failures['wrong-password']);
  await expect(page.getByLabel(copy.form.emailLabel)).toHaveValue(account.email);
});

test('the session survives a reload (localStorage), and Sign out ends it', async ({ page, baseURL }) => {
  const account = await readyStaffAccount(baseURL!, newEmail('reload'), shared);
  await page.goto('/auth?next=/admin/blog-quality');
  await signInByKeyboard(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/blog-quality');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog quality check' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin/blog-quality');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog-quality$/);
});

test('the migration page turns the sample export (3 posts, one invalid) into 2 files and one clear error', async ({
  page,
  baseURL,
}) => {
  const account = await readyStaffAccount(baseURL!, newEmail('migrate'), shared);
  await page.goto('/auth?next=/migrate-blog-posts');
  await signInByKeyboard(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/migrate-blog-posts');
  await page.getByRole('button', { name: /load the sample/i }).click();
  await page.getByRole('button', { name: 'Convert posts' }).click();
  await expect(page.getByText(/2 posts ready/)).toBeVisible();
  await expect(page.getByText(/1 post needs fixing/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download .+\.md$/ })).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download all ready files/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
});

test('the prerendered staff pages carry no staff content and are not indexed', async ({ request }) => {
  for (const path of privateRoutes) {
    const page = await (await request.get(path)).text();
    // What comes before the contact section (its callback form is the visitors', on every page).
    const html = page.split('data-island="contact"')[0]!;
    expect(html, path).toContain('name="robots" content="noindex, follow"');
    expect(html, path).toContain('Loading...');
    expect(html, path).not.toContain('IRMAA Explained');
    // No sign-in form and no tool (the contact section's consent box is the page frame's, not staff content).
    expect(html, path).not.toMatch(/type="password"|type="email"|<textarea|<table/);
  }
});

test.describe('on a server of its own', () => {
  test.describe.configure({ timeout: 150_000 });
  let data: string;
  test.beforeEach(() => {
    data = mkdtempSync(path.join(tmpdir(), 'agency-e2e-staff-'));
  });
  test.afterEach(() => rmSync(data, { recursive: true, force: true }));

  test('a signed-in account without the staff role sees "No access", never a staff page', async ({
    page,
  }) => {
    await addMemberAccount('visitor@agency.test', 'a visitor’s own password', data);
    const server = await startLocalServer({ data });
    try {
      const errors = trackErrors(page);
      const base = `http://127.0.0.1:${server.port}`;
      await page.goto(`${base}/admin/blog`);
      await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog$/);
      await typeCredentials(page, { email: 'visitor@agency.test', password: 'a visitor’s own password' });
      await expect(page.getByRole('heading', { name: copy.noAccess.heading })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog$/);
      await expect(page.getByRole('link', { name: 'Blog administration' })).toHaveCount(0);
      // Straight to a staff page with that session: back to /auth, which says the same.
      await page.goto(`${base}/content-strategy`);
      await expect(page).toHaveURL(/\/auth\?next=%2Fcontent-strategy$/);
      await expect(page.getByRole('heading', { name: copy.noAccess.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /content strategy/i })).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test('20 wrong passwords in a row are refused, slowed, with a clear message; an unknown email gets the same answers', async ({
    page,
  }) => {
    const server = await startLocalServer({ data });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      await addStaffAccount('owner@agency.test', { data });
      const attempt = async (email: string, n: number) => {
        const started = Date.now();
        const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: `wrong password ${n}` }),
        });
        return {
          status: response.status,
          body: await response.json(),
          retryAfter: response.headers.has('retry-after'),
          ms: Date.now() - started,
        };
      };
      // The known account and an unknown address side by side, 20 attempts each, with the server's own waits.
      const [known, unknown] = await Promise.all(
        ['owner@agency.test', 'nobody@agency.test'].map(async (email) => {
          const answers = [];
          for (let n = 1; n <= 20; n++) answers.push(await attempt(email, n));
          return answers;
        }),
      );
      const shape = ({ status, body, retryAfter }: Awaited<ReturnType<typeof attempt>>) => ({
        status,
        body,
        retryAfter,
      });
      expect(unknown!.map(shape)).toEqual(known!.map(shape));
      expect(known!.map((answer) => answer.status)).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
      // Slowed: the n-th wrong password waits n × 400 ms, every refusal 2 s.
      known!
        .slice(0, 5)
        .forEach((answer, index) => expect(answer.ms).toBeGreaterThanOrEqual(400 * (index + 1)));
      known!.slice(5).forEach((answer) => expect(answer.ms).toBeGreaterThanOrEqual(2_000));

      // In the page: the right password now is refused too, with words that say what to do.
      await page.goto(`${base}/auth`);
      await typeCredentials(page, { email: 'owner@agency.test', password: 'whatever it is' });
      await expect(page.getByRole('alert')).toHaveText(copy.failures['rate-limited']);
    } finally {
      await server.stop();
    }
  });
});
