// In-page links (#callback, #faq, the skip link's #main, …) are plain fragment links on plain HTML pages: the browser
// scrolls, no script navigates, and nothing on the page can be taken away by a press, before the page's code has
// arrived or after (docs/adr/0013). One page of every route template, at a phone's and a laptop's width; then back
// and forward across three pages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { untilScrollStill } from './page-actions';
import { trackErrors } from './track-errors';

/** One page of each route template (the content-page template with each kind of tool it can carry). */
const templates = [
  '/',
  '/aep/birmingham',
  '/about',
  '/appointments',
  '/irmaa-calculator',
  '/medicare-timeline',
  '/aep-checklist',
  '/medicare-comparison',
  '/service-areas',
  '/service-areas/alabama',
  '/service-areas/alabama/hoover',
  '/medicare-service-areas/auburn',
  '/medicare-service-areas-georgia/albany',
  '/about/sarah-mitchell',
  '/blog',
  '/blog/irmaa-explained',
  '/no-such-page',
];
/** The 404 page answers with status 404, as it should. */
const documentStatus = (path: string) => (path === '/no-such-page' ? 404 : 200);

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

/** The fragment links a visitor can see and press: `href="#…"` or this page's path with a fragment. */
async function fragmentLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const here = location.pathname;
    const hrefs = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('body a[href*="#"]')) {
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.pathname !== here || url.hash.length < 2) continue;
      const box = link.getBoundingClientRect();
      const style = getComputedStyle(link);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      hrefs.add(link.getAttribute('href')!);
    }
    return [...hrefs];
  });
}

async function pageIsWhole(page: Page, height: number) {
  await expect(page.locator('#contact')).toHaveCount(1);
  await expect(page.locator('#contact')).not.toBeEmpty();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('contentinfo')).not.toBeEmpty();
  // Nothing went missing: the page is as tall as it was (a little give for a menu or focus ring).
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(
    height - 50,
  );
}

/**
 * Presses the link the way a person does: once it is in view and the page is still. Focusing a link below the fold
 * scrolls it into view, smoothly (the page's CSS asks for smooth scrolling), and Chromium lets that unfinished scroll
 * win over the jump an Enter pressed during it starts: a test pressing at once would measure its own haste.
 */
async function press(page: Page, link: Locator) {
  await link.focus();
  await untilScrollStill(page);
  await link.press('Enter');
}

async function pressEach(page: Page, path: string, hrefs: string[]) {
  // A key press starts the page's loader, which asks for the whole stylesheet: the page's height is measured once it
  // is in (a long page's CSS below its first screen comes with it, docs/adr/0019).
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => {
    const link = document.querySelector<HTMLLinkElement>('link[data-page-css]');
    return !link || link.sheet !== null;
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (const href of hrefs) {
    const link = page.locator(`body a[href="${href}"]:visible`).first();
    if ((await link.count()) === 0) continue;
    await press(page, link);
    const id = decodeURIComponent(href.slice(href.indexOf('#') + 1));
    // A target that floats over the page (the chat's button, in a wrapper with no box of its own) is its first
    // control: in view wherever the page is scrolled.
    const target = page.locator(`[id="${id}"]`);
    const floating = (await target.getAttribute('data-focus-first')) === 'control';
    await expect(floating ? target.locator('button').first() : target, `${path}: ${href}`).toBeInViewport({
      timeout: 5000,
    });
    expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/').toBe(path);
    await pageIsWhole(page, height);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
}

for (const { name, width, height } of widths) {
  for (const path of templates) {
    test(`${path} at ${name} width: every in-page link scrolls to its target and the page stays whole, before and after its code`, async ({
      page,
    }) => {
      const errors = trackErrors(page, { expectedDocumentStatus: documentStatus(path) });
      await page.setViewportSize({ width, height });
      // The pointer rests mid-page: at the window's top edge, the page scrolling under it reads as a visitor heading
      // out of the page, and the home page's exit popup (rightly) opens over everything.
      await page.mouse.move(width / 2, height / 2);

      // Before: the islands' code is held back, so every press meets the plain HTML.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not 'load': the held-back module keeps the load event from firing.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const hrefs = await fragmentLinks(page);
      expect(hrefs.length, `${path} has in-page links`).toBeGreaterThan(0);
      expect(await page.locator('[data-island-hydrated]').count()).toBe(0);
      await pressEach(page, path, hrefs);

      // After: the code arrives, the islands hydrate (scrolling brings the lower ones in), and every press again.
      release();
      await expect(page.locator('[data-island="header"][data-island-hydrated]')).toHaveCount(1);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await expect(page.locator('[data-island="contact"][data-island-hydrated]')).toHaveCount(1);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await pressEach(page, path, await fragmentLinks(page));
      expect(errors).toEqual([]);
    });
  }
}

test('back and forward across three pages, through in-page links, keep every page whole', async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('[data-island="header"][data-island-hydrated]')).toHaveCount(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await press(page, page.locator('main a[href="#callback"]').first());
    await expect(page.locator('#callback')).toBeInViewport();
    return height;
  };
  const heights = [await visit('/'), await visit('/about'), await visit('/aep/birmingham')];
  const check = async (path: string, height: number) => {
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}(#callback)?$`));
    await pageIsWhole(page, height);
  };
  await page.goBack(); // /aep/birmingham, before the #callback press
  await check('/aep/birmingham', heights[2]!);
  await page.goBack(); // /about#callback
  await check('/about', heights[1]!);
  await expect(page.locator('#callback')).toBeInViewport();
  await page.goBack(); // /about
  await page.goBack(); // /#callback
  await check('/', heights[0]!);
  await page.goForward(); // /about
  await check('/about', heights[1]!);
  await page.goForward(); // /about#callback
  await expect(page.locator('#callback')).toBeInViewport();
  await page.goForward(); // /aep/birmingham
  await page.goForward(); // /aep/birmingham#callback
  await check('/aep/birmingham', heights[2]!);
  await expect(page.locator('#callback')).toBeInViewport();
  expect(errors).toEqual([]);
});
