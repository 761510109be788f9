import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('the enrollment calculator, by keyboard alone: born 15 June 1961 → IEP March–September 2026; a shared link restores it', async ({
  page,
}) => {
  await page.goto('/medicare-timeline');
  // Typed once the calculator's code is in (the test above covers a visitor who is faster than the code).
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: /Month/ }).focus();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1961');
  await page.keyboard.press('Enter');
  const result = page.locator('#main');
  await expect(result.getByText(/March 1, 2026/).first()).toBeVisible();
  await expect(result.getByText(/September 30, 2026/).first()).toBeVisible();
  expect(page.url()).toContain('dob=1961-06-15');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /calendar/i }).click(),
  ]);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  // Dates still ahead of today become all-day events.
  expect(ics).toMatch(/BEGIN:VEVENT\r\n[\s\S]*DTSTART;VALUE=DATE:\d{8}\r\n[\s\S]*END:VEVENT\r\n/);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

  await page.goto('/medicare-timeline?dob=1961-06-01&employer=0');
  await expect(
    page
      .locator('#main')
      .getByText(/February 1, 2026/)
      .first(),
  ).toBeVisible();
});

test('the IRMAA calculator, by keyboard: 2026, joint, $250,000 → Part B $284.10 and Part D +$14.50; shared link restores it', async ({
  page,
}) => {
  await page.goto('/irmaa-calculator?year=2026&status=joint&magi=250000');
  const main = page.locator('#main');
  await expect(main.getByText('$284.10').first()).toBeVisible();
  await expect(main.getByText(/\$14\.50/).first()).toBeVisible();

  await page.goto('/irmaa-calculator');
  await page.waitForLoadState('networkidle');
  await page.getByText('Married, filing a joint return').click();
  await expect(page.getByRole('radio', { name: /Married, filing a joint return/ })).toBeChecked();
  await page.getByRole('textbox', { name: /income/i }).fill('250,000');
  await page.keyboard.press('Enter');
  await expect(main.getByText('$284.10').first()).toBeVisible();
});

test('a calculator answered before its code has arrived still shows the result (the browser submits the form itself)', async ({
  page,
}) => {
  // Hold the calculators' code back, as a slow phone connection would: the visitor is faster.
  await page.route(/\/assets\/islands\/(TimelineTool|IrmaaTool)-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/medicare-timeline');
  await page.getByRole('textbox', { name: /Month/ }).fill('6');
  await page.getByRole('textbox', { name: /Day/ }).fill('15');
  await page.getByRole('textbox', { name: /Year/ }).fill('1961');
  await page.getByRole('textbox', { name: /Year/ }).press('Enter');
  await expect(
    page
      .locator('#main')
      .getByText(/March 1, 2026/)
      .first(),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\?dob=1961-06-15&employer=0$/);

  await page.goto('/irmaa-calculator');
  await page.getByText('Married, filing a joint return').click();
  await page.getByRole('textbox', { name: /income/i }).fill('250,000');
  await page.getByRole('textbox', { name: /income/i }).press('Enter');
  await expect(page.locator('#main').getByText('$284.10').first()).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\?year=2026&status=joint&magi=250000$/);
});

test('the checklist saves its ticks on the device', async ({ page }) => {
  await page.goto('/aep-checklist');
  const first = page.getByRole('checkbox').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  // A tick made before the checklist's code has arrived is the browser's alone until the page takes it over; the
  // progress it announces is the sign that it is saved (reloading sooner would lose it).
  await expect(page.getByRole('status').filter({ hasText: /done/ })).toHaveText(/1 of \d+ done/);
  await page.reload();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByText(/1 of \d+ done/)).toBeVisible();
});
