// After the build: hash every prerendered page's inline scripts and write
//  - build/client/_headers (Netlify / Cloudflare Pages format) for static hosts, and
//  - build/security-headers.json, which the local server reads.
// Usage: node scripts/security-headers.ts
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@agency/content';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  type CspSources,
} from '../server/security.ts';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
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
  frameOrigins: [
    'https://www.youtube-nocookie.com',
    origin(brand.links.booking),
    origin(brand.links.mapEmbed),
  ],
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** The URL path a file answers ("/blog/x" for blog/x/index.html). */
function urlPath(file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return '/' + relative.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

const perPath: Record<string, string> = {};
for (const file of htmlFiles(clientDir)) {
  perPath[urlPath(file)] = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')), sources);
}

writeFileSync(
  path.join(buildDir, 'security-headers.json'),
  JSON.stringify({ base: baseSecurityHeaders, csp: perPath }, null, 2) + '\n',
);

const lines: string[] = [
  '/*',
  ...Object.entries(baseSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`),
  '',
];
lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
for (const [urlPathname, csp] of Object.entries(perPath)) {
  if (urlPathname === '/__spa-fallback') continue;
  lines.push(urlPathname, `  Content-Security-Policy: ${csp}`, '');
}
writeFileSync(path.join(clientDir, '_headers'), lines.join('\n'));
console.log(
  `Security headers: CSP with script hashes for ${Object.keys(perPath).length} pages (build/client/_headers).`,
);
