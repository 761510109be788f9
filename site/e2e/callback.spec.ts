// The callback request form of the contact section, end to end: a visitor on a phone, keyboard only, sends it and
// hears "received" (with the page's code, and without it); the request is in the database with its consent on record
// and stays there across a restart of the local server; with the database stopped, the visitor gets the phone number,
// keeps what they typed, and the request sent again once the database is back is stored once; the staff inbox
// function answers a staff session at aal2 only, with tokens of the local server's own sign-in.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brand, getCallHours, getSections } from '@agency/content';
import { leadReference } from '@agency/content/contracts';
import { createLeadRepository, openDatabase, type LeadDetail } from '@agency/db';
import { startPostgresServer, type PostgresServer } from '@agency/db/testing';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { loadSigningKey, signingKeyFile } from '../server/auth/keys.ts';
import { signAccessToken } from '../server/auth/tokens.ts';
import { listen, startLocalServer, type LocalServer } from './local-server';
import { addMemberAccount, nextCode, readyStaffAccount } from './staff-accounts';
import { trackErrors } from './track-errors';

const sections = getSections();
const copy = sections.callback;
const consent = { text: sections.contact.consentLabel, version: sections.contact.consentVersion };
const phone = brand.tollFreePhone;

/** Tabs forward until the field with this accessible name has focus (a keyboard visitor's way down the page). */
async function tabTo(page: Page, name: string, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const labelled = element?.id ? document.querySelector(`label[for="${element.id}"]`) : null;
      return labelled?.textContent?.trim() ?? element?.getAttribute('aria-label') ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" never got focus after ${max} presses of Tab`);
}

/**
 * Fills the form by keyboard only, from the field "Your name", and sends it with Enter: the optional ZIP code and
 * topic behind their fold, opened with Enter when there is one to type.
 */
async function fillByKeyboard(
  page: Page,
  answers: { name: string; phone: string; zip: string; topic: string },
) {
  await tabTo(page, copy.nameLabel);
  await page.keyboard.type(answers.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(answers.phone);
  // The best-time radios: Tab lands on the group, an arrow moves to and picks "Afternoon".
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  // The fold of the optional questions.
  await page.keyboard.press('Tab');
  if (answers.zip || answers.topic) {
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type(answers.zip);
    await page.keyboard.press('Tab');
    await page.keyboard.type(answers.topic);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the consent box: ticked
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: copy.submitLabel })).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('the callback request form on a phone, keyboard only', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('with the page’s code: sent, and "received" is said in place: who calls, from which number, at the number given, when (in the office’s time zone) and the reference', async ({
    page,
  }) => {
    const errors = trackErrors(page);
    await page.goto('/aep/birmingham');
    await expect(page.locator('[data-island="header"][data-island-hydrated]')).toHaveCount(1);
    await page.getByRole('form', { name: copy.heading }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="contact"][data-island-hydrated]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Schedule Free Consultation' }).first().focus();

    const sent = page.waitForResponse((response) => response.url().endsWith('/functions/v1/lead'));
    await fillByKeyboard(page, {
      name: 'Dorothy Keyboard',
      phone: '205 555 0181',
      zip: '35203',
      topic: 'Turning 65 in March',
    });
    const answer = await sent;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: string };

    const received = page.getByRole('heading', { name: copy.received.heading });
    await expect(received).toBeVisible();
    const panel = page.getByRole('region', { name: copy.received.heading });
    await expect(panel).toContainText('(205) 555-0181');
    await expect(panel).toContainText(`from ${phone.display}`);
    await expect(panel).toContainText(brand.agencyName);
    await expect(panel).toContainText(getCallHours().zone);
    await expect(panel).toContainText(leadReference(id));
    await expect(
      panel.getByRole('link', { name: new RegExp(phone.display.replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('href', `tel:${phone.e164}`);
    expect(errors).toEqual([]);
  });

  test('an empty form says what to fix, in a summary whose links lead to the fields', async ({ page }) => {
    await page.goto('/aep/birmingham');
    await page.getByRole('form', { name: copy.heading }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="contact"][data-island-hydrated]')).toHaveCount(1);
    await page.getByRole('button', { name: copy.submitLabel }).focus();
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert').filter({ hasText: copy.errorSummaryTitle });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: copy.errors.phoneMissing }).press('Enter');
    await expect(page.getByRole('textbox', { name: copy.phoneLabel })).toBeFocused();
  });
});

test('after the page’s code re-renders the contact section, every label and description still points at its element', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/aep/birmingham');
  await page.getByRole('form', { name: copy.heading }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="contact"][data-island-hydrated]')).toHaveCount(1);
  // Two re-renders: the section's consent box (Call Now turns on), and the form's error summary.
  await page.getByRole('checkbox', { name: sections.contact.consentLabel }).first().check();
  await page.getByRole('button', { name: copy.submitLabel }).click();
  await expect(page.getByRole('alert').filter({ hasText: copy.errorSummaryTitle })).toBeVisible();
  const broken = await page.evaluate(() => {
    const missing: string[] = [];
    for (const element of document.querySelectorAll(
      '#contact [aria-describedby], #contact [aria-labelledby], #contact label[for]',
    )) {
      const ids = [
        ...(element.getAttribute('aria-describedby') ?? '').split(/\s+/),
        ...(element.getAttribute('aria-labelledby') ?? '').split(/\s+/),
        element.getAttribute('for') ?? '',
      ].filter(Boolean);
      for (const id of ids)
        if (!document.getElementById(id)) missing.push(`${element.outerHTML.slice(0, 80)} → #${id}`);
    }
    return missing;
  });
  expect(broken).toEqual([]);
});

test('a form post the function could not take comes back to the page, which says so once its code runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Where the function sends a plain post when the database is away (303).
  await page.goto('/aep/birmingham?callback-error=unavailable#callback');
  const notice = page.getByRole('alert').filter({ hasText: phone.display });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByRole('link', { name: new RegExp(phone.display.replace(/[()]/g, '\\$&')) }),
  ).toHaveAttribute('href', `tel:${phone.e164}`);
});

