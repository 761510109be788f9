// Nobody writes on our pages through an address: in every dynamic family (AEP cities, service-area states and
// cities, blog posts, advisors) only places the content knows have a page; any other slug, hostile or not, is the
// 404 page with status 404, and nothing in an address or a query string runs or lands in the page.
import { expect, test, type Page } from '@playwright/test';
import { trackErrors } from './track-errors';

/** Words and markup an attacker would like to see on our pages. */
const payloads = [
  'URGENT: your Medicare card is suspended. Call (888) 555-0199 now',
  '<script>alert("xss")</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><svg/onload=alert(document.domain)>',
  "javascript:alert('x')",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '{{constructor.constructor("alert(1)")()}}',
  '../../../../etc/passwd',
  'some-town',
];

/** Each dynamic URL family with a known-good address and a builder for any slug. */
const families: ReadonlyArray<{ name: string; known: string; at: (slug: string) => string }> = [
  { name: 'AEP city', known: '/aep/hoover', at: (slug) => `/aep/${slug}` },
  { name: 'service-area state', known: '/service-areas/alabama', at: (slug) => `/service-areas/${slug}` },
  {
    name: 'service-area city',
    known: '/service-areas/alabama/hoover',
    at: (slug) => `/service-areas/alabama/${slug}`,
  },
  {
    name: 'Medicare service-area city',
    known: '/medicare-service-areas/hoover',
    at: (slug) => `/medicare-service-areas/${slug}`,
  },
  {
    name: 'Georgia city',
    known: '/medicare-service-areas-georgia/atlanta',
    at: (slug) => `/medicare-service-areas-georgia/${slug}`,
  },
  { name: 'blog post', known: '/blog/irmaa-explained', at: (slug) => `/blog/${slug}` },
  { name: 'advisor', known: '/about/sarah-mitchell', at: (slug) => `/about/${slug}` },
];

/** Collects every dialog the page opens (an alert() that ran) and dismisses it. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** What an injection would have left in the page: elements with handlers, or any payload's code in the markup. */
async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length +
      (document.documentElement.outerHTML.includes('alert(') ? 1 : 0),
  );
}

for (const family of families) {
  test(`${family.name}: the known page renders; unknown and hostile slugs get the 404 page`, async ({
    page,
    request,
  }) => {
    expect((await request.get(family.known)).status(), family.known).toBe(200);
    const dialogs = watchDialogs(page);
    for (const payload of payloads) {
      const address = family.at(encodeURIComponent(payload));
      expect((await request.get(address)).status(), address).toBe(404);
    }
    // In the browser, for the most telling payloads: the 404 page, hydrated, with none of the words on it.
    for (const payload of [payloads[0]!, payloads[2]!, payloads[3]!]) {
      const errors = trackErrors(page, { expectedDocumentStatus: 404 });
      const response = await page.goto(family.at(encodeURIComponent(payload)));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
      await expect(page).toHaveTitle(/Page not found/);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('body').innerText()).not.toContain('555-0199');
      expect(await page.title()).not.toContain('URGENT');
      expect(await injectedElements(page)).toBe(0);
      // The visitor still sees the address they typed.
      expect(new URL(page.url()).pathname).toBe(family.at(encodeURIComponent(payload)));
      expect(errors).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  });
}

test('hostile query strings change nothing on a page and run nothing', async ({ page }) => {
  // 20 page loads, each to quiet network: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const dialogs = watchDialogs(page);
  for (const path of [
    '/',
    '/aep/hoover',
    '/irmaa-calculator',
    '/medicare-timeline',
    '/blog/irmaa-explained',
  ]) {
    for (const payload of [payloads[0]!, payloads[1]!, payloads[2]!, payloads[4]!]) {
      const query = new URLSearchParams({
        q: payload,
        city: payload,
        year: payload,
        status: payload,
        magi: payload,
      });
      const errors = trackErrors(page);
      const response = await page.goto(`${path}?${query}`);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('body').innerText()).not.toContain('555-0199');
      expect(await injectedElements(page)).toBe(0);
      expect(errors, `${path}?${query}`).toEqual([]);
    }
  }
  expect(dialogs).toEqual([]);
});

test('the 404 page served under another address works: its links navigate, back shows it again', async ({
  page,
}) => {
  const errors = trackErrors(page, { expectedDocumentStatus: 404 });
  await page.goto('/aep/not-a-city');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/aep\/not-a-city$/);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
  await page.goBack();
  await expect(page).toHaveURL(/\/aep\/not-a-city$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  // Every page is its own document: home answers 200, the 404 page 404 again on the way back.
  expect(errors.filter((error) => error !== `200 ${new URL('/', page.url()).href}`)).toEqual([]);
});

test('every 404 and the 404.html of static hosts carry the security headers and a script policy', async ({
  request,
}) => {
  for (const path of [
    '/aep/not-a-city',
    '/blog/nope',
    '/nope',
    '/404',
    '/404.html',
    '/__spa-fallback.html',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
  }
  const { readFileSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  const notFound = readFileSync(fileURLToPath(new URL('../build/client/404.html', import.meta.url)), 'utf8');
  expect(notFound).toMatch(
    /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
  );
  expect(notFound).toContain('Oops! Page not found');
});
