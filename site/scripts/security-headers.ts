// After the build: hash every prerendered page's inline scripts and write
//  - build/client/_headers (Netlify / Cloudflare Pages format) for static hosts, and
//  - build/security-headers.json, which the local server reads.
// Before that, it writes build/client/404.html, the 404 page static hosts serve (with status 404) for any URL they
// have no file for, and removes the client app's shell (__spa-fallback.html): every page of the site is prerendered,
// and a URL the content does not know gets the 404 page, never a page the client app makes up from the address.
// 404.html also carries its policy in a <meta> tag, since a static host serves it under any URL.
// Usage: node scripts/security-headers.ts   (SITE_BUILD_DIR: another build folder, scripts/build-dir.ts)
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brand } from '@agency/content';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  type CspSources,
} from '../server/security.ts';
import { buildDir as siteBuildDir } from './build-dir.ts';
import { htmlFiles } from './html-files.ts';

const buildDir = siteBuildDir();
const clientDir = path.join(buildDir, 'client');

const origin = (url: string) => new URL(url).origin;
const analytics = brand.analytics;
const chatUrl = process.env.VITE_SUPABASE_URL;
const sources: CspSources = {
  scriptOrigins: [
    ...(analytics.ga4Id ? ['https://www.googletagmanager.com'] : []),
    ...(analytics.pixelId ? ['https://connect.facebook.net'] : []),
    ...(analytics.clarityId ? ['https://www.clarity.ms'] : []),
  ],
  connectOrigins: [
    ...(chatUrl ? [origin(chatUrl)] : []),
    ...(analytics.ga4Id ? ['https://*.google-analytics.com', 'https://www.googletagmanager.com'] : []),
    ...(analytics.pixelId ? ['https://www.facebook.com'] : []),
    ...(analytics.clarityId ? ['https://*.clarity.ms'] : []),
  ],
  // The callback form posts to the 'lead' function, on the backend's origin in production.
  formOrigins: chatUrl ? [origin(chatUrl)] : [],
  frameOrigins: [
    'https://www.youtube-nocookie.com',
    origin(brand.links.booking),
    origin(brand.links.mapEmbed),
  ],
};

/** The URL path a file answers ("/blog/x" for blog/x/index.html). */
function urlPath(file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return '/' + relative.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

const notFoundFile = path.join(clientDir, '404.html');
copyFileSync(path.join(clientDir, '404', 'index.html'), notFoundFile);
for (const shell of ['__spa-fallback.html', '__spa-fallback.html.br', '__spa-fallback.html.gz']) {
  if (existsSync(path.join(clientDir, shell))) rmSync(path.join(clientDir, shell));
}

const perPath: Record<string, string> = {};
for (const file of htmlFiles(clientDir)) {
  perPath[urlPath(file)] = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')), sources);
}

// The policy travels inside 404.html too (first in <head>, before any script), for the URLs it is served under.
const notFoundHtml = readFileSync(notFoundFile, 'utf8');
const metaPolicy = metaContentSecurityPolicy(inlineScriptHashes(notFoundHtml), sources);
if (!/<head>/.test(notFoundHtml))
  throw new Error('404.html has no <head> to put its Content-Security-Policy in.');
writeFileSync(
  notFoundFile,
  notFoundHtml.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${metaPolicy}">`),
);

writeFileSync(
  path.join(buildDir, 'security-headers.json'),
  JSON.stringify(
    { base: baseSecurityHeaders, csp: perPath, defaultCsp: contentSecurityPolicy([], sources) },
    null,
    2,
  ) + '\n',
);

const lines: string[] = [
  '/*',
  ...Object.entries(baseSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`),
  '',
];
lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
for (const [urlPathname, csp] of Object.entries(perPath)) {
  lines.push(urlPathname, `  Content-Security-Policy: ${csp}`, '');
}
writeFileSync(path.join(clientDir, '_headers'), lines.join('\n'));
console.log(
  `Security headers: CSP with script hashes for ${Object.keys(perPath).length} pages (build/client/_headers).`,
);
