// Where the site's build goes: `SITE_BUILD_DIR` (absolute, or relative to site/), default site/build. The local
// server's daily rebuild builds into a fresh folder this way (server/rebuild.ts); react-router.config.ts and every
// step after the pages are prerendered (critical CSS, security headers, compression, build info) read it here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The build folder (its `client/` is what is served), absolute. */
export function buildDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(siteDir, env.SITE_BUILD_DIR?.trim() || 'build');
}
