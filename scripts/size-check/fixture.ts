// A small site build shaped like the site's (docs/adr/0013), for the size-check tests: visitors' pages (home, a blog
// post, the 404 page) that are HTML with islands loaded after the first paint, and React Router's client app for a
// staff page that loads zod after sign-in and for the SPA shell.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const fixtureManifest = {
  entry: { module: '/assets/entry.client-A1.js', imports: ['/assets/jsx-runtime-B2.js'], css: [] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-C3.js', imports: ['/assets/jsx-runtime-B2.js'] },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/assets/home-D4.js' },
    'routes/blog-post': {
      id: 'routes/blog-post',
      parentId: 'root',
      path: 'blog/:slug',
      module: '/assets/post-E5.js',
    },
    'staff-admin-blog': {
      id: 'staff-admin-blog',
      parentId: 'root',
      path: 'admin/blog',
      module: '/assets/staff-page-F6.js',
    },
    'routes/not-found': {
      id: 'routes/not-found',
      parentId: 'root',
      path: '*',
      module: '/assets/not-found-G7.js',
    },
  },
};

/** The islands' loader as site/app/islands/page-scripts.tsx writes it. */
export const islandsLoader =
  "(function(a){var s=a.src,c=a.css,d=0,w=window,o={capture:true,passive:true},t=['pointerdown','keydown','touchstart'];function go(){if(d)return;d=1;t.forEach(function(n){w.removeEventListener(n,go,o)});if(c){var l=document.createElement('link');l.rel='stylesheet';l.href=c;l.setAttribute('data-page-css','');document.head.appendChild(l)}var e=document.createElement('script');e.type='module';e.src=s;document.head.appendChild(e)}function next(){requestAnimationFrame(function(){setTimeout(go)})}t.forEach(function(n){w.addEventListener(n,go,o)});w.addEventListener('click',function(v){var b=v.target.closest&&v.target.closest('[data-island] button[type=button]');if(b)w.__islandPress=b},true);w.addEventListener('load',function(){var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return next();var p=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){p.disconnect();next()}});p.observe({type:'paint',buffered:true});setTimeout(go,5000)})})(document.currentScript.dataset)";

/**
 * A visitor's page as the site writes it: HTML with the CSS it uses inline, the whole stylesheet behind <noscript> and
 * on the islands' loader, which asks for it and for the islands' code after the first paint (no request before it).
 */
function islandsPage(title: string): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<title>${title}</title>`,
    '<link rel="canonical" href="https://www.example.com/"/>',
    '<style>body{font-size:1.125rem}</style><noscript><link rel="stylesheet" href="/assets/root-I9.css"></noscript>',
    '</head><body><main><h1>' +
      title +
      '</h1><div data-island="header"><button type="button">Menu</button></div>',
    '<script type="application/json" data-island-props="header">{}</script></main>',
    '<script type="application/ld+json">{"@context":"https://schema.org","image":"https://cdn.example.net/x.png","note":"img.src = x"}</script>',
    '<script type="application/json" id="island-page">{"path":"/"}</script>',
    `<script data-src="/assets/islands/client-P1.js" data-css="/assets/root-I9.css">${islandsLoader}</script>`,
    '</body></html>',
  ].join('\n');
}

/** One prerendered page as React Router writes it: preloads, the hydration module script, the stylesheet. */
function page(
  title: string,
  routeId: string | undefined,
  routeModule: string | undefined,
  extraHead = '',
): string {
  const modules = ['/assets/manifest-H8.js', '/assets/entry.client-A1.js', '/assets/jsx-runtime-B2.js'];
  modules.push('/assets/root-C3.js');
  if (routeModule) modules.push(routeModule);
  const routeImport = routeModule ? `import * as route1 from "${routeModule}";` : '';
  const routeEntry = routeId ? `,"${routeId}":route1` : '';
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<title>${title}</title>`,
    '<link rel="canonical" href="https://www.example.com/"/>',
    ...modules.map((href) => `<link rel="modulepreload" href="${href}"/>`),
    '<link rel="stylesheet" href="/assets/root-I9.css"/>',
    extraHead,
    '</head><body><main><h1>' + title + '</h1></main>',
    '<script type="application/ld+json">{"@context":"https://schema.org","image":"https://cdn.example.net/x.png","note":"img.src = x"}</script>',
    '<script>window.__reactRouterContext = {"basename":"/","ssr":false,"isSpaMode":false};</script>',
    `<script type="module" async="">import "/assets/manifest-H8.js"; import * as route0 from "/assets/root-C3.js"; ${routeImport}`,
    `  window.__reactRouterRouteModules = {"root":route0${routeEntry}};`,
    '  import("/assets/entry.client-A1.js");</script>',
    '</body></html>',
  ].join('\n');
}

