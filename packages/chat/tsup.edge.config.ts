import { defineConfig, type Options } from 'tsup';

/**
 * The bundle of one Supabase Edge Function: one ES module with everything inlined (our packages, zod, minisearch,
 * the @agency/content data) but the PostgreSQL driver, which the function's deno.json maps to `npm:postgres` (the
 * same postgres.js version as the workspace's). Written next to the function, where its deno.json maps the package
 * name to it. Build @agency/content and @agency/db first. @agency/lead's bundles use this too.
 */
export function edgeBundle(name: string, entry: string, outDir: string): Options {
  return {
    entry: { [name]: entry },
    outDir,
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    dts: false,
    clean: true,
    sourcemap: false,
    treeshake: true,
    external: ['postgres'],
    noExternal: [/^(?!postgres$)/],
    removeNodeProtocol: false,
    esbuildOptions(options) {
      options.mainFields = ['module', 'main'];
      options.conditions = ['import', 'module', 'default'];
    },
  };
}

export default defineConfig(edgeBundle('chat', 'src/edge.ts', '../../supabase/functions/chat/dist'));
