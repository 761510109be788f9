// @agency/staff/auth: staff sign-in on supabase-js (hosted Supabase Auth or the local server's), with its widgets. Only the staff routes import it (the site loads
// them dynamically), so visitor pages never load supabase-js. The widgets are on the root entry too (their styles are
// in @agency/staff/styles.css).
export { StaffSignIn } from './StaffSignIn';
export type { StaffSignInCopy, StaffSignInProps } from './StaffSignIn';
export { StaffAccountBar } from './StaffAccountBar';
export type { StaffAccountBarProps } from './StaffAccountBar';
export {
  createStaffAuth,
  resolveStaffBackend,
  sameOriginStaffKey,
  staffSessionStorageKey,
} from './staffAuth';
export type {
  StaffAccess,
  StaffAuth,
  StaffAuthConfig,
  StaffAuthFailure,
  StaffAuthResult,
  StaffFactorSetup,
  StaffFactorSetupResult,
} from './staffAuth';