test.describe('without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the form still sends, and lands on the thank-you page with the number', async ({ page }) => {
    await page.goto('/aep/birmingham');
    await page.getByRole('form', { name: copy.heading }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Schedule Free Consultation' }).first().focus();
    await fillByKeyboard(page, {
      name: 'Harold Plain',
      phone: '(205) 555-0182',
      zip: '35203',
      topic: 'My drug plan',
    });
    await expect(page).toHaveURL(/\/callback-requested$/);
    await expect(page.getByRole('heading', { level: 1, name: copy.received.heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(brand.officeHours.contact);
    await expect(page.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
  });

  test('a post the function sends back says why on the page itself: the answers to check, or the number', async ({
    page,
  }) => {
    await page.goto('/aep/birmingham');
    const form = page.getByRole('form', { name: copy.heading });
    // Nothing typed: the function sends the post back to the page, at the notice for answers to check.
    await form.getByRole('button', { name: copy.submitLabel }).press('Enter');
    await expect(page).toHaveURL(/\/aep\/birmingham\?callback-error=[a-zA-Z,]+#callback-problem-fields$/);
    const fields = page.locator('#callback-problem-fields');
    await expect(fields).toBeVisible();
    await expect(fields).toContainText(copy.notSent.heading);
    await expect(fields).toContainText(copy.notSent.fields.replace('{phone}', phone.display));
    await expect(fields.getByRole('link', { name: `Call ${phone.display}` })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
    await expect(fields).toBeInViewport();
    // Only the notice the address names is shown.
    await expect(page.locator('#callback-problem-unavailable')).toBeHidden();
    await expect(page.locator('#callback-problem-too-many')).toBeHidden();

    // Where the function sends a plain post when the database is away.
    await page.goto('/aep/birmingham?callback-error=unavailable#callback-problem-unavailable');
    const unavailable = page.locator('#callback-problem-unavailable');
    await expect(unavailable).toBeVisible();
    await expect(unavailable).toContainText(phone.display);
    await expect(page.locator('#callback-problem-fields')).toBeHidden();
  });
});

// ---- The local server with its own database: a restart, and a database that goes away ----

/**
 * The browser stays on the shared server's address (the page's origin, where the form posts); every request of this
 * page is answered by `server`, as if it stood behind that address. The function then sees the page's origin as another
 * site's, which LEAD_ALLOWED_ORIGINS allows (as on Supabase, where the site and its functions are two origins).
 * Close the context with `closeAnswered`: a request still on its way then (the page's stylesheet, which comes after
 * its first paint) is dropped, not reported as a failure of the test.
 */
async function answerFrom(context: BrowserContext, baseURL: string, server: LocalServer) {
  await context.route(`${baseURL}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${server.port}${url.pathname}${url.search}`,
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

async function closeAnswered(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

/** Every lead in the database, newest first. */
async function leadsIn(options: { url?: string; dataDir?: string }): Promise<LeadDetail[]> {
  const database = await openDatabase(options);
  try {
    return (await createLeadRepository(database.sql).listLeads()).leads;
  } finally {
    await database.close();
  }
}

test.describe('the local server keeps every request', () => {
  // Each test starts servers of its own (PGlite, the schema, the sign-in's key): slower than a page on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ viewport: { width: 390, height: 844 } });

  test('a request stays in the embedded database across a restart, with its consent on record', async ({
    browser,
    baseURL,
  }) => {
    const data = mkdtempSync(path.join(tmpdir(), 'agency-e2e-restart-'));
    // The agency's webhook: a receiver on loopback that keeps what it is sent.
    const hooked: Array<Record<string, unknown>> = [];
    const receiver = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        hooked.push(JSON.parse(body) as Record<string, unknown>);
        res.writeHead(204).end();
      });
    });
    const hookUrl = `http://127.0.0.1:${await listen(receiver)}/hook`;
    try {
      const env = { LEAD_ALLOWED_ORIGINS: baseURL!, LEAD_WEBHOOK_URL: hookUrl };
      let server = await startLocalServer({ data, env });
      const context = await browser.newContext({ javaScriptEnabled: false });
      await answerFrom(context, baseURL!, server);
      const page = await context.newPage();
      await page.goto('/aep/birmingham');
      await page.getByRole('link', { name: 'Schedule Free Consultation' }).first().focus();
      await fillByKeyboard(page, { name: 'Ruth Restart', phone: '205-555-0183', zip: '35203', topic: '' });
      await expect(page.getByRole('heading', { level: 1, name: copy.received.heading })).toBeVisible();
      await closeAnswered(context);
      // The agency hears at once (after the visitor's answer).
      await expect.poll(() => hooked.length).toBe(1);
      expect(hooked[0]).toMatchObject({ event: 'lead.created', name: 'Ruth Restart', phone: '+12055550183' });

      // Restart: the same folder, a new process.
      await server.stop();
      server = await startLocalServer({ data, env });
      await server.stop();

      const leads = await leadsIn({ dataDir: data });
      expect(leads).toHaveLength(1);
      const [lead] = leads;
      expect(lead).toMatchObject({
        name: 'Ruth Restart',
        phoneE164: '+12055550183',
        zip: '35203',
        state: 'AL',
        bestTime: 'afternoon',
        page: '/aep/birmingham',
        status: 'new',
      });
      expect(lead!.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(lead!.consent).toMatchObject({ given: true, text: consent.text, version: consent.version });
      expect(hooked[0]!.id).toBe(lead!.id);
      expect(lead!.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    } finally {
      receiver.close();
      rmSync(data, { recursive: true, force: true });
    }
  });

  test('with the database stopped, the visitor gets the number and keeps what they typed; sent again, it is stored once', async ({
    browser,
    baseURL,
  }) => {
    let postgres: PostgresServer | undefined;
    let server: LocalServer | undefined;
    try {
      postgres = await startPostgresServer();
      server = await startLocalServer({
        env: { DATABASE_URL: postgres.url, LEAD_ALLOWED_ORIGINS: baseURL! },
      });
      const context = await browser.newContext();
      await answerFrom(context, baseURL!, server);
      const page = await context.newPage();
      await page.goto('/aep/birmingham');
      await page.getByRole('form', { name: copy.heading }).scrollIntoViewIfNeeded();
      await expect(page.locator('[data-island="contact"][data-island-hydrated]')).toHaveCount(1);
      await page.getByRole('link', { name: 'Schedule Free Consultation' }).first().focus();

      await postgres.pause();
      const refused = page.waitForResponse((response) => response.url().endsWith('/functions/v1/lead'));
      await fillByKeyboard(page, { name: 'Edna Outage', phone: '205 555 0184', zip: '', topic: 'Part D' });
      expect((await refused).status()).toBe(503);
      const notice = page.getByRole('alert').filter({ hasText: phone.display });
      await expect(notice).toBeVisible();
      await expect(notice).toBeFocused();
      await expect(page.getByRole('textbox', { name: copy.nameLabel })).toHaveValue('Edna Outage');
      await expect(page.getByRole('textbox', { name: copy.phoneLabel })).toHaveValue('205 555 0184');

      await postgres.resume();
      const stored = page.waitForResponse((response) => response.url().endsWith('/functions/v1/lead'));
      await page.getByRole('button', { name: copy.submitLabel }).press('Enter');
      expect((await stored).status()).toBe(201);
      await expect(page.getByRole('heading', { name: copy.received.heading })).toBeVisible();
      await closeAnswered(context);

      const leads = await leadsIn({ url: postgres.url });
      expect(leads.map((lead) => [lead.name, lead.phoneE164, lead.consent?.given])).toEqual([
        ['Edna Outage', '+12055550184', true],
      ]);
    } finally {
      await server?.stop();
      await postgres?.stop();
    }
  });
});

test('the staff inbox function shows a lead with its consent record to a staff session at aal2 only (real tokens)', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const data = mkdtempSync(path.join(tmpdir(), 'agency-e2e-inbox-'));
  await addMemberAccount('visitor@agency.test', 'a visitor’s own password', data);
  const server = await startLocalServer({ data });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const sent = await request.post(`${base}/functions/v1/lead`, {
      headers: { Origin: base, Accept: 'application/json' },
      data: {
        name: 'Iris Inbox',
        phone: '205 555 0185',
        bestTime: 'afternoon',
        consent: true,
        consentVersion: consent.version,
        page: '/about',
        startedAt: Date.now() - 60_000,
      },
    });
    expect(sent.status()).toBe(201);

    // Tokens of the server's own sign-in (supabase-js): a staff account at aal1 and at aal2, one without the role.
    const account = await readyStaffAccount(base, 'staff@agency.test', { data });
    const signIn = async (email: string, password: string) => {
      const client = createClient(base, 'e2e', { auth: { persistSession: false, autoRefreshToken: false } });
      expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
      return client;
    };
    const staff = await signIn(account.email, account.password);
    const aal1 = (await staff.auth.getSession()).data.session!.access_token;
    const factorId = (await staff.auth.mfa.listFactors()).data!.totp[0]!.id;
    expect(
      (await staff.auth.mfa.challengeAndVerify({ factorId, code: await nextCode(account) })).error,
    ).toBeNull();
    const aal2 = (await staff.auth.getSession()).data.session!.access_token;
    const member = await signIn('visitor@agency.test', 'a visitor’s own password');
    const noRole = (await member.auth.getSession()).data.session!.access_token;
    // The same claims signed 11 minutes ago with the server's key (expired), and now with a key of another service.
    const claims = (await staff.auth.getClaims()).data!.claims;
    const { key } = await loadSigningKey(path.join(data, signingKeyFile));
    const { key: otherKey } = await loadSigningKey(path.join(data, 'another-service-key.json'));
    const session = {
      id: claims.session_id as string,
      userId: claims.sub,
      aal: 'aal2' as const,
      factorId,
      amr: [{ method: 'password' as const, at: new Date() }],
      createdAt: new Date(),
      notAfter: new Date(Date.now() + 3_600_000),
      lastActiveAt: new Date(),
    };
    const user = {
      id: claims.sub,
      email: account.email,
      passwordHash: '',
      appMetadata: { role: 'staff' },
      userMetadata: {},
      emailConfirmedAt: null,
      lastSignInAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const issuer = `${base}/auth/v1`;
    const expired = await signAccessToken(key, { user, session, issuer, now: Date.now() - 11 * 60_000 });
    const foreign = await signAccessToken(otherKey, { user, session, issuer, now: Date.now() });

    const inbox = `${base}/functions/v1/leads-admin`;
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    const allowed = await request.get(inbox, { headers: as(aal2) });
    expect(allowed.status()).toBe(200);
    const { leads, total } = (await allowed.json()) as {
      leads: Array<{ name: string; consent: { given: boolean; text: string; version: string } | null }>;
      total: number;
    };
    expect(total).toBe(1);
    expect(leads[0]).toMatchObject({
      name: 'Iris Inbox',
      consent: { given: true, text: consent.text, version: consent.version },
    });
    for (const [token, status] of [
      [aal1, 403],
      [noRole, 403],
      [expired.token, 401],
      [foreign.token, 401],
    ] as const) {
      const refused = await request.get(inbox, { headers: as(token) });
      expect(refused.status()).toBe(status);
      expect(await refused.text()).not.toContain('Iris');
    }
    expect((await request.get(inbox)).status()).toBe(401);
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
});
