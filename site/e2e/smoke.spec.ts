import { expect, test } from '@playwright/test';
import { trackErrors } from './track-errors';

test('home shows the phone banner and the FAQ, and an answer opens', async ({ page }) => {
  const errors = trackErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.getByText('Free Medicare Consultation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();

  // Each question is a native disclosure: a heading in a <summary>; its <details> holds the open state.
  const question = page.getByRole('heading', { name: 'When can I sign up for Medicare for the first time?' });
  const item = page.locator('details').filter({ has: question });
  await expect(item).not.toHaveAttribute('open');
  await question.click();
  await expect(item).toHaveAttribute('open');
  await expect(page.getByText(/Your Initial Enrollment Period lasts 7 months/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('FAQ: one answer open at a time, the open one closes again, and the keyboard works', async ({
  page,
}) => {
  await page.goto('/');
  const first = page.getByRole('heading', { name: 'When can I sign up for Medicare for the first time?' });
  const second = page.getByRole('heading', { name: 'What is a Medicare Supplement (Medigap) plan?' });
  const firstItem = page.locator('details').filter({ has: first });
  const secondItem = page.locator('details').filter({ has: second });

  await first.click();
  await second.click();
  await expect(secondItem).toHaveAttribute('open');
  await expect(firstItem).not.toHaveAttribute('open');
  await second.click();
  await expect(secondItem).not.toHaveAttribute('open');

  await firstItem.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(firstItem).toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(firstItem).not.toHaveAttribute('open');
});

test('the FAQ is in the HTML before any JavaScript runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Do you charge for your help?');
  expect(html).toContain('When can I sign up for Medicare for the first time?');
});

test('an unknown path shows the 404 page with status 404 and a link home', async ({ page }) => {
  const errors = trackErrors(page, { expectedDocumentStatus: 404 });
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  // Every page is its own document (ADR 0013): home answers 200, as it should.
  expect(errors.filter((error) => error !== `200 ${new URL('/', page.url()).href}`)).toEqual([]);
});

test('a deep unknown path is a 404 too', async ({ request }) => {
  const response = await request.get('/some/deep/path?x=1');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');
});
