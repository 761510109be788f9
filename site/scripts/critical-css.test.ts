// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { beastiesIn, firstScreen, forFirstPaint, withCriticalCss } from './critical-css.ts';

const visitorPage = (body: string) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/index-A1.css" data-precedence="default"/>' +
  `<title>T</title></head><body>${body}<script data-src="/assets/islands/client-B2.js">(loader)</script></body></html>`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('critical CSS', () => {
  it("should put the CSS a visitor's page uses inline, the stylesheet behind <noscript> and on the loader", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'assets/index-A1.css'),
      '.used{color:navy}.unused{color:red}.used:hover{color:teal}.used:focus-visible{outline:3px solid}' +
        '@media (width>=640px){.used{font-size:20px}.menu-open{display:block}}@media print{.used{color:#000}}',
    );
    const html = await withCriticalCss(
      visitorPage('<p class="used">Hello</p>'),
      'index.html',
      beastiesIn(dir),
    );

    const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(inline).toContain('.used{color:navy}');
    expect(inline).toContain('@media (width>=640px){.used{font-size:20px}}');
    expect(inline).toContain(':focus-visible');
    // Not used by this HTML, or not shown by a first paint: they come with the whole stylesheet.
    expect(inline).not.toMatch(/unused|menu-open|:hover|print/);
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/index-A1.css"></noscript>');
    expect(html).toContain(
      '<script data-src="/assets/islands/client-B2.js" data-css="/assets/index-A1.css">',
    );
    // The page's own markup is untouched: only the stylesheet link and the loader's tag changed.
    expect(html).toContain('<p class="used">Hello</p><script');
  });

  it("should put inline only the CSS of a long page's first screen and of what floats over it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'assets/index-A1.css'),
      '.hero{color:navy}.menu{display:grid}.later{color:red}.bar{position:fixed}',
    );
    const body =
      '<nav><ul class="menu" hidden=""><li>Learn</li></ul></nav><main><section class="hero">Hi</section>' +
      '<div data-first-screen-end="" hidden=""></div><section class="later">FAQ</section></main>' +
      '<footer class="later">F</footer><div data-island="page-actions"><aside class="bar">Call</aside></div>';
    const html = await withCriticalCss(visitorPage(body), 'index.html', beastiesIn(dir));
    const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(inline).toContain('.hero{color:navy}');
    expect(inline).toContain('.bar{position:fixed}');
    // After the first screen, or a closed menu: with the whole stylesheet, after the first paint.
    expect(inline).not.toMatch(/later|menu/);
    // Every word stays in the HTML.
    expect(html).toContain('<section class="later">FAQ</section>');
    expect(html).toContain('<ul class="menu" hidden=""><li>Learn</li></ul>');
  });

  it('should take the whole page when it marks no first screen', () => {
    const page = visitorPage('<main><p>x</p></main>');
    expect(firstScreen(page)).toBe(page);
  });

  it('should leave a page without the islands loader (the staff pages) as it is', async () => {
    const staff =
      '<html><head><link rel="stylesheet" href="/a.css"/></head><body><script type="module">x</script></body></html>';
    await expect(withCriticalCss(staff, 'auth/index.html', async () => '')).resolves.toBe(staff);
  });

  it('should name the page when the build is not what it expects', async () => {
    const twoSheets = visitorPage('<p>x</p>').replace(
      '<title>',
      '<link rel="stylesheet" href="/b.css"/><title>',
    );
    await expect(withCriticalCss(twoSheets, 'about/index.html', async (html) => html)).rejects.toThrow(
      "about/index.html: a visitor's page should link exactly one stylesheet, found 2.",
    );
    await expect(
      withCriticalCss(visitorPage('<p>x</p>'), 'blog/index.html', async (html) => html),
    ).rejects.toThrow('blog/index.html: no CSS of /assets/index-A1.css applies to the page');
  });

  it('should keep a rule whose other selectors do not need a hover', () => {
    expect(
      forFirstPaint('a:hover,a:focus-visible{color:red}b:hover{color:blue}@media print{b{color:#000}}'),
    ).toBe('a:focus-visible{color:red}');
  });
});
