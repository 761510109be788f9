// Menus, the side menu and the exit popup that fit the window (issue 36): at 1280x800, 1366x768, 1024x768, 390x844,
// 320x568 and 640x400, every item of every header menu and of the side menu (its Learn and Tools views included) is
// in the window without scrolling inside a box; the side menu's title and close button stay at its top; the exit
// popup has no box of its own that scrolls; Escape closes each and focus goes back to a sensible place.
import { getNav, getSections } from '@agency/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openExitPopup } from './page-actions';

const nav = getNav();
const sections = getSections();

const viewports = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 320, height: 568 },
  { width: 640, height: 400 },
] as const;

/** Elements inside `root` (itself included) that scroll on their own: content taller than their box. */
function innerScrollers(root: Locator) {
  return root.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((node) => {
        const { overflowY } = getComputedStyle(node);
        return /auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight + 1;
      })
      .map((node) => `${node.tagName}.${String(node.className).slice(0, 30)}`),
  );
}

/** Every link and button of `root` lies whole inside the window, as it is (nothing scrolled), once it has slid in. */
async function everyItemInWindow(page: Page, root: Locator, label: string) {
  const outside = () =>
    root.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('a, button')]
        .filter((item) => item.getClientRects().length > 0)
        .filter((item) => {
          const box = item.getBoundingClientRect();
          return (
            box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth
          );
        })
        .map((item) => item.getAttribute('aria-label') ?? item.textContent?.trim()),
    );
  await expect.poll(outside, { message: `${label}: items outside the window` }).toEqual([]);
  expect(await innerScrollers(root), `${label}: boxes that scroll`).toEqual([]);
}

for (const viewport of viewports) {
  test(`${viewport.width}x${viewport.height}: every menu item in the window, nothing scrolls inside a box, Escape returns focus`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    if (viewport.width >= 1024) {
      for (const name of [nav.learnLabel, nav.toolsLabel]) {
        const trigger = page.getByRole('button', { name, exact: true });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
        await everyItemInWindow(page, list, `${name} menu`);
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(trigger).toBeFocused();
      }
      return;
    }
    const button = page.getByRole('button', { name: nav.openMenuLabel });
    await button.click();
    const menu = page.getByRole('dialog', { name: sections.common.menuTitle });
    await expect(menu).toBeVisible();
    await everyItemInWindow(page, menu, 'side menu');
    for (const group of [nav.learnLabel, nav.toolsLabel]) {
      await menu.getByRole('button', { name: group }).click();
      await expect(menu.getByRole('heading', { name: group })).toBeFocused();
      await everyItemInWindow(page, menu, `side menu, ${group}`);
      // Every item of the group is there, by its label.
      const items = group === nav.learnLabel ? nav.learn : nav.tools;
      for (const item of items)
        await expect(menu.getByRole('link', { name: new RegExp(`^${item.label}`) })).toBeVisible();
      await menu.getByRole('button', { name: sections.common.menuBackLabel }).click();
      await expect(menu.getByRole('button', { name: group })).toBeFocused();
    }
    // The title and the close button stay at the top.
    for (const part of [
      menu.getByRole('heading', { name: sections.common.menuTitle }),
      menu.getByRole('button', { name: nav.closeMenuLabel }),
    ])
      await expect(part).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 640, height: 400 },
]) {
  test(`${viewport.width}x${viewport.height}: the exit popup has nothing that scrolls in a box of its own; Escape returns focus to the page`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const popup = await openExitPopup(page);
    const box = (await popup.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Nothing inside the dialog scrolls on its own (in a short window the dialog itself, the whole window, may).
    const inner = await popup.evaluate((dialog) =>
      [...dialog.querySelectorAll('*')]
        .filter((node) => {
          const { overflowY } = getComputedStyle(node);
          return /auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight + 1;
        })
        .map((node) => node.tagName),
    );
    expect(inner).toEqual([]);
    if (viewport.height >= 700) {
      // On a laptop the whole of it is in view: the heading, the points, the consent, the reason and both buttons.
      expect(await innerScrollers(popup)).toEqual([]);
      await everyItemInWindow(page, popup, 'exit popup');
    } else {
      // A short window: the title and the close button stay at the top while the rest scrolls by.
      const close = popup.getByRole('button', { name: sections.exitPopup.closeLabel });
      await popup.getByRole('button', { name: sections.exitPopup.callNow }).scrollIntoViewIfNeeded();
      await expect(close).toBeInViewport();
      await expect(popup.getByRole('button', { name: sections.exitPopup.bookAppointment })).toBeInViewport();
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // Nothing had focus when the pointer left the page: focus goes to the page's content, not lost on <body>.
    await expect(page.getByRole('main')).toBeFocused();
  });
}
