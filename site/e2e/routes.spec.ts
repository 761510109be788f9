import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { trackErrors } from './track-errors';
import { prerenderedPaths } from './urls';

const paths = prerenderedPaths();

/**
 * axe runs on every route of the route table: every static page, and the first two URLs of each dynamic family
 * (the pages of one family share their template; their content differs only in text).
 */
function axePaths(): string[] {
  const seen = new Map<string, number>();
  return paths.filter((route) => {
    const family = route.split('/').length > 2 ? route.replace(/\/[^/]+$/, '/:param') : route;
    const count = seen.get(family) ?? 0;
    seen.set(family, count + 1);
    return count < 2;
  });
}
const axeSet = new Set(axePaths());

test('the build prerenders every route family', () => {
  expect(paths.length).toBeGreaterThan(100);
  for (const family of [
    '/aep/',
    '/blog/',
    '/service-areas/alabama/',
    '/medicare-service-areas/',
    '/medicare-service-areas-georgia/',
    '/about/',
  ]) {
    expect(
      paths.some((route) => route.startsWith(family)),
      family,
    ).toBe(true);
  }
});

for (const route of paths) {
  const withAxe = axeSet.has(route);
  test(`${route} answers 200 with one h1, valid JSON-LD and no console errors${withAxe ? ', axe clean' : ''}`, async ({
    page,
  }) => {
    const errors = trackErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();

    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(() => JSON.parse(json), json.slice(0, 80)).not.toThrow();
    }

    if (withAxe) {
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        axe.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}
