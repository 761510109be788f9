// @agency/chat: the serverless function named 'chat' as a standard fetch handler (Request → Response), with the
// free retrieval engine over @agency/content, an optional OpenAI-compatible provider, rate limits through a store
// interface, and a node:http adapter for the site's local server.

export { createChatHandler, defaultClientAddress } from './handler.ts';
export type { ChatHandlerOptions } from './handler.ts';
export { chatOptionsFromEnv, chatEnvVariables, ChatConfigError } from './env.ts';
export { defaultClientAddressSource } from './client-address.ts';
export type { ClientAddressSource } from './client-address.ts';
export { MemoryRateLimitStore, defaultRateLimits, retryAfterSeconds } from './rate-limit.ts';
export type {
  MemoryRateLimitStoreOptions,
  RateLimitHit,
  RateLimitRule,
  RateLimitStore,
} from './rate-limit.ts';
export { createRetrievalEngine } from './engine/retrieval.ts';
export type { RetrievalAnalysis, RetrievalEngine, RetrievalEngineOptions } from './engine/retrieval.ts';
export { buildPassages, defaultGroundingContent } from './engine/passages.ts';
export type { GroundingContent } from './engine/passages.ts';
export type { Passage, PassageKind, ScoredPassage } from './engine/passage.ts';
export { topics } from './engine/topics.ts';
export type { Topic } from './engine/topics.ts';
export { containsSensitiveNumber, redactSensitiveNumbers } from './engine/guardrails.ts';
export { createOpenAiProvider, sanitizeReply, systemPrompt } from './providers/openai.ts';
export type { OpenAiProviderOptions } from './providers/openai.ts';
export { ChatHttpError, isChatHttpError } from './errors.ts';
export { allowedRequestHeaders } from './cors.ts';
export type { AllowedOrigins } from './cors.ts';
export { consoleLogger, silentLogger } from './logger.ts';
export { toNodeListener, toRequest, writeResponse } from './node.ts';
export type { NodeListenerOptions, WriteResponseOptions } from './node.ts';
export type {
  ChatAnswer,
  ChatContext,
  ChatEngine,
  ChatLogEntry,
  ChatLogger,
  ChatSource,
  GuardrailKind,
} from './types.ts';

// Plumbing shared with the 'lead' function (@agency/lead), so both functions keep one CORS rule, one client
// address, one body reader and one way of logging errors.
export { corsDecision, parseAllowedOrigins, preflightHeaders } from './cors.ts';
export type { CorsDecision } from './cors.ts';
export {
  addressFromSource,
  clientAddressKey,
  parseClientAddressSource,
  socketAddressOf,
} from './client-address.ts';
export type { ClientAddressProblem, ParsedClientAddressSource } from './client-address.ts';
export { createLogHasher, errorForLog, sha256Hex } from './logger.ts';
export { readBodyLimited } from './request.ts';
export type { BodyReadResult } from './request.ts';
