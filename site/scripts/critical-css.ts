// After the prerender, before the security headers (which hash the inline scripts this step touches): every visitor's
// page gets the CSS its own HTML uses inline in <head>, so its first paint needs nothing but the HTML. The whole
// stylesheet, with the rules for what the HTML does not show yet (an open menu, the chat panel, a popup, an error),
// loads after the first paint, when the page's loader asks for the islands' code (docs/adr/0017). Without JavaScript,
// a <noscript> link loads it as before. The staff pages (React Router's client app) keep their stylesheet links.
// The rules a page uses are chosen by beasties, which keeps each rule whose selector matches an element of the page.
// A long page that marks the end of its first screen (`data-first-screen-end`, the home page) gets only the rules of
// what comes before the mark, of the floating call bar and chat button, and none of its closed menus: the rest of its
// CSS comes with the stylesheet, so its HTML fits the first round trip (docs/adr/0019).
// Usage: node scripts/critical-css.ts [clientDir]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import postcss from 'postcss';
import { buildDir } from './build-dir.ts';
import { htmlFiles } from './html-files.ts';

/** Picks, from the stylesheets a page links, the rules its HTML uses: the page with those rules inline. */
export type CriticalCss = (html: string) => Promise<string>;

const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"[^>]*>/g;
/** The page's loader (app/islands/page-scripts.tsx): only visitors' pages have it. */
const loaderScript = /<script data-src="([^"]+)">/;

/**
 * A visitor's page with its critical CSS inline, its stylesheet named on its loader (`data-css`, loaded after the
 * first paint) and behind <noscript>; any other page (the staff pages' client app) unchanged. `name` names the page
 * in errors.
 */
export async function withCriticalCss(html: string, name: string, critical: CriticalCss): Promise<string> {
  if (!loaderScript.test(html)) return html;
  const links = [...html.matchAll(stylesheetLink)];
  if (links.length !== 1)
    throw new Error(`${name}: a visitor's page should link exactly one stylesheet, found ${links.length}.`);
  if (/<style\b/.test(html))
    throw new Error(
      `${name}: already has a <style> element; the critical CSS step runs once, on the prerendered page.`,
    );
  const [link, href] = links[0] as unknown as [string, string];
  const chosen = (await critical(firstScreen(html))).match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!chosen)
    throw new Error(`${name}: no CSS of ${href} applies to the page; is the stylesheet in the build?`);
  const inlined = forFirstPaint(chosen);
  return html
    .replace(link, `<style>${inlined}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`)
    .replace(loaderScript, (script) => script.replace('>', ` data-css="${href}">`));
}

/** The mark a long page puts where its first screen ends (an empty, hidden element). */
const firstScreenEnd = /<div[^>]*\bdata-first-screen-end\b[^>]*><\/div>/;
/** What floats over every page, there from the first paint: the bottom call bar and the chat button. */
const floatingIsland = /<div[^>]*\bdata-island="page-actions"[\s\S]*$/;

/**
 * The part of a page whose CSS goes inline: all of it, or for a page that marks the end of its first screen, what
 * comes before the mark and what floats over the page (from the page-actions island to the end), without its closed
 * menus (`hidden` lists: their rules come with the stylesheet, before anyone can open them).
 */
export function firstScreen(html: string): string {
  const end = html.match(firstScreenEnd);
  if (!end || end.index === undefined) return html;
  const floating = html.slice(end.index).match(floatingIsland)?.[0] ?? '</main></body></html>';
  return `${html.slice(0, end.index)}</main>${floating}`.replace(
    /<ul\b[^>]*\shidden=""[^>]*>[\s\S]*?<\/ul>/g,
    '',
  );
}

/**
 * The chosen rules without those no first paint shows: a pointer's hover and the printed page. They come with the
 * whole stylesheet, moments after the paint (and before anyone prints); focus styles stay, for a visitor who tabs
 * at once.
 */
export function forFirstPaint(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('media', (media) => {
    if (/\bprint\b/.test(media.params) && !/\b(?:screen|all)\b/.test(media.params)) media.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !selector.includes(':hover'));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** Beasties over the build folder: the stylesheets come from its files; the rules are minified, fonts untouched. */
export function beastiesIn(clientDir: string): CriticalCss {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // Leave the stylesheet link where it is: withCriticalCss decides how the rest loads.
    preload: false as unknown as 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    compress: true,
    logLevel: 'warn',
  });
  return (html) => beasties.process(html);
}

if (import.meta.main) {
  const clientDir = path.resolve(process.argv[2] ?? path.join(buildDir(), 'client'));
  const critical = beastiesIn(clientDir);
  let pages = 0;
  let bytes = 0;
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const result = await withCriticalCss(html, path.relative(clientDir, file), critical);
    if (result === html) continue;
    writeFileSync(file, result);
    pages += 1;
    bytes += result.length - html.length;
  }
  console.log(
    `Critical CSS: inline in ${pages} visitors' pages (${Math.round(bytes / pages / 100) / 10} KB each on average, before compression); the stylesheet loads after the first paint.`,
  );
}
