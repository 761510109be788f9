// @agency/staff/mocks: msw handlers of the staff sign-in's backend (Supabase Auth and its key set), for stories, unit
// tests and the site's end-to-end tests. Never ship it.
export {
  authFailureHandlers,
  authHandlerList,
  authHandlers,
  mockFactorId,
  mockJwks,
  mockSession,
  mockStaffAccounts,
  mockTotpCode,
} from './auth';
export type { MockSessionOptions } from './auth';
