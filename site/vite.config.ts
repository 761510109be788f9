import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The design system's pieces that most pages load from the start (header, buttons, icons, the
              // styling runtime) as one chunk, instead of a dozen chunks of a few hundred bytes that each cost a
              // request and compress worse. Code that only some pages use, or that loads later, keeps its own
              // chunks. Measured per page with scripts/size-check.ts.
              name: 'ui-common',
              test: /packages[\\/]ui[\\/]dist|node_modules[\\/](lucide-react|@vanilla-extract|clsx)[\\/]/,
              tags: ['$initial'],
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
});
