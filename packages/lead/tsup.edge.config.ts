import { defineConfig } from 'tsup';

/**
 * One self-contained ES module for the Supabase Edge Function: @agency/lead with @agency/chat's plumbing, zod,
 * libphonenumber-js and the @agency/content data inlined, written next to the function
 * (supabase/functions/lead/dist/lead.js), where its deno.json maps `@agency/lead` to it. Build @agency/content and
 * @agency/chat first.
 */
export default defineConfig({
  entry: { lead: 'src/edge.ts' },
  outDir: '../../supabase/functions/lead/dist',
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
