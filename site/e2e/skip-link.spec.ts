// The keyboard's first stop is the skip link: Enter takes focus past the header to the page's content, and the
// page keeps all of it (contact section and footer included), before and after the page's code has loaded.
import { getSections } from '@agency/content';
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

/**
 * Keyboard only, from the skip link: the phone link, the consultation form's first field and the chat's button are
 * each within 15 presses of Tab (the next skip links lead to the form and to the chat; Enter follows one).
 */
for (const path of ['/', '/aep/hoover']) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`${path} at ${viewport.width}: the phone, the form and the chat within 15 Tabs of the skip link`, async ({
      page,
    }) => {
      const sections = getSections();
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: sections.common.skipLinkLabel })).toBeFocused();

      /** Tabs on from the skip link until `reached` holds, and says how many presses it took. */
      const tabsUntil = async (reached: () => Promise<boolean>) => {
        await page.getByRole('link', { name: sections.common.skipLinkLabel }).focus();
        for (let tabs = 1; tabs <= 15; tabs += 1) {
          await page.keyboard.press('Tab');
          if (await reached()) return tabs;
        }
        return Infinity;
      };
      const focused = (name: string) => () =>
        page.evaluate((text) => document.activeElement?.textContent?.trim() === text, name);

      const phoneTabs = await tabsUntil(() =>
        page.evaluate(() => document.activeElement?.getAttribute('href')?.startsWith('tel:') ?? false),
      );
      expect(phoneTabs, 'Tabs to a phone link').toBeLessThanOrEqual(15);

      const formTabs = await tabsUntil(focused(sections.common.skipToFormLabel));
      expect(formTabs, 'Tabs to the link to the form').toBeLessThanOrEqual(15);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: sections.callback.nameLabel })).toBeFocused();

      const chatTabs = await tabsUntil(focused(sections.common.skipToChatLabel));
      expect(chatTabs, 'Tabs to the link to the chat').toBeLessThanOrEqual(15);
      await page.keyboard.press('Enter');
      const launcher = page.getByRole('button', { name: sections.chat.openLabel });
      await expect(launcher).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: /^Chat with/ })).toBeVisible();
    });
  }
}
