// One page of the build against the budgets (the rules are listed in scripts/size-check.ts): what it asks for before
// its first paint (HTML, stylesheets, scripts, module preloads, an inline module's imports) and after it (the islands'
// entry and stylesheet of its loader), its JavaScript and CSS in gzipped bytes, its inline scripts and data in brotli
// bytes and round trips, zod in its first load, third-party and injected scripts, and its route family.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { htmlHeaderAllowance, roundTrips, twinHtml } from '../first-round-trip.ts';
import { kb, type Budgets, type PageSize } from './budgets.ts';
import type { BuildGraph } from './graph.ts';
import {
  executableTypes,
  isIslandsLoader,
  linkTags,
  relTokens,
  scriptInjection,
  scriptTags,
  withoutNoscript,
} from './html.ts';
import { dynamicImports, staticImports } from './imports.ts';
import { readManifest, routePattern, type Manifest } from './manifest.ts';

/** Brotli at the level the build writes its .br copies with (site/scripts/compress.ts). */
const brotli = (text: string | Buffer) =>
  brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export interface PageCheck {
  graph: BuildGraph;
  budgets: Budgets;
  staffRoutes: ReadonlySet<string>;
  clientAppRoutes: ReadonlySet<string>;
  /** React Router's client manifests met so far, by the entry that carries one (filled here, read by the zod check). */
  manifests: Map<string, Manifest>;
  /** Where a broken rule is written, one line each. */
  failures: string[];
}

