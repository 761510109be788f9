// Visual regression: key pages of the served build and key stories of the static Storybook, compared with the
// committed baselines in visual.spec.ts-snapshots/. A baseline changes only on purpose:
//   pnpm run test:visual:update   (then review the new PNGs in the diff before committing them)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';
import { trackErrors } from './track-errors';

const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 4180);
const storybookDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storybook-static');

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Same for every screenshot: no animation, no caret, a small tolerance for anti-aliasing. */
const screenshotOptions = {
  animations: 'disabled',
  caret: 'hide',
  maxDiffPixelRatio: 0.01,
} satisfies PageScreenshotOptions & { maxDiffPixelRatio: number };

/**
 * Stories run on a fixed clock, so nothing that reads the date drifts between runs. Pages don't: their HTML was
 * prerendered with the build's date, and another date on the client would not hydrate (and none of the
 * screenshots shows a date; the footer's year is out of frame).
 */
const fixedNow = new Date('2025-11-03T15:00:00Z');

async function prepare(page: Page) {
  // Only our own servers: anything else (a map tile, a video thumbnail) would make screenshots depend on the network.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}

/** Waits until the page is still: requests done, web fonts ready, two frames painted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const pages: ReadonlyArray<{ name: string; path: string; status?: number; section?: string }> = [
  { name: 'home-top', path: '/' },
  { name: 'home-faq', path: '/', section: '#faq' },
  { name: 'home-contact', path: '/', section: '#contact' },
  { name: 'aep-city', path: '/aep/new-port-richey' },
  { name: 'irmaa-calculator', path: '/irmaa-calculator' },
  { name: 'blog-post', path: '/blog/irmaa-explained' },
  { name: 'not-found', path: '/no-such-page', status: 404 },
];

for (const viewport of viewports) {
  test.describe(`pages at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });

    for (const { name, path: url, status = 200, section } of pages) {
      test(`${name} looks as approved (${viewport.name})`, async ({ page }) => {
        const errors = trackErrors(page, { expectedDocumentStatus: status });
        await prepare(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(status);
        await settle(page);
        if (section) {
          const target: Locator = page.locator(section);
          await expect(target).toBeVisible();
          // A section taller than the window is shot in scrolled slices, and whatever is fixed or sticky (the phone
          // banner, the header, the chat button) would land on a different slice each time: hide those here (they
          // keep their space; the top-of-page shots cover them).
          await page.evaluate(() => {
            for (const element of document.querySelectorAll('body *')) {
              const { position } = getComputedStyle(element);
              if (position === 'fixed' || position === 'sticky')
                element.setAttribute('data-visual-overlay', '');
            }
          });
          await page.addStyleTag({ content: '[data-visual-overlay] { visibility: hidden !important; }' });
          await expect(target).toHaveScreenshot(`${name}-${viewport.name}.png`, screenshotOptions);
        } else {
          await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`, screenshotOptions);
        }
        // Requests we blocked on purpose are not errors of the page.
        expect(errors.filter((error) => !/^failed (?!http:\/\/127\.0\.0\.1)/.test(error))).toEqual([]);
      });
    }
  });
}

/**
 * The first paint: a visitor's page paints from its HTML alone, with the CSS its own HTML uses inline
 * (scripts/critical-css.ts, docs/adr/0017). With the whole stylesheet and every script held back, each page must
 * already look as approved: the same baselines as above.
 */
for (const viewport of viewports) {
  test.describe(`first paint, HTML only, at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });

    for (const { name, path: url, status = 200, section } of pages) {
      if (section) continue;
      test(`${name} paints as approved before its stylesheet and code arrive (${viewport.name})`, async ({
        page,
      }) => {
        await prepare(page);
        const heldBack: string[] = [];
        await page.route(
          (address) => /^\/assets\/(?!.*\.(?:svg|png|woff2?)$)/.test(address.pathname),
          (route) => {
            heldBack.push(new URL(route.request().url()).pathname);
            return route.abort('blockedbyclient');
          },
        );
        const response = await page.goto(url);
        expect(response?.status()).toBe(status);
        await settle(page);
        expect(await page.locator('link[rel="stylesheet"]:not(noscript link)').count()).toBeLessThanOrEqual(
          1,
        );
        expect(heldBack.some((held) => held.endsWith('.css'))).toBe(true);
        await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`, screenshotOptions);
      });
    }
  });
}

/** Stories in a telling state (their play functions put them there): open widgets and error states. */
const stories: ReadonlyArray<{ id: string; viewport: (typeof viewports)[number] }> = [
  { id: 'widgets-chatwidget--send-and-reply', viewport: viewports[1] },
  { id: 'widgets-exitintentpopup--open', viewport: viewports[1] },
  { id: 'widgets-irmaacalculator--invalid-answers', viewport: viewports[0] },
  { id: 'widgets-enrollmenttimeline--invalid-impossible-date', viewport: viewports[0] },
  { id: 'sections-navbar--learn-menu-open', viewport: viewports[1] },
];

test.describe('stories (static Storybook)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { id, viewport } of stories) {
    test(`${id} looks as approved (${viewport.name})`, async ({ page }) => {
      expect(
        existsSync(path.join(storybookDir, 'index.json')),
        'Build the static Storybook first: pnpm run build-storybook',
      ).toBe(true);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.clock.setFixedTime(fixedNow);
      await page.goto(`http://127.0.0.1:${storybookPort}/iframe.html?id=${id}&viewMode=story`);
      // Storybook's own render phase: 'finished' once the play function and its checks are done.
      const phase = await page.waitForFunction(
        () => {
          const current = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return current === 'finished' || current === 'errored' || current === 'aborted' ? current : false;
        },
        undefined,
        { timeout: 20_000 },
      );
      expect(await phase.jsonValue(), `the story ${id} should render and pass its play function`).toBe(
        'finished',
      );
      await settle(page);
      // The design system's theme is loaded (body text at least 18px), not the browser's defaults.
      const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
      expect(fontSize, 'body text size: is the theme CSS in storybook-static?').toBeGreaterThanOrEqual(18);
      // The whole story, not the window: a play function that focuses a field scrolls it into view, and where the
      // window ends up could differ by a few pixels between runs.
      await expect(page).toHaveScreenshot(`story-${id}-${viewport.name}.png`, {
        ...screenshotOptions,
        fullPage: true,
      });
    });
  }
});
