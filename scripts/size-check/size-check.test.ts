// @vitest-environment node
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkBuild,
  containsZod,
  defaultBudgets,
  dynamicImports,
  formatReport,
  markdownTable,
  staticImports,
} from '../size-check.ts';
import { fixtureFiles, fixtureManifest, incompressible, writeFixture, zodChunk } from './fixture.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const fixture = (changes: Record<string, string | null> = {}) => {
  const dir = writeFixture(changes);
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const files = fixtureFiles();
const homePage = files['index.html']!;

describe('size-check', () => {
  it('should pass the fixture build and count only what the first load needs', () => {
    const report = checkBuild(fixture());
    expect(report.failures).toEqual([]);
    expect(report.pages.map((page) => page.route)).toEqual([
      '/',
      '/404',
      '/admin/blog',
      '/blog/hello',
      '(spa fallback)',
    ]);

    const home = report.pages[0]!;
    // Before the first paint: the HTML (its CSS inline), no script, no stylesheet; the whole stylesheet after it.
    expect(home.jsBeforePaintBytes).toBe(0);
    expect(home.htmlBytes).toBe(gzip(homePage));
    expect(home.firstPaintBytes).toBe(home.htmlBytes);
    expect(home.css).toEqual(['assets/root-I9.css']);
    expect(home.cssBytes).toBe(gzip(files['assets/root-I9.css']!));
    // Its inline scripts and data (what its plain twin lacks) are a few hundred bytes; the page fits one round trip.
    expect(home.scriptBytes).toBeGreaterThan(200);
    expect(home.scriptBytes).toBeLessThan(defaultBudgets.inlineScripts);
    expect([home.htmlRoundTrips, home.twinRoundTrips]).toEqual([1, 1]);
    // After it: the islands' entry the loader names and its static imports; not an island's own code.
    expect(home.js).toEqual(['assets/islands/client-P1.js', 'assets/islands/react-Q2.js']);
    expect(home.jsBytes).toBe(home.js.reduce((sum, file) => sum + gzip(files[file]!), 0));
    expect(home.jsBudget).toBe(defaultBudgets.homeJs);
    expect(report.pages[3]!.jsBudget).toBe(defaultBudgets.pageJs);
    // The staff page is the client app: preloads, inline imports (the entry via import()) and their static imports,
    // all before its first paint; not the lazy chat chunk, nor its editor (with zod).
    const staff = report.pages[2]!;
    expect(staff.js).toEqual([
      'assets/entry.client-A1.js',
      'assets/jsx-runtime-B2.js',
      'assets/manifest-H8.js',
      'assets/polyfill-J1.js',
      'assets/root-C3.js',
      'assets/staff-page-F6.js',
    ]);
    expect(staff.jsBeforePaintBytes).toBe(staff.jsBytes);
    expect(report.zodChunks).toEqual(['assets/editor-L3.js']);
  });

  it('should group pages by route family and print the table with the unit', () => {
    const dir = fixture({ 'blog/second/index.html': files['blog/hello/index.html']! });
    const report = checkBuild(dir);
    expect(report.pages.map((page) => page.family)).toEqual([
      '/',
      '/* (404 page)',
      '/admin/blog',
      '/blog/{slug}',
      '/blog/{slug}',
      '(spa fallback)',
    ]);
    const text = formatReport(report);
    expect(text).toContain('gzip level 9; 1 KB = 1000 bytes');
    expect(text).toMatch(
      /^\/blog\/\{slug\}\s+2\s+\d+\.\d KB\s+0\.0 KB\s+\d+\.\d KB\s+130\.0 KB\s+0\.\d KB\s+1, 1\s+\d+\.\d KB\s+\/blog\/hello$/m,
    );
    expect(text).toContain('Chunks with zod (allowed on the staff routes only): assets/editor-L3.js');
    expect(text).toMatch(/size-check: all budgets met$/);
    expect(markdownTable(report)).toMatch(
      /^\| `\/blog\/\{slug\}` \| 2 \| \d+\.\d KB \| 0\.0 KB \| \d+\.\d KB \| 130\.0 KB \| 0\.\d KB \| 1, 1 \| \d+\.\d KB \| `\/blog\/hello` \|$/m,
    );
  });

  it('should fail a page whose first-load JS is over budget, naming the route and the figure', () => {
    // 150 KB of incompressible code imported statically by the staff page's route.
    const dir = fixture({
      'assets/staff-page-F6.js': `import"./big-M4.js";export default 1;`,
      'assets/big-M4.js': `export const data="${incompressible(150_000)}";`,
    });
    const report = checkBuild(dir);
    const staff = report.pages.find((page) => page.route === '/admin/blog')!;
    expect(staff.jsBytes).toBeGreaterThan(130_000);
    expect(report.failures).toEqual([
      `FAIL /admin/blog: first-load JS ${(staff.jsBytes / 1000).toFixed(1)} KB gzipped > 130.0 KB budget`,
    ]);
    expect(formatReport(report)).toMatch(/size-check: 1 failure$/);
  });

  it('should hold the home page to 120 KB and every other page to 130 KB, counting the JS after the first paint', () => {
    const big = `export const data="${incompressible(125_000)}";`;
    expect(gzip(big)).toBeGreaterThan(120_000);
    expect(gzip(big)).toBeLessThan(128_000);
    // The islands' entry is every visitor's page's: home is over its budget, the others within theirs.
    const report = checkBuild(
      fixture({
        'assets/islands/client-P1.js': `import"./big-M4.js";`,
        'assets/islands/big-M4.js': big,
      }),
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^FAIL \/: first-load JS 12\d\.\d KB gzipped > 120\.0 KB budget$/);
  });

  it("should fail a visitor's page that asks for a script before its first paint", () => {
    const early = homePage.replace('</head>', '<link rel="modulepreload" href="/assets/home-D4.js"/></head>');
    expect(checkBuild(fixture({ 'index.html': early })).failures).toEqual([
      "FAIL /: asks for JavaScript before its first paint (assets/home-D4.js); a visitor's page loads its islands after it paints",
    ]);
    const module = homePage.replace(
      '</head>',
      '<script type="module" src="/assets/islands/client-P1.js"></script></head>',
    );
    expect(checkBuild(fixture({ 'index.html': module })).failures).toEqual([
      expect.stringMatching(
        /^FAIL \/: asks for JavaScript before its first paint \(assets\/islands\/client-P1\.js\)/,
      ),
    ]);
  });

  it("should fail a visitor's page that links a stylesheet before its first paint, but not one behind <noscript>", () => {
    const linked = homePage.replace('</head>', '<link rel="stylesheet" href="/assets/root-I9.css"/></head>');
    expect(checkBuild(fixture({ 'index.html': linked })).failures).toEqual([
      "FAIL /: links a stylesheet before its first paint (assets/root-I9.css); a visitor's page carries the CSS it uses inline and loads the rest after it paints",
    ]);
    expect(homePage).toContain('<noscript><link rel="stylesheet"');
    expect(checkBuild(fixture()).failures).toEqual([]);
  });

  it("should fail a visitor's page whose inline scripts and data are over budget, naming the figure", () => {
    const props = `{"copy":"${incompressible(3_000)}"}`;
    const heavy = homePage.replace('data-island-props="header">{}', `data-island-props="header">${props}`);
    const report = checkBuild(fixture({ 'index.html': heavy }));
    expect(report.failures).toEqual([
      expect.stringMatching(/^FAIL \/: inline scripts and data \d\.\d KB brotli > 1\.5 KB budget/),
    ]);
    // Its plain twin, without them, still fits one round trip; the page with them needs a second.
    expect(report.pages[0]!.twinRoundTrips).toBe(1);
  });

  it('should not count dynamic imports in the first load', () => {
    const dir = fixture({
      'assets/islands/header-R3.js': `import"./big-M4.js";`,
      'assets/islands/big-M4.js': `export const data="${incompressible(150_000)}";`,
    });
    expect(checkBuild(dir).failures).toEqual([]);
  });

  it('should fail a page whose stylesheets are over the CSS budget', () => {
    const dir = fixture({ 'assets/root-I9.css': `body{background:url("data:,${incompressible(25_000)}")}` });
    const report = checkBuild(dir);
    expect(report.failures).toHaveLength(5);
    expect(report.failures[0]).toMatch(/^FAIL \/: CSS 2\d\.\d KB gzipped > 20\.0 KB budget$/);
  });

  it('should fail a page that loads zod in its first load, and the route that can reach it', () => {
    const dir = fixture({
      'assets/post-E5.js': `import{b as z}from"./editor-L3.js";export default function(){return z}`,
    });
    expect(checkBuild(dir).failures).toEqual([
      'FAIL zod: assets/editor-L3.js contains zod and is reachable from route /blog/{slug} (routes/blog-post); only the staff routes (/admin/blog, /admin/blog-quality, /migrate-blog-posts, /content-strategy) may load zod',
    ]);
    // In the islands: every visitor's page loads it after its first paint.
    const islands = checkBuild(
      fixture({ 'assets/islands/client-P1.js': `import{b as z}from"../editor-L3.js";z();` }),
    ).failures;
    expect(islands).toContain('FAIL /: first-load JS includes zod (assets/editor-L3.js)');
    expect(islands).toContain('FAIL /blog/hello: first-load JS includes zod (assets/editor-L3.js)');
    // An island that can load it later counts too.
    expect(
      checkBuild(fixture({ 'assets/islands/header-R3.js': `export const e=()=>import("../editor-L3.js");` }))
        .failures,
    ).toContain('FAIL /: assets/editor-L3.js contains zod and can load on this page (dynamic import)');
  });

  it('should fail zod that only a dynamic import reaches, unless from a staff route', () => {
    const lazy = `export const later=()=>import("./editor-L3.js");`;
    expect(checkBuild(fixture({ 'assets/home-D4.js': lazy })).failures).toEqual([
      expect.stringMatching(
        /^FAIL zod: assets\/editor-L3\.js contains zod and is reachable from route \/ \(routes\/home\);/,
      ),
    ]);
    expect(checkBuild(fixture({ 'assets/root-C3.js': lazy })).failures).toEqual([
      expect.stringMatching(
        /^FAIL zod: assets\/editor-L3\.js contains zod and is reachable from the root route/,
      ),
    ]);
    // From a route's split-out client loader module (React Router's clientLoaderModule) too.
    const manifest = structuredClone(fixtureManifest);
    Object.assign(manifest.routes['routes/blog-post'], { clientLoaderModule: '/assets/post-loader-N5.js' });
    const splitLoader = fixture({
      'assets/manifest-H8.js': `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
      'assets/post-loader-N5.js': lazy,
    });
    expect(checkBuild(splitLoader).failures).toEqual([
      expect.stringMatching(/reachable from route \/blog\/\{slug\} \(routes\/blog-post\);/),
    ]);
    // Through Vite's preload list too.
    const preload = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/editor-L3.js"])))=>i.map(i=>d[i]);`;
    expect(checkBuild(fixture({ 'assets/not-found-G7.js': preload })).failures).toEqual([
      expect.stringMatching(/reachable from route \/\* \(routes\/not-found\);/),
    ]);
  });

  it('should fail a third-party script, module preload or injected script in the initial HTML', () => {
    const withHead = (extra: string) => homePage.replace('</head>', `${extra}</head>`);
    const cases: Array<[string, RegExp]> = [
      [
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
        /^FAIL \/: third-party script https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-1 in the initial HTML$/,
      ],
      [
        '<link rel="modulepreload" href="//cdn.example.net/x.js"/>',
        /^FAIL \/: third-party module preload \/\/cdn\.example\.net\/x\.js in the initial HTML$/,
      ],
      [
        `<script>(function(){var s=document.createElement('script');document.head.appendChild(s)})()</script>`,
        /^FAIL \/: an inline script loads a script at run time \("createElement\('script'\)"\)$/,
      ],
      [
        '<script>var t=document.getElementById("x");t.src="https://connect.facebook.net/en_US/fbevents.js"</script>',
        /^FAIL \/: an inline script loads a script at run time \("\.src="\)$/,
      ],
    ];
    for (const [extra, message] of cases) {
      const failures = checkBuild(fixture({ 'index.html': withHead(extra) })).failures;
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(message);
    }
    // The site's own origin (its canonical address) and JSON-LD data are not third party.
    const staffPage = files['admin/blog/index.html']!;
    const own = '<script type="module" src="https://www.example.com/assets/home-D4.js"></script>';
    expect(
      checkBuild(fixture({ 'admin/blog/index.html': staffPage.replace('</head>', `${own}</head>`) }))
        .failures,
    ).toEqual([]);
    // The islands' loader is the one script that adds a script, and only one of the site's own.
    const foreign = homePage.replace(
      'data-src="/assets/islands/client-P1.js"',
      'data-src="https://cdn.example.net/x.js"',
    );
    expect(checkBuild(fixture({ 'index.html': foreign })).failures).toEqual([
      'FAIL /: third-party script https://cdn.example.net/x.js in the initial HTML',
    ]);
  });

  it('should fail clearly when the HTML or a chunk points at a file the build lacks', () => {
    const report = checkBuild(fixture({ 'assets/polyfill-J1.js': null }));
    expect(report.failures).toContain(
      'FAIL assets/entry.client-A1.js: imports assets/polyfill-J1.js, which is not in the build',
    );
    expect(checkBuild(fixture({ 'assets/root-I9.css': null })).failures).toContain(
      'FAIL /: loads /assets/root-I9.css, which is not in the build',
    );
    expect(() => checkBuild(path.join(os.tmpdir(), 'no-such-build'))).toThrow(/No build at .*no-such-build/);
  });

  it('should read the import forms of minified chunks', () => {
    const code = [
      'import{a as b,c}from"./one.js";import*as all from"./two.js";import"./three.js";',
      'export{x}from"./four.js";export*from"./five.js";',
      'const s="see the import from elsewhere";el.import("./not-a-module.js");',
      'const later=()=>import("./six.js");',
    ].join('');
    expect(staticImports(code)).toEqual(['./one.js', './two.js', './three.js', './four.js', './five.js']);
    expect(dynamicImports(code)).toEqual(['./six.js']);
  });
});

describe('zod fingerprint', () => {
  // Bundles real zod with the site's bundler (Vite, minified) and checks the fingerprint finds it.
  async function bundle(source: string): Promise<string[]> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zod-fingerprint-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'entry.js'), source);
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { write: false, minify: true, rolldownOptions: { input: path.join(dir, 'entry.js') } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap(({ output }) =>
      output.flatMap((item) => (item.type === 'chunk' ? [item.code] : [])),
    );
  }
  const zodDir = realpathSync(path.join(repo, 'packages/content/node_modules/zod'));

  it('should find zod 4 (classic and mini) in a minified Vite bundle', async () => {
    const classic = await bundle(
      `import { z } from ${JSON.stringify(`${zodDir}/index.js`)};\n` +
        'console.log(z.object({ zip: z.string().regex(/^\\d{5}$/) }).safeParse(globalThis.input).success);',
    );
    expect(classic.join('').length).toBeGreaterThan(10_000);
    expect(classic.some(containsZod)).toBe(true);

    const mini = await bundle(
      `import * as z from ${JSON.stringify(`${zodDir}/mini/index.js`)};\n` +
        'console.log(z.safeParse(z.string(), globalThis.input).success);',
    );
    expect(mini.some(containsZod)).toBe(true);
  });

  it('should not mistake code that only mentions zod for zod', async () => {
    const ours = await bundle(
      'console.log("Validated with zod at build time:", globalThis.input?.ZodError);',
    );
    expect(ours.some(containsZod)).toBe(false);
    expect(containsZod(zodChunk)).toBe(true);
  });
});
