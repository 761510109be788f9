// @agency/lead: the serverless function named 'lead' as a standard fetch handler (Request → Response): a visitor's
// callback request, validated (zod, libphonenumber-js), kept from bots by a honeypot and a minimum fill time, stored
// with its consent on record through the `LeadStore` interface, and acknowledged only once stored. Serve it with
// @agency/chat's `toNodeListener` (the site's local server) or as a Supabase Edge Function (`src/edge.ts`).

export { createLeadHandler, defaultLeadRateLimits, pageWithCallbackError } from './handler.ts';
export type { LeadHandlerOptions } from './handler.ts';
export { leadOptionsFromEnv, leadEnvVariables, ipHashKeyMinLength } from './env.ts';
export type { LeadEnvOptions } from './env.ts';
export { LeadConfigError } from './errors.ts';
export { MemoryLeadStore } from './store.ts';
export type { LeadStore, NewLead } from './store.ts';
export {
  leadErrorKinds,
  leadRequestFromForm,
  leadRequestSchema,
  parseLeadRequest,
  sitePath,
} from './contract.ts';
export type {
  LeadCreatedResponse,
  LeadErrorKind,
  LeadErrorResponse,
  LeadInvalidResponse,
  LeadIssue,
  LeadParseResult,
  LeadRequest,
  LeadRequestSchemaOptions,
  LeadResponseBody,
  ValidLeadRequest,
} from './contract.ts';
export {
  bestTimes,
  callbackAnchor,
  callbackProblemAnchor,
  callbackErrorKinds,
  callbackErrorParam,
  defaultThankYouPath,
  leadFieldMessages,
  leadFields,
  leadLimits,
} from './fields.ts';
export type { BestTime, LeadField } from './fields.ts';
export { contentConsentTexts, currentConsent } from './consent.ts';
export type { ConsentTexts } from './consent.ts';
export { normalizeUsPhone } from './phone.ts';
export type { PhoneProblem } from './phone.ts';
export { servedStateCodes, stateOfZip, zipInfo } from './zip.ts';
export { leadErrorMessages } from './copy.ts';
export { consoleLogger, silentLogger } from './logger.ts';
export type { LeadLogEntry, LeadLogger } from './logger.ts';
export { createLeadWebhook, leadWebhookFromEnv, toWebhookPayload } from './webhook.ts';
export type {
  LeadWebhook,
  LeadWebhookOptions,
  LeadWebhookPayload,
  LeadWebhookRepository,
  WebhookLead,
} from './webhook.ts';
export { defaultLeadRetentionDays, leadRetentionDaysFromEnv } from './retention.ts';
