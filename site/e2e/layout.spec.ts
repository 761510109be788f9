// The site as a 72-year-old meets it (issue 16): one page of every template, at two phones, a tablet held either way
// (768x1024, 1024x768), two laptops, a laptop at 200% zoom (640x400) and a 427x267 window (400% zoom, a phone in
// landscape). On each: no sideways scroll; the chrome that
// holds on to the window (phone banner, navigation bar, bottom call bar, chat button) takes at most a fifth of a
// portrait phone's height and collapses in the short window; the chat button covers no words; every item of every
// open menu and dialog can be reached inside the window; the skip link is the first Tab stop; axe (WCAG 2.2 A/AA
// and best practice) finds nothing.
import AxeBuilder from '@axe-core/playwright';
import { getNav, getSections } from '@agency/content';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openExitPopup } from './page-actions';

const nav = getNav();
const copy = getSections();
const chatTitlePrefix = copy.chat.title.split('{')[0]!.trim();

const viewports = [
  { name: 'phone 390x844', width: 390, height: 844, kind: 'portrait' },
  { name: 'phone 320x568', width: 320, height: 568, kind: 'portrait' },
  { name: 'tablet 768x1024', width: 768, height: 1024, kind: 'portrait' },
  { name: 'tablet 1024x768', width: 1024, height: 768, kind: 'wide' },
  { name: 'laptop 1280x800', width: 1280, height: 800, kind: 'wide' },
  { name: 'laptop 1366x768', width: 1366, height: 768, kind: 'wide' },
  { name: '200% zoom 640x400', width: 640, height: 400, kind: 'short' },
  { name: '400% zoom 427x267', width: 427, height: 267, kind: 'short' },
] as const;
type Viewport = (typeof viewports)[number];

/** One page of every template. */
const routes = [
  '/',
  '/aep/atlanta',
  '/service-areas/alabama',
  '/service-areas/alabama/birmingham',
  '/part-d',
  '/irmaa-calculator',
  '/medicare-timeline',
  '/aep-checklist',
  '/blog',
  '/blog/irmaa-explained',
  '/about',
  '/no-such-page',
];

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate((share) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(max * share), behavior: 'instant' });
  }, fraction);
}

/**
 * The chrome holding on to the window now: every displayed fixed element, and every sticky element where it sticks;
 * the height of the union of their parts inside the window, and whether any sticks.
 */
function measureChrome(page: Page) {
  return page.evaluate(() => {
    const held = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') return false;
      if (element.closest('[role="dialog"]')) return false;
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    const outer = held.filter(
      (element) => !held.some((other) => other !== element && other.contains(element)),
    );
    const spans = outer
      .map((element) => {
        const box = element.getBoundingClientRect();
        return [Math.max(0, box.top), Math.min(window.innerHeight, box.bottom)] as const;
      })
      .sort((a, b) => a[0] - b[0]);
    let total = 0;
    let end = -1;
    for (const [top, bottom] of spans) {
      if (bottom <= end) continue;
      total += bottom - Math.max(top, end);
      end = bottom;
    }
    return {
      share: total / window.innerHeight,
      sticky: outer
        .filter((element) => getComputedStyle(element).position === 'sticky')
        .map((e) => e.tagName),
      parts: outer.map(
        (element) => `${element.tagName} ${Math.round(element.getBoundingClientRect().height)}px`,
      ),
    };
  });
}

/** Words on the page that the chat button sits over (words the bottom bar already covers do not count). */
function wordsUnderChatButton(page: Page, buttonName: string) {
  return page.evaluate((name) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]')].find(
      (candidate) => candidate.textContent?.trim() === name,
    );
    if (!button || button.hidden) return [];
    const area = button.getBoundingClientRect();
    const isChrome = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement || isChrome(node.parentElement)) continue;
      // Words for screen readers only (a 1px clipped box) are not on screen.
      const holder = node.parentElement.getBoundingClientRect();
      if (holder.width <= 1 || holder.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 2 || rect.height < 2) continue;
        const left = Math.max(rect.left, area.left);
        const right = Math.min(rect.right, area.right);
        const top = Math.max(rect.top, area.top);
        const bottom = Math.min(rect.bottom, area.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        // What is on top at the middle of the overlap, the button aside: the bar (chrome) hides the words anyway.
        const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
        const under = stack.find((element) => !button.contains(element));
        if (isChrome(under ?? null)) continue;
        found.push(text.slice(0, 40));
        break;
      }
    }
    return found;
  }, buttonName);
}

/**
 * Every control of `container` is inside the window once focused or scrolled to (the browser scrolls inside the
 * container, never the window's chrome).
 */
async function expectAllReachable(container: Locator, selector: string, label: string) {
  const items = container.locator(selector);
  const count = await items.count();
  expect(count, `${label}: items`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const item = items.nth(index);
    if (!(await item.isVisible())) continue;
    await item.focus();
    // A control that takes no focus (a disabled button) is reached by scrolling inside its container.
    await item.scrollIntoViewIfNeeded();
    await expect(item, `${label}: item ${index + 1} in view`).toBeInViewport({ ratio: 0.9 });
  }
}