/** The fixture build's files (path relative to build/client -> content). */
export function fixtureFiles(): Record<string, string> {
  return {
    'index.html': islandsPage('Home'),
    'blog/hello/index.html': islandsPage('Hello'),
    'admin/blog/index.html': page('Blog editor', 'staff-admin-blog', '/assets/staff-page-F6.js'),
    '404/index.html': islandsPage('Not found'),
    // The islands' bundle: its entry, React, and an island's code that loads when the island's moment comes.
    'assets/islands/client-P1.js':
      'import{r}from"./react-Q2.js";export const header=()=>import("./header-R3.js");r("islands");',
    'assets/islands/react-Q2.js': 'export const r=(t)=>({type:t,text:"React"});',
    'assets/islands/header-R3.js': 'import{r}from"./react-Q2.js";export const Header=()=>r("header");',
    '__spa-fallback.html': page('Loading', undefined, undefined),
    'assets/manifest-H8.js': `window.__reactRouterManifest=${JSON.stringify(fixtureManifest)};`,
    'assets/entry.client-A1.js':
      'import{j as e}from"./jsx-runtime-B2.js";import"./polyfill-J1.js";export{e as hydrate}from"./jsx-runtime-B2.js";e("hydrate");',
    'assets/polyfill-J1.js': 'globalThis.polyfilled=!0;',
    'assets/jsx-runtime-B2.js': 'export const j=(t)=>({type:t,text:"The import of a file from elsewhere"});',
    // The chat code loads when the chat opens: a dynamic import with Vite's preload list.
    'assets/root-C3.js': [
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chat-K2.js","assets/jsx-runtime-B2.js"])))=>i.map(i=>d[i]);',
      'import{j as e}from"./jsx-runtime-B2.js";',
      'export const open=()=>import("./chat-K2.js");export default function(){return e("root")}',
    ].join(''),
    'assets/chat-K2.js': 'import{j as e}from"./jsx-runtime-B2.js";export const Chat=()=>e("chat");',
    'assets/home-D4.js':
      'import{j as e}from"./jsx-runtime-B2.js";export default function(){return e("home")}',
    'assets/post-E5.js':
      'import{j as e}from"./jsx-runtime-B2.js";export default function(){return e("post")}',
    'assets/not-found-G7.js':
      'import{j as e}from"./jsx-runtime-B2.js";export default function(){return e("404")}',
    // The staff page loads its editor, which validates with zod, after sign-in.
    'assets/staff-page-F6.js':
      'import{j as e}from"./jsx-runtime-B2.js";export const load=()=>import("./editor-L3.js");export default function(){return e("staff")}',
    'assets/editor-L3.js': zodChunk,
    'assets/root-I9.css': 'body{font-size:1.125rem;color:#1a1a2e}h1{font-size:2rem}',
  };
}

/** What a minified zod 4 chunk looks like to the check (its class registry names survive minification). */
export const zodChunk =
  'var q={major:4,minor:6,patch:7};var L=g("$ZodType",(e,t)=>{e._zod=t});var Z=g("ZodError",(e)=>{e.name="ZodError"});export{L as a,Z as b};';

/** Text gzip cannot shrink below about `gzipBytes`: deterministic pseudo-random base64 (6 bits a character). */
export function incompressible(gzipBytes: number, seed = 1): string {
  const data = new Uint8Array(gzipBytes);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < data.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[index] = state & 0xff;
  }
  return Buffer.from(data).toString('base64');
}

/** Writes the fixture build (with `changes` applied; `null` deletes a file) to a new temporary directory. */
export function writeFixture(changes: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'size-check-'));
  const files: Record<string, string | null> = { ...fixtureFiles(), ...changes };
  for (const [file, content] of Object.entries(files)) {
    if (content === null) continue;
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return dir;
}
