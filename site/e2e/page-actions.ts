// What a visitor does to a page that more than one spec repeats: waiting for a smooth scroll to end, and leaving the
// window through its top (which opens the home page's exit popup once it is armed).
import { getSections } from '@agency/content';
import { expect, type Locator, type Page } from '@playwright/test';

/** Resolves once the page has stopped scrolling: the same position three frames running (a smooth scroll ended). */
export async function untilScrollStill(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

/** The pointer leaves the window through its top, as a visitor reaching for the tabs or the address bar does. */
export async function leaveThroughTop(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { clientY: -5, bubbles: true, relatedTarget: null }),
    ),
  );
}

/** Opens the home page's exit popup by leaving through the top until it shows (it is armed a few seconds after load). */
export async function openExitPopup(page: Page): Promise<Locator> {
  const popup = page.getByRole('dialog', { name: getSections().exitPopup.title });
  await expect(async () => {
    await leaveThroughTop(page);
    await expect(popup).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return popup;
}
