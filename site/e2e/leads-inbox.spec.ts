// The agency's side on one machine, as a new agency meets it (issue 29's "done when"): the local server starts on a
// fresh data folder and prints where staff sign in and the command that makes the first account; that command, run
// as printed, makes it; at a phone's width and by keyboard only, a visitor sends a callback request from
// /aep/birmingham, then the new staff member signs in with the one-time password, chooses a password, sets up the
// authenticator app (the key read from the page, the code computed with otplib), opens /admin/leads, finds the
// request with its consent record and marks it called; the server restarts and the request is still called; an
// account without the staff role sees "No access". Everything is real: the server's sign-in, PGlite, supabase-js.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSections, getStaffSignInCopy, getStaffToolsCopy } from '@agency/content';
import { leadReference } from '@agency/content/contracts';
import { expect, test } from '@playwright/test';
import { startLocalServer } from './local-server';
import {
  addMemberAccount,
  firstSignInByKeyboard,
  oneTimePasswordOf,
  shell,
  typeCredentials,
} from './staff-accounts';
import { trackErrors } from './track-errors';

const sections = getSections();
const inbox = getStaffToolsCopy().leadsInbox;
const signInCopy = getStaffSignInCopy();

test.use({ viewport: { width: 390, height: 844 } });

test('serve, make the first account with the printed command, and by keyboard sign in, set up the app, mark a request called, restart: still called', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const data = mkdtempSync(path.join(tmpdir(), 'agency-e2e-inbox-'));
  await addMemberAccount('visitor@agency.test', 'a visitor’s own password', data);
  let server = await startLocalServer({ data });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    // The first start says where staff sign in and how to make the first account.
    expect(server.output).toContain(`Staff sign-in: ${base}/auth`);
    expect(server.output).toContain('No staff account yet.');
    const printed = /^ {2}(pnpm staff add you@your-agency\.com.*)$/m.exec(server.output)?.[1];
    expect(printed).toBeDefined();
    // The printed command, as printed, with the new staff member's address; the server keeps running.
    const made = await shell(printed!.replace('you@your-agency.com', 'owner@agency.test'));
    expect(made.stdout).toContain('Made the staff account owner@agency.test.');
    const account = { email: 'owner@agency.test', password: oneTimePasswordOf(made.stdout), lastStep: 0 };

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = trackErrors(page);

    // The visitor, by keyboard.
    await page.goto(`${base}/aep/birmingham`);
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

    // The new staff member: the one-time password, a password of their own, the authenticator app.
    await page.goto(`${base}/admin/leads`);
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fleads$/);
    await firstSignInByKeyboard(page, account, 'the owner’s own passphrase');
    await expect(page).toHaveURL(/\/admin\/leads$/);

    // The request with its consent record; called back, and saved, by keyboard.
    const card = page.getByRole('article', { name: 'Dorothy Inbox' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: '(205) 555-0186' })).toHaveAttribute(
      'href',
      'tel:+12055550186',
    );
    await expect(card).toContainText(`(text of ${sections.contact.consentVersion})`);
    await expect(card).toContainText(leadReference(id));
    await expect(card).toContainText('Ticked');
    await card.getByRole('combobox', { name: inbox.statusLabel }).focus();
    await page.keyboard.type(inbox.statuses.called);
    await expect(card.getByRole('combobox', { name: inbox.statusLabel })).toHaveValue('called');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('textbox', { name: inbox.notesLabel })).toBeFocused();
    await page.keyboard.type('Called back, booked a review.');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: inbox.save })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).toHaveText(inbox.saved);

    // Restart the local server (same folder, same address): still signed in, the request still called.
    await server.stop();
    server = await startLocalServer({ data, port: server.port });
    expect(server.output).not.toContain('No staff account yet.');
    await page.reload();
    const again = page.getByRole('article', { name: 'Dorothy Inbox' });
    await expect(again).toBeVisible();
    await expect(again.getByRole('combobox', { name: inbox.statusLabel })).toHaveValue('called');
    await expect(again.getByRole('textbox', { name: inbox.notesLabel })).toHaveValue(
      'Called back, booked a review.',
    );
    expect(errors).toEqual([]);
    await context.close();

    // An account without the staff role: "No access", and no request on the page.
    const other = await browser.newContext();
    const member = await other.newPage();
    await member.goto(`${base}/admin/leads`);
    await typeCredentials(member, { email: 'visitor@agency.test', password: 'a visitor’s own password' });
    await expect(member.getByRole('heading', { name: signInCopy.noAccess.heading })).toBeVisible();
    await expect(member.getByText('Dorothy Inbox')).toHaveCount(0);
    await other.close();
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
});
