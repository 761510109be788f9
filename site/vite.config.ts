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