/** Checks the page `file` that answers `route`, adding a line to `failures` per broken rule, and gives its sizes. */
export function checkPage(file: string, route: string, check: PageCheck): PageSize {
  const { graph, budgets, staffRoutes, clientAppRoutes, manifests, failures } = check;
  const { origin, fileOf, relative, code, gzipped, closure, hasZod } = graph;
  const html = code(file);
  const pageUrl = `${origin}${route.startsWith('/') ? route : '/__spa-fallback.html'}`;
  const entries = new Set<string>();
  // Asked for only once the page has painted: the islands' entry (see the loader below).
  const afterPaint = new Set<string>();
  const stylesheets = new Set<string>();
  const stylesheetsAfterPaint = new Set<string>();
  const load = (url: string, what: string, into: Set<string>) => {
    const target = fileOf(url, pageUrl);
    if (!target) {
      failures.push(`FAIL ${route}: third-party ${what} ${url} in the initial HTML`);
      return;
    }
    if (!existsSync(target)) {
      failures.push(`FAIL ${route}: loads ${url}, which is not in the build`);
      return;
    }
    into.add(target);
  };

  let leafRouteId: string | undefined;
  for (const tag of scriptTags(html)) {
    const type = (tag.attributes.type ?? '').toLowerCase();
    if (!executableTypes.has(type)) continue;
    if ('src' in tag.attributes) {
      load(tag.attributes.src!, 'script', entries);
      continue;
    }
    // The islands' loader (site/app/islands/page-scripts.tsx): an inline script that adds the module named by its
    // data-src after the first paint. Its address is checked like any other (same origin, in the build).
    if ('data-src' in tag.attributes && isIslandsLoader(tag.body)) {
      load(tag.attributes['data-src']!, 'script', afterPaint);
      if (tag.attributes['data-css']) load(tag.attributes['data-css'], 'stylesheet', stylesheetsAfterPaint);
      continue;
    }
    if (scriptInjection.test(tag.body)) {
      const snippet = tag.body.match(scriptInjection)![0];
      failures.push(`FAIL ${route}: an inline script loads a script at run time ("${snippet}")`);
    }
    if (type === 'module') {
      for (const specifier of [...staticImports(tag.body), ...dynamicImports(tag.body)]) {
        load(specifier, 'script', entries);
      }
    }
    const routeModules = tag.body.match(/window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/);
    if (routeModules) leafRouteId = [...routeModules[1]!.matchAll(/"([^"]+)"\s*:/g)].at(-1)?.[1];
  }
  for (const tag of linkTags(withoutNoscript(html))) {
    const rel = relTokens(tag);
    const href = tag.attributes.href;
    if (!href) continue;
    if (rel.includes('modulepreload')) load(href, 'module preload', entries);
    else if (rel.includes('stylesheet')) load(href, 'stylesheet', stylesheets);
  }

  for (const entry of entries) {
    const manifest = readManifest(code(entry));
    if (manifest) manifests.set(entry, manifest);
  }
  const manifest = [...entries].map((entry) => manifests.get(entry)).find(Boolean);

  const beforePaint = [...closure(entries, false)];
  const jsBeforePaintBytes = beforePaint.reduce((sum, chunk) => sum + gzipped(chunk), 0);
  if (beforePaint.length > 0 && !clientAppRoutes.has(route)) {
    failures.push(
      `FAIL ${route}: asks for JavaScript before its first paint (${[...entries].map(relative).join(', ')}); a visitor's page loads its islands after it paints`,
    );
  }
  const js = [...closure([...entries, ...afterPaint], false)].sort();
  const jsBytes = js.reduce((sum, chunk) => sum + gzipped(chunk), 0);
  const jsBudget = route === '/' ? budgets.homeJs : budgets.pageJs;
  if (jsBytes > jsBudget) {
    failures.push(`FAIL ${route}: first-load JS ${kb(jsBytes)} gzipped > ${kb(jsBudget)} budget`);
  }
  if (stylesheets.size > 0 && !clientAppRoutes.has(route)) {
    failures.push(
      `FAIL ${route}: links a stylesheet before its first paint (${[...stylesheets].map(relative).join(', ')}); a visitor's page carries the CSS it uses inline and loads the rest after it paints`,
    );
  }
  const css = [...stylesheets, ...[...stylesheetsAfterPaint].filter((sheet) => !stylesheets.has(sheet))];
  const cssBytes = css.reduce((sum, sheet) => sum + gzipped(sheet), 0);
  if (cssBytes > budgets.css) {
    failures.push(`FAIL ${route}: CSS ${kb(cssBytes)} gzipped > ${kb(budgets.css)} budget`);
  }
  const zodInPage = js.filter(hasZod);
  if (zodInPage.length > 0) {
    failures.push(`FAIL ${route}: first-load JS includes zod (${zodInPage.map(relative).join(', ')})`);
  }

  let family = route;
  if (route === '(spa fallback)') family = route;
  else if (manifest && leafRouteId && manifest.routes[leafRouteId]) {
    family = routePattern(manifest, leafRouteId);
    if (family === '/*') family = '/* (404 page)';
  }
  const htmlBytes = gzipped(file);
  // As served: the build's brotli copy where there is one (every page over 1 KB), with the response headers; and
  // the page's inline scripts and data, the bytes its plain-HTML twin lacks.
  const served = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotli(html);
  const twin = brotli(twinHtml(html));
  const scriptBytes = Math.max(0, served - twin);
  const htmlRoundTrips = roundTrips(served + htmlHeaderAllowance);
  const twinRoundTrips = roundTrips(twin + htmlHeaderAllowance);
  if (scriptBytes > budgets.inlineScripts && !clientAppRoutes.has(route)) {
    failures.push(
      `FAIL ${route}: inline scripts and data ${kb(scriptBytes)} brotli > ${kb(budgets.inlineScripts)} budget: they come before the first paint; move an island's data into its code (site/app/islands/data.server.ts)`,
    );
  }
  const result: PageSize = {
    route,
    family,
    firstPaintBytes:
      htmlBytes + [...stylesheets].reduce((sum, sheet) => sum + gzipped(sheet), 0) + jsBeforePaintBytes,
    htmlBytes,
    scriptBytes,
    htmlRoundTrips,
    twinRoundTrips,
    jsBeforePaintBytes,
    js: js.map(relative),
    jsSizes: Object.fromEntries(js.map((chunk) => [relative(chunk), gzipped(chunk)])),
    jsBytes,
    jsBudget,
    css: css.map(relative),
    cssBytes,
  };

  // Without a manifest, a page's whole reach (dynamic imports too) stands in for its route's.
  if (!manifest && !staffRoutes.has(route)) {
    for (const chunk of closure([...entries, ...afterPaint], true)) {
      if (hasZod(chunk) && !js.includes(chunk)) {
        failures.push(
          `FAIL ${route}: ${relative(chunk)} contains zod and can load on this page (dynamic import)`,
        );
      }
    }
  }
  return result;
}
