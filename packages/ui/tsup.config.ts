import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM + one CSS file (dist/index.css, exported as @agency/ui/styles.css) + d.ts.
export default defineConfig({
  entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts', 'mocks/node': 'src/mocks/node.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'msw', 'msw/node', 'msw/browser'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
