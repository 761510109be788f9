import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender';

// Static site: every known URL is prerendered to HTML at build time; other URLs fall back to the client app
// (build/client/__spa-fallback.html). See docs/adr/0001-router-and-prerender.md.
// SITE_BUILD_DIR builds into another folder (the local server's daily rebuild: a fresh one each time).
export default {
  ssr: false,
  prerender: prerenderPaths,
  buildDirectory: process.env.SITE_BUILD_DIR?.trim() || 'build',
} satisfies Config;
