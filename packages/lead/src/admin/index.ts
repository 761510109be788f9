// @agency/lead/admin: the staff-only function 'leads-admin' (the leads inbox of /admin/leads), served at
// /functions/v1/leads-admin. Bring the repository: `createLeadRepository(sql)` from @agency/db.
export {
  consoleLeadsAdminLogger,
  createLeadsAdminHandler,
  leadNotesMaxLength,
  leadsAdminMessages,
  leadsAdminPatchSchema,
} from './handler.ts';
export type {
  LeadsAdminErrorBody,
  LeadsAdminErrorKind,
  LeadsAdminHandlerOptions,
  LeadsAdminIssue,
  LeadsAdminListBody,
  LeadsAdminLogEntry,
  LeadsAdminLogger,
  LeadsAdminPatch,
} from './handler.ts';
export {
  bearerToken,
  classifyTokenError,
  createJwksVerifier,
  decideStaffAccess,
  defaultJwksCacheMaxAgeMs,
  StaffTokenError,
  staffTokenAlgorithms,
  supabaseUserAudience,
} from './auth.ts';
export type { JwksVerifierOptions, StaffAccessDecision, StaffTokenClaims, VerifyStaffToken } from './auth.ts';
export { leadForStaff, leadsAdminStatuses } from './repository.ts';
export type {
  DateLike,
  LeadsAdminFilter,
  LeadsAdminLead,
  LeadsAdminRepository,
  LeadsAdminRepositoryLead,
  LeadsAdminStatus,
} from './repository.ts';
export { leadsAdminEnvVariables, leadsAdminOptionsFromEnv } from './env.ts';
export type { LeadsAdminEnvOptions } from './env.ts';
export { LeadConfigError } from '../errors.ts';
