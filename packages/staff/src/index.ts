// @agency/staff: the agency staff's screens, built on @agency/ui's primitives and tokens and worded by @agency/content's
// staff copy (the site passes it in). Private to this site: it calls this site's functions. No supabase-js here (the
// auth client is on `@agency/staff/auth`) and no zod (the editorial rules are on `@agency/staff/rules`, loaded by the
// four editorial pages only). Styles: @agency/staff/styles.css, linked by the staff routes only, in the order below.

// Tools (the sign-in-gated /admin/leads, /admin/blog, /admin/blog-quality, /migrate-blog-posts and /content-strategy)
export { BlogAdmin } from './tools/BlogAdmin/BlogAdmin';
export type { BlogAdminProps } from './tools/BlogAdmin/BlogAdmin';
export { BlogQualityReport } from './tools/BlogQualityReport/BlogQualityReport';
export type { BlogQualityReportProps } from './tools/BlogQualityReport/BlogQualityReport';
export { LegacyMigration } from './tools/LegacyMigration/LegacyMigration';
export type { LegacyMigrationProps } from './tools/LegacyMigration/LegacyMigration';
export { ContentStrategyReport } from './tools/ContentStrategyReport/ContentStrategyReport';
export type { ContentStrategyReportProps } from './tools/ContentStrategyReport/ContentStrategyReport';
export { LeadsInbox, inboxLeadStatuses } from './tools/LeadsInbox/LeadsInbox';
export type {
  LeadsInboxProps,
  LeadsInboxClient,
  InboxLead,
  InboxLeadStatus,
  InboxFilter,
  InboxFailure,
  InboxResult,
} from './tools/LeadsInbox/LeadsInbox';
export type {
  PostStatus,
  PostDraft,
  PostFile,
  FieldProblem,
  CheckStatus,
  QualityCheck,
  QualityReport,
  MigratedPost,
  ContentStrategy,
  ContentStrategyTopic,
  ContentStrategyPlace,
  ContentStrategyCell,
  ContentStrategyGap,
  ContentStrategyPriority,
} from './tools/types';
export type {
  StaffToolsCopy,
  StaffCommonCopy,
  StaffUnit,
  BlogAdminCopy,
  BlogQualityCopy,
  MigrationCopy,
  StrategyCopy,
  LeadsInboxCopy,
} from './tools/copy';

// Sign-in widgets (no supabase-js here: the auth client itself is on the `@agency/staff/auth` entry)
export { StaffSignIn } from './auth/StaffSignIn';
export type { StaffSignInCopy, StaffSignInProps } from './auth/StaffSignIn';
export { StaffAccountBar } from './auth/StaffAccountBar';
export type { StaffAccountBarProps } from './auth/StaffAccountBar';
export type {
  StaffAccess,
  StaffAuth,
  StaffAuthConfig,
  StaffAuthFailure,
  StaffAuthResult,
} from './auth/staffAuth';

// The leads inbox's calls to the 'leads-admin' function
export { createLeadsClient } from './leads/leadsClient';
