// Builds @agency/db to ESM with types; the SQL it reads (sql/, ../../supabase/migrations) stays beside it on disk.
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base';

export default defineConfig({
  ...libraryBuild,
  // `testing`: the throwaway PostgreSQL server the tests of this package and the site's end-to-end tests start.
  // `edge`: what the Supabase Edge Functions' bundles take (no Node built-ins, no PGlite).
  entry: { index: 'src/index.ts', edge: 'src/edge.ts', testing: 'src/test/postgres-server.ts' },
});
