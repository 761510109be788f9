import { expect, test } from '@playwright/test';
import { trackErrors } from './track-errors';

test('home shows the phone banner and the FAQ, and an answer opens', async ({ page }) => {
  const errors = trackErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.getByText('Free Medicare Consultation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();

  const question = page.getByRole('button', { name: 'When can I sign up for Medicare for the first time?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Your Initial Enrollment Period lasts 7 months/)).toBeVisible();
  expect(errors).toEqual([]);
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
  expect(errors).toEqual([]);
});

test('a deep unknown path is a 404 too', async ({ request }) => {
  const response = await request.get('/some/deep/path?x=1');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');
});
