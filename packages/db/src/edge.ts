// @agency/db/edge: what a Supabase Edge Function needs from the data layer, with no Node built-ins and no embedded
// engine: connect by URL, the lead repository and the shared rate-limit store. Migrations are the Supabase CLI's there.
// The package's root (index.ts) exports all of this too.
export {
  connectDatabase,
  connectFromEnv,
  connectTimeoutFromEnv,
  connectTimeoutVariable,
  databaseUrlFromEnv,
  databaseUrlVariables,
  defaultConnectTimeoutMs,
  functionConnectOptions,
} from './connect';
export type { ConnectOptions, Sql } from './connect';
export { createLeadRepository } from './leads';
export type { LeadRepository, LeadStore, NewLead } from './lead-types';
export { PostgresRateLimitStore } from './rate-limit';
export type { RateLimitHit, RateLimitStore } from './rate-limit';
