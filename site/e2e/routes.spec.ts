import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { trackErrors } from './track-errors';
import { prerenderedPaths } from './urls';

const paths = prerenderedPaths();

/** axe runs on every prerendered route, with the WCAG 2.2 A/AA rules and axe's best practices (issue 16). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
  test(`${route} answers 200 with one h1, valid JSON-LD, no console errors and no axe violation`, async ({
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

    const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}
