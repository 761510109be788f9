// @agency/staff/mocks: msw handlers of the staff sign-in's backend (Supabase Auth and its key set), for stories and
// unit tests (the site's end-to-end tests meet the local server's real sign-in). Never ship it.
export {
  authFailureHandlers,
  authHandlerList,
  authHandlers,
  mockFactorId,
  mockJwks,
  mockSession,
  mockSetupFactorId,
  mockSetupSecret,
  mockStaffAccounts,
  mockTotpCode,
  resetMockAuth,
} from './auth';
export type { MockSessionOptions } from './auth';
