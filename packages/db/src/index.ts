// @agency/db's public API: open the database, apply the schema, the lead repository, the shared rate-limit store.

// Everything the Edge Functions take (edge.ts): connect by URL, the lead repository, the shared rate-limit store.
export * from './edge';

// Connection: the embedded PGlite or a server (Node only)
export { DataDirInUseError, dataDirLockFile, openDatabase } from './open';
export type { Database, OpenDatabaseOptions } from './open';

// Schema
export { migrate, defaultMigrationsDir, localSupabaseShimFile } from './migrate';
export type { MigrateOptions, MigrateResult } from './migrate';

// Leads: the rest of the repository's types, and the CSV of the staff export
export { leadStatuses, leadBestTimes } from './lead-types';
export type {
  LeadFields,
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
} from './lead-types';
export { csvCell, csvHiddenCharacters, toCsv } from './csv';

// Rate limits
export type { PostgresRateLimitStoreOptions } from './rate-limit';
