// @agency/lead: the serverless function named 'lead' as a standard fetch handler (Request → Response): a visitor's
// callback request, validated (zod, libphonenumber-js), kept from bots by a honeypot and a minimum fill time, stored
// with its consent on record through the `LeadStore` interface, and acknowledged only once stored. Serve it with
// @agency/chat's `toNodeListener` (the site's local server) or as a Supabase Edge Function (`src/edge.ts`).

export { createLeadHandler } from './handler.ts';
export { defaultLeadRateLimits, type LeadHandlerOptions } from './options.ts';
export { pageWithCallbackError } from './form-post.ts';
export { leadOptionsFromEnv, leadEnvVariables, ipHashKeyMinLength, type LeadEnvOptions } from './env.ts';
export { LeadConfigError } from './errors.ts';
export { MemoryLeadStore, type LeadStore, type NewLead } from './store.ts';
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
export { contentConsentTexts, currentConsent, type ConsentTexts } from './consent.ts';
export { normalizeUsPhone, type PhoneProblem } from './phone.ts';
export { servedStateCodes, stateOfZip, zipInfo } from './zip.ts';
export { leadErrorMessages } from './copy.ts';
export { consoleLogger, silentLogger, type LeadLogEntry, type LeadLogger } from './logger.ts';
export {
  createLeadWebhook,
  leadWebhookFromEnv,
  toWebhookPayload,
  type LeadWebhook,
  type LeadWebhookOptions,
  type LeadWebhookPayload,
  type LeadWebhookRepository,
  type WebhookLead,
} from './webhook.ts';
export { defaultLeadRetentionDays, leadRetentionDaysFromEnv } from './retention.ts';
