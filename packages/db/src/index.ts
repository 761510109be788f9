// @agency/db's public API: open the database, apply the schema, the lead repository, the shared rate-limit store, the
// local staff sign-in's store.

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

// The local server's staff sign-in (accounts, authenticator apps, sessions, refresh tokens in auth.*)
export { createAuthStore, localAuthMarker } from './auth-store';
export type { AuthStore, NewAuthSession, NewAuthUser } from './auth-store';
export { AuthEmailTakenError } from './auth-types';
export type {
  AuthAssuranceLevel,
  AuthChallenge,
  AuthFactor,
  AuthMethod,
  AuthSession,
  AuthUser,
  AuthUserSummary,
  RefreshTokenUse,
} from './auth-types';
