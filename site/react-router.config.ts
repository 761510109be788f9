import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender';

// Static site: every known URL is prerendered to HTML at build time; other URLs fall back to the client app
// (build/client/__spa-fallback.html). See docs/adr/0001-router-and-prerender.md.
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
