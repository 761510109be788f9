// The whole way of a callback request, at a phone's width and by keyboard: a visitor sends it from /aep/birmingham;
// a staff member signs in and finds it in /admin/leads with its consent record, calls back and saves the status;
// the local server restarts and the request is still there; an account without the staff role sees "No access".
// The browser stays on the address the build knows (127.0.0.1:4179); a local server of this test (its own data
// folder, the mocked auth's key set) answers behind it, and the auth service itself is the mocked one (msw).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSections, getStaffSignInCopy, getStaffToolsCopy } from '@agency/content';
import { leadReference } from '@agency/content/contracts';
import { authHandlerList, mockJwks, mockStaffAccounts } from '@agency/staff/mocks';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { getResponse } from 'msw';
import { listen, startLocalServer } from './local-server';

const sections = getSections();
const inbox = getStaffToolsCopy().leadsInbox;
const signInCopy = getStaffSignInCopy();

/** Every request to the build's address goes to `port`, except the auth service's, which msw answers. */
async function behind(context: BrowserContext, baseURL: string, target: () => number) {
  await context.route(`${baseURL}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/auth/v1/')) {
      const sent = route.request();
      const body = sent.postDataBuffer();
      const response = await getResponse(
        authHandlerList,
        new Request(sent.url(), {
          method: sent.method(),
          headers: sent.headers(),
          body: body && sent.method() !== 'GET' ? new Uint8Array(body) : undefined,
        }),
      );
      if (!response) return route.abort('failed');
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    }
    const response = await route.fetch({
      url: `http://127.0.0.1:${target()}${url.pathname}${url.search}`,
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(signInCopy.form.emailLabel).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

test.use({ viewport: { width: 390, height: 844 } });

test('a callback request reaches /admin/leads with its consent, survives a restart, and only staff see it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const jwks = createHttpServer((req, res) => {
    if (req.url !== '/auth/v1/.well-known/jwks.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mockJwks));
  });
  const jwksPort = await listen(jwks);
  const data = mkdtempSync(path.join(tmpdir(), 'agency-e2e-inbox-'));
  const env = {
    SUPABASE_URL: `http://127.0.0.1:${jwksPort}`,
    LEADS_ADMIN_JWT_ISSUER: 'mock-auth/auth/v1',
    LEAD_ALLOWED_ORIGINS: baseURL!,
    LEADS_ADMIN_ALLOWED_ORIGINS: baseURL!,
  };
  let server = await startLocalServer({ data, env });
  try {
    const context = await browser.newContext();
    await behind(context, baseURL!, () => server.port);
    const page = await context.newPage();

    // The visitor, by keyboard.
    await page.goto('/aep/birmingham');
    await page.getByRole('form', { name: sections.callback.heading }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="contact"][data-island-hydrated]')).toHaveCount(1);
    await page.getByRole('textbox', { name: sections.callback.nameLabel }).focus();
    await page.keyboard.type('Dorothy Inbox');
    await page.keyboard.press('Tab');
    await page.keyboard.type('205 555 0186');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Morning
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // the optional questions: open
    await page.keyboard.press('Tab');
    await page.keyboard.type('35203');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Turning 65 in March');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // the consent box
    await page.keyboard.press('Tab');
    const sent = page.waitForResponse((response) => response.url().endsWith('/functions/v1/lead'));
    await page.keyboard.press('Enter');
    const { id } = (await (await sent).json()) as { id: string };
    const thanks = page.getByRole('region', { name: sections.callback.received.heading });
    await expect(thanks).toBeVisible();
    // The reference the visitor is given is the one the staff will see.
    await expect(thanks).toContainText(leadReference(id));

    // The staff member: signs in, finds the request with its consent, and saves what happened.
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fleads$/);
    await signInByKeyboard(page, mockStaffAccounts.editor);
    await expect(page).toHaveURL(/\/admin\/leads$/);
    const card = page.getByRole('article', { name: 'Dorothy Inbox' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: '(205) 555-0186' })).toHaveAttribute(
      'href',
      'tel:+12055550186',
    );
    await expect(card).toContainText(`(text of ${sections.contact.consentVersion})`);
    await expect(card).toContainText(leadReference(id));
    await expect(card).toContainText('Ticked');
    await card.getByRole('combobox', { name: inbox.statusLabel }).selectOption(inbox.statuses.called);
    await card.getByRole('textbox', { name: inbox.notesLabel }).fill('Called back, booked a review.');
    await card.getByRole('button', { name: inbox.save }).press('Enter');
    await expect(card.getByRole('status')).toHaveText(inbox.saved);

    // Restart the local server: the request and what staff saved are still there.
    await server.stop();
    server = await startLocalServer({ data, env });
    await page.reload();
    const again = page.getByRole('article', { name: 'Dorothy Inbox' });
    await expect(again).toBeVisible();
    await expect(again.getByRole('textbox', { name: inbox.notesLabel })).toHaveValue(
      'Called back, booked a review.',
    );
    await expect(again.getByText(inbox.statuses.called, { exact: true }).first()).toBeVisible();
    await context.close();

    // An account of the same project without the staff role: "No access", and no request on the page.
    const other = await browser.newContext();
    await behind(other, baseURL!, () => server.port);
    const member = await other.newPage();
    await member.goto('/admin/leads');
    await signInByKeyboard(member, mockStaffAccounts.member);
    await expect(member.getByRole('heading', { name: signInCopy.noAccess.heading })).toBeVisible();
    await expect(member.getByText('Dorothy Inbox')).toHaveCount(0);
    await other.close();
  } finally {
    await server.stop();
    jwks.close();
    rmSync(data, { recursive: true, force: true });
  }
});
