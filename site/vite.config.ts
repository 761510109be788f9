import { getSeason } from '@agency/content';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { islandDataPlugin } from './island-data-plugin.ts';

// The day the site is built for (SITE_BUILD_DATE, default today in the agency's time zone), written into the browser
// code too: what the page's scripts compute (the season, the copyright year) must be what the prerendered HTML says,
// whatever the visitor's clock. Reading the season here also stops the build when a pinned season has ended.
const buildDate = getSeason().date;

export default defineConfig({
  // islandDataPlugin: `react-router dev` serves the islands' entry from source, which imports the shell copy; and
  // the islands read their own data (virtual:island-data/…) when prerendered too.
  plugins: [reactRouter(), islandDataPlugin()],
  define: { 'process.env.SITE_BUILD_DATE': JSON.stringify(buildDate) },
  build: {
    // SITE_SOURCEMAP=1 pnpm run build: source maps, to see which modules make up a chunk (docs/performance.md).
    sourcemap: process.env.SITE_SOURCEMAP === '1',
  },
  environments: {
    // The browser build only: grouping the prerendering build's modules would put the deferred parts' build-time
    // imports (top-level await) in one chunk with what they import, which never finishes loading.
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every page runs first, as one file instead of a dozen (each costs a request, and small
                  // files compress worse): React, React DOM and React Router.
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                {
                  // The design system's pieces that pages need from the start (page header, breadcrumbs, links,
                  // icons, the styling runtime), as one file: with a dozen files of a few hundred bytes each, the
                  // requests alone pushed LCP over 2 s. Code that loads later keeps its own chunks.
                  name: 'ui-common',
                  // Icons that only inner pages show first (breadcrumb chevrons, the back arrow, the AEP dates, the map pin of the
                  // contact section, which the home page loads late) stay out of it: the home page has under 1 KB of
                  // headroom (ADR 0006) and would pay for them on its first load.
                  test: /packages[\\/]ui[\\/]dist|node_modules[\\/](lucide-react(?![\\/]dist[\\/]esm[\\/]icons[\\/](?:arrow-left|calendar-days|chevron-right|map-pin)\.)|@vanilla-extract|clsx)[\\/]/,
                  tags: ['$initial'],
                  minShareCount: 3,
                },
              ],
            },
          },
        },
      },
    },
  },
});
