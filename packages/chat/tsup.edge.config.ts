import { defineConfig } from 'tsup';

/**
 * One self-contained ES module for the Supabase Edge Function: @agency/chat with zod, minisearch and the
 * @agency/content data inlined, written next to the function (supabase/functions/chat/dist/chat.js), where its
 * deno.json maps `@agency/chat` to it. Build @agency/content first.
 */
export default defineConfig({
  entry: { chat: 'src/edge.ts' },
  outDir: '../../supabase/functions/chat/dist',
  format: ['esm'],
  platform: 'neutral',
  target: 'es2022',
  dts: false,
  clean: true,
  sourcemap: false,
  treeshake: true,
  noExternal: [/.*/],
  removeNodeProtocol: false,
  esbuildOptions(options) {
    options.mainFields = ['module', 'main'];
    options.conditions = ['import', 'module', 'default'];
  },
});