async function checkMenus(page: Page, viewport: Viewport) {
  if (viewport.width >= 1024) {
    for (const name of [nav.learnLabel, nav.toolsLabel]) {
      const trigger = page.getByRole('button', { name, exact: true });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await expectAllReachable(list, 'a', `${viewport.name} ${name} menu`);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  } else {
    const button = page.getByRole('button', { name: nav.openMenuLabel });
    await button.click();
    const menu = page.getByRole('dialog', { name: copy.common.menuTitle });
    await expect(menu).toBeVisible();
    await expectAllReachable(menu, 'a, button', `${viewport.name} mobile menu`);
    // The Learn and Tools items, each group in a view of its own.
    for (const group of [nav.learnLabel, nav.toolsLabel]) {
      await menu.getByRole('button', { name: group }).click();
      await expectAllReachable(menu, 'a, button', `${viewport.name} mobile menu, ${group}`);
      await menu.getByRole('button', { name: copy.common.menuBackLabel }).click();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
}

async function checkChat(page: Page, viewport: Viewport) {
  const launcher = page.getByRole('button', { name: copy.chat.openLabel });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: new RegExp(chatTitlePrefix) });
  await expect(panel).toBeVisible();
  await expectAllReachable(panel, 'a, button:not([disabled]), textarea', `${viewport.name} chat panel`);
  if (viewport.width < 640 || viewport.height < 500) {
    // Full screen here, so modal: Tab never leaves the panel.
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await panel.getByRole('textbox').focus();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
}

for (const route of routes) {
  test(`${route}: fits every window, its chrome stays small, menus and dialogs in view, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewports[0]);
    await page.goto(route);
    await page.waitForLoadState('networkidle');

    // The first Tab stop is the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: copy.common.skipLinkLabel })).toBeFocused();
    await page.keyboard.press('Shift+Tab');

    for (const viewport of viewports) {
      await test.step(viewport.name, async () => {
        await page.setViewportSize(viewport);
        await scrollToFraction(page, 0);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${viewport.name}: sideways scroll`).toBeLessThanOrEqual(0);

        for (const fraction of [0, 0.35, 0.7, 1]) {
          await scrollToFraction(page, fraction);
          const chrome = await measureChrome(page);
          const where = `${viewport.name} at ${fraction * 100}% (${chrome.parts.join(', ')})`;
          if (viewport.kind === 'portrait')
            expect(chrome.share, `${where}: chrome share`).toBeLessThanOrEqual(0.2);
          if (viewport.kind === 'short') {
            expect(chrome.sticky, `${where}: nothing sticks in a short window`).toEqual([]);
            expect(chrome.share, `${where}: one slim bar at most`).toBeLessThanOrEqual(0.2);
          }
          expect(
            await wordsUnderChatButton(page, copy.chat.openLabel),
            `${where}: words under the chat button`,
          ).toEqual([]);
        }

        await scrollToFraction(page, 0);
        if (route === '/' && viewport.kind === 'portrait') {
          // The first screen's call to action is not hidden behind the bottom call bar.
          const cta = (await page.getByRole('link', { name: copy.hero.primaryCta }).first().boundingBox())!;
          const bar = (await page.getByRole('complementary', { name: copy.mobileBar.label }).boundingBox())!;
          // On the first screen, it is whole above the bar; below the fold it is reached by scrolling.
          if (cta.y < bar.y) {
            expect(cta.y + cta.height, `${viewport.name}: hero button above the bar`).toBeLessThanOrEqual(
              bar.y,
            );
          }
        }
        await checkMenus(page, viewport);
        await checkChat(page, viewport);

        const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze();
        expect(
          axe.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
          `${viewport.name}: axe`,
        ).toEqual([]);
      });
    }
  });
}

test('the exit popup fits every window: its consent box and both buttons are in view together', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewports[3]);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const popup = await openExitPopup(page);
  await expect(popup).toHaveAttribute('aria-modal', 'true');

  for (const viewport of viewports) {
    await test.step(viewport.name, async () => {
      await page.setViewportSize(viewport);
      const box = (await popup.boundingBox())!;
      expect(box.y, `${viewport.name}: top`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${viewport.name}: bottom`).toBeLessThanOrEqual(viewport.height);
      const checkbox = popup.getByRole('checkbox');
      const call = popup.getByRole('button', { name: copy.exitPopup.callNow });
      const book = popup.getByRole('button', { name: copy.exitPopup.bookAppointment });
      if (viewport.kind !== 'short') {
        const reason = popup.getByText(copy.exitPopup.consentHelp);
        // The line that says why the buttons wait (with the number) is seen with the box it names…
        await checkbox.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
        for (const part of [checkbox, reason]) await expect(part).toBeInViewport();
        // …and with the buttons it explains; from 390 px up, all four in one view.
        await book.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
        const together = viewport.width >= 390 ? [checkbox, reason, call, book] : [reason, call, book];
        for (const part of together) await expect(part).toBeInViewport();
      }
      await expectAllReachable(popup, 'a, button, [role="checkbox"]', `${viewport.name} exit popup`);
      const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
  // The spec's gating stays: Call Now waits for the box.
  await expect(call(page)).toBeDisabled();
  await page.getByRole('dialog', { name: copy.exitPopup.title }).getByRole('checkbox').check();
  await expect(
    page
      .getByRole('dialog', { name: copy.exitPopup.title })
      .getByRole('link', { name: copy.exitPopup.callNow }),
  ).toHaveAttribute('href', /^tel:/);
});

function call(page: Page) {
  return page
    .getByRole('dialog', { name: copy.exitPopup.title })
    .getByRole('button', { name: copy.exitPopup.callNow });
}
