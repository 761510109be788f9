import { expect, test } from '@playwright/test';
import { prerenderedPaths } from './urls';

/** Internal hrefs of a page's HTML (as served, before any JavaScript). */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') || href.startsWith('#'));
}

test('no internal link leads to a 404 and every in-page anchor exists', async ({ request }) => {
  test.setTimeout(120_000);
  const checked = new Map<string, number>();
  const problems: string[] = [];
  for (const route of prerenderedPaths()) {
    const html = await (await request.get(route)).text();
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    for (const href of internalLinks(html)) {
      const [pathPart, hash] = href.split('#') as [string, string | undefined];
      const target = pathPart === '' ? route : pathPart;
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      if (checked.get(target) !== 200) problems.push(`${route} → ${href}: ${checked.get(target)}`);
      if (hash) {
        const targetIds =
          target === route
            ? ids
            : new Set(
                [...(await (await request.get(target)).text()).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]),
              );
        if (!targetIds.has(hash)) problems.push(`${route} → ${href}: no element with id "${hash}"`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked.size).toBeGreaterThan(50);
});

test('external links that open a new tab carry rel="noopener noreferrer"', async ({ request }) => {
  const problems: string[] = [];
  for (const route of prerenderedPaths()) {
    const html = await (await request.get(route)).text();
    for (const tag of html.match(/<a\b[^>]*target="_blank"[^>]*>/g) ?? []) {
      if (!/rel="noopener noreferrer"/.test(tag)) problems.push(`${route}: ${tag}`);
    }
  }
  expect(problems).toEqual([]);
});

test('sitemap.xml lists every canonical page once, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs).toContain('/');
  expect(locs).toContain('/service-areas/alabama/hoover');
  expect(locs).not.toContain('/medicare-service-areas/hoover');
  expect(locs).not.toContain('/auth');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
});
