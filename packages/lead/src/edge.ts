// The entry of the Supabase Edge Function bundle (`pnpm --filter @agency/lead bundle:edge`): only what
// supabase/functions/lead/index.ts needs, with no Node built-ins.
export { createLeadHandler } from './handler.ts';
export type { LeadHandlerOptions } from './handler.ts';
export { leadOptionsFromEnv } from './env.ts';
export { LeadConfigError } from './errors.ts';
export type { LeadStore, NewLead } from './store.ts';
