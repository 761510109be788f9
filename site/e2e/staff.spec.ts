import { privateRoutes } from '@agency/content';
import { authHandlerList, mockStaffAccounts, mockTotpCode } from '@agency/staff/mocks';
import { expect, test, type Page } from '@playwright/test';
import { getResponse } from 'msw';
import { trackErrors } from './track-errors';

// The build under test is configured with a backend at the local server's own origin (scripts/test.sh sets
// VITE_SUPABASE_URL); its auth service (/auth/v1/*) is answered here by the same msw handlers the stories and unit
// tests use. The chat function at that origin stays the real one.

async function mockAuthService(page: Page) {
  await page.route('**/auth/v1/**', async (route) => {
    const sent = route.request();
    const body = sent.postDataBuffer();
    const request = new Request(sent.url(), {
      method: sent.method(),
      headers: sent.headers(),
      body: body && sent.method() !== 'GET' ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(authHandlerList, request);
    if (!response) return route.abort('failed');
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.beforeEach(async ({ page }) => {
  await mockAuthService(page);
});

test('signed out, /admin/blog leads to /auth; after sign-in it comes back and shows the posts', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto('/admin/blog');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await signIn(page, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog administration' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${mockStaffAccounts.editor.email}`)).toBeVisible();
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

test('a signed-in account without the staff role sees "No access", never a staff page', async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto('/admin/blog');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog$/);
  await signIn(page, mockStaffAccounts.member.email, mockStaffAccounts.member.password);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog$/);
  await expect(page.getByRole('link', { name: 'Blog administration' })).toHaveCount(0);

  // Straight to a staff page with that session: back to /auth, which says the same.
  await page.goto('/content-strategy');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcontent-strategy$/);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /content strategy/i })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a wrong password shows its message and keeps the email address', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, mockStaffAccounts.editor.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'The email address or password is not right. Check both and try again.',
  );
  await expect(page.getByLabel('Email address')).toHaveValue(mockStaffAccounts.editor.email);
});

test('an account with a second factor needs its code before the staff pages open', async ({ page }) => {
  await page.goto('/content-strategy');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcontent-strategy$/);
  await signIn(page, mockStaffAccounts.admin.email, mockStaffAccounts.admin.password);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  // At aal1 the staff page still sends the visitor back to the code step.
  await page.goto('/content-strategy');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcontent-strategy$/);
  await page.getByLabel('Code from your authenticator app').fill(mockTotpCode);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/content-strategy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content strategy' })).toBeVisible();
});

test('the session survives a reload (localStorage), and Sign out ends it', async ({ page }) => {
  await page.goto('/auth?next=/admin/blog-quality');
  await signIn(page, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
  await expect(page).toHaveURL(/\/admin\/blog-quality$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog quality check' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${mockStaffAccounts.editor.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin/blog-quality');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fblog-quality$/);
});

test('the migration page turns the sample export (3 posts, one invalid) into 2 files and one clear error', async ({
  page,
}) => {
  await page.goto('/auth?next=/migrate-blog-posts');
  await signIn(page, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
  await expect(page).toHaveURL(/\/migrate-blog-posts$/);
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
