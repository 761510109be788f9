// @agency/db's public API: open the database, apply the schema, the lead repository, the shared rate-limit store.

// Connection
export { DataDirInUseError, dataDirLockFile, openDatabase } from './open';
export type { Database, OpenDatabaseOptions } from './open';
export {
  connectDatabase,
  connectFromEnv,
  databaseUrlFromEnv,
  databaseUrlVariables,
  functionConnectOptions,
} from './connect';
export type { ConnectOptions, Sql } from './connect';

// Schema
export { migrate, defaultMigrationsDir, localSupabaseShimFile } from './migrate';
export type { MigrateOptions, MigrateResult } from './migrate';

// Leads
export { createLeadRepository, leadStatuses, leadBestTimes } from './leads';
export type {
  NewLead,
  LeadStore,
  LeadRepository,
  LeadRecord,
  LeadDetail,
  LeadConsentRecord,
  LeadDeliveryState,
  LeadDeliveryStatus,
  LeadFilter,
  ListLeadsOptions,
  LeadPatch,
  LeadStatus,
  LeadBestTime,
  WebhookRetryOptions,
} from './leads';
export { csvCell, toCsv } from './csv';

// Rate limits
export { PostgresRateLimitStore } from './rate-limit';
export type { PostgresRateLimitStoreOptions, RateLimitHit, RateLimitStore } from './rate-limit';
