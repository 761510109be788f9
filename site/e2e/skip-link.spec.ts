// The keyboard's first stop is the skip link: Enter takes focus past the header to the page's content, and the
// page keeps all of it (contact section and footer included), before and after the page's code has loaded.
import { expect, test, type Page } from '@playwright/test';
import { trackErrors } from './track-errors';

async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands in the content, not back in the header.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() =>
    document.querySelector('main')?.contains(document.activeElement),
  );
  expect(focusedInMain).toBe(true);
  await expect(page.locator('#contact')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

for (const path of ['/', '/aep/hoover', '/irmaa-calculator', '/blog/irmaa-explained']) {
  test(`${path}: the first Tab is the skip link, and Enter moves focus to the content`, async ({ page }) => {
    const errors = trackErrors(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.body.scrollHeight);
    await skipToContent(page);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.evaluate(() => document.body.scrollHeight)).toBeGreaterThanOrEqual(height - 50);
    expect(errors).toEqual([]);
  });
}

test('the skip link works before the page code has arrived too', async ({ page }) => {
  // Hold every script back: the page is its HTML alone.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/aep/hoover', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() =>
    document.querySelector('main')?.contains(document.activeElement),
  );
  expect(focusedInMain).toBe(true);
});
