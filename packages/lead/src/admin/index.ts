// @agency/lead/admin: the staff-only function 'leads-admin' (the leads inbox of /admin/leads), served at
// /functions/v1/leads-admin. Bring the repository: `createLeadRepository(sql)` from @agency/db.
export { createLeadsAdminHandler } from './handler.ts';
export { leadsAdminEnvVariables, leadsAdminOptionsFromEnv, type LeadsAdminEnvOptions } from './env.ts';
export type { LeadsAdminHandlerOptions } from './options.ts';
export { consoleLeadsAdminLogger, type LeadsAdminLogEntry, type LeadsAdminLogger } from './log.ts';
export {
  leadNotesMaxLength,
  leadsAdminMessages,
  leadsAdminPatchSchema,
  type LeadsAdminErrorBody,
  type LeadsAdminErrorKind,
  type LeadsAdminIssue,
  type LeadsAdminListBody,
  type LeadsAdminPatch,
} from './contract.ts';
export {
  bearerToken,
  classifyTokenError,
  createJwksVerifier,
  decideStaffAccess,
  defaultJwksCacheMaxAgeMs,
  StaffTokenError,
  staffTokenAlgorithms,
  supabaseUserAudience,
  type JwksVerifierOptions,
  type StaffAccessDecision,
  type StaffTokenClaims,
  type VerifyStaffToken,
} from './auth.ts';
export {
  leadForStaff,
  leadsAdminStatuses,
  type DateLike,
  type LeadsAdminFilter,
  type LeadsAdminLead,
  type LeadsAdminRepository,
  type LeadsAdminRepositoryLead,
  type LeadsAdminStatus,
} from './repository.ts';
export { LeadConfigError } from '../errors.ts';
