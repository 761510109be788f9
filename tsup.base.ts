// The build the data, function and database packages share (@agency/content, @agency/chat, @agency/db,
// @agency/lead; each names its entries): ESM with source maps and one .d.ts per entry. No import of tsup here: it is
// each package's dependency.
export const libraryBuild = {
  format: ['esm' as const],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Keep `node:` prefixes: Deno (Supabase Edge Functions) resolves Node built-ins only with them.
  removeNodeProtocol: false,
};
