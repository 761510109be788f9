import { defineConfig } from 'tsup';
import { edgeBundle } from '../chat/tsup.edge.config.ts';

/**
 * The bundles of the 'lead' and 'leads-admin' Supabase Edge Functions (supabase/functions/<name>/dist/<name>.js),
 * with @agency/chat's plumbing, @agency/db's repository, zod, jose, libphonenumber-js and the content data inlined.
 * Build @agency/content, @agency/db and @agency/chat first.
 */
export default defineConfig([
  edgeBundle('lead', 'src/edge.ts', '../../supabase/functions/lead/dist'),
  edgeBundle('leads-admin', 'src/admin/edge.ts', '../../supabase/functions/leads-admin/dist'),
]);
