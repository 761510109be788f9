// Menus never larger than the window: every item of the header's open menus can be reached, by mouse (scrolling
// inside the menu) and by keyboard (each focused item is in view), on common laptop screens.
import { expect, test } from '@playwright/test';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1024, height: 600 },
]) {
  test(`${viewport.width}x${viewport.height}: every item of each header menu is in view when focused`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    for (const name of ['Learn', 'Tools']) {
      const trigger = page.getByRole('button', { name, exact: true });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      const box = (await list.boundingBox())!;
      expect(box.y + box.height, `${name} menu bottom`).toBeLessThanOrEqual(viewport.height);
      const links = list.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const link = links.nth(index);
        await link.focus();
        await expect(link, `${name} item ${index + 1}`).toBeInViewport({ ratio: 0.95 });
      }
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  });
}
