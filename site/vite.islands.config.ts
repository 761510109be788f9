// The browser code of the visitors' pages: the islands (app/islands/registry.ts), built apart from React Router's
// client app, which only the staff pages load (docs/adr/0013). Built before the pages are prerendered, so each page
// can name the entry file (app/islands/entry.server.ts); the build script then copies it into build/client.
import { getSeason } from '@agency/content';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { islandsBuildDir } from './app/islands/entry.server';
import { islandDataPlugin } from './island-data-plugin.ts';

export default defineConfig({
  plugins: [react(), islandDataPlugin()],
  // As in vite.config.ts: the browser computes with the day the site was built for.
  define: { 'process.env.SITE_BUILD_DATE': JSON.stringify(getSeason().date) },
  build: {
    outDir: islandsBuildDir,
    emptyOutDir: true,
    manifest: true,
    sourcemap: process.env.SITE_SOURCEMAP === '1',
    rollupOptions: {
      input: 'app/islands/client.tsx',
      output: {
        entryFileNames: 'assets/islands/[name]-[hash].js',
        chunkFileNames: 'assets/islands/[name]-[hash].js',
        assetFileNames: 'assets/islands/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // React and React DOM, which every island needs, as one file.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              // The design system's pieces that several islands share (links, buttons, icons, the styling
              // runtime), as one file rather than a dozen small requests.
              name: 'ui-common',
              test: /packages[\\/]ui[\\/]dist|node_modules[\\/](lucide-react|@vanilla-extract|clsx)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
