import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
                  test: /packages[\\/]ui[\\/]dist|node_modules[\\/](lucide-react|@vanilla-extract|clsx)[\\/]/,
                  tags: ['$initial'],
                  minShareCount: 3,
                },
                {
                  // The site's own frame around every page: the shell copy, analytics, the deferred parts' loaders
                  // (header, floating buttons, contact, footer) and the router link. Measured with
                  // scripts/size-check.ts --page /.
                  name: 'app-shell',
                  test: /site[\\/]app[\\/](lib[\\/](shell|site-analytics)\.|components[\\/](deferred|DeferredHydration|RouterLink|SiteFooter|PageShell)\.)|preload-helper/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
