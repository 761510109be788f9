import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Keep `node:stream`: Deno (Supabase Edge Functions) resolves Node built-ins only with the node: prefix.
  removeNodeProtocol: false,
});
