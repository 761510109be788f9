// @agency/ui/auth: staff sign-in on supabase-js. A separate entry so that visitor pages never load supabase-js: only
// the staff routes import it. The widgets are on the root entry too (their styles are in @agency/ui/styles.css).
export { StaffSignIn } from './StaffSignIn';
export type { StaffSignInCopy, StaffSignInProps } from './StaffSignIn';
export { StaffAccountBar } from './StaffAccountBar';
export type { StaffAccountBarProps } from './StaffAccountBar';
export { createStaffAuth, resolveStaffBackend, staffSessionStorageKey } from './staffAuth';
export type { StaffAccess, StaffAuth, StaffAuthConfig, StaffAuthFailure, StaffAuthResult } from './staffAuth';
