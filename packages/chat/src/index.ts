// @agency/chat: the serverless function named 'chat' as a standard fetch handler (Request → Response), with the
// free retrieval engine over @agency/content, an optional OpenAI-compatible provider, rate limits through a store
// interface, and a node:http adapter for the site's local server.

export {
  createChatHandler,
  defaultClientAddress,
  engineOfTheDay,
  type ChatHandlerOptions,
} from './handler.ts';
export { chatOptionsFromEnv, chatEnvVariables } from './env.ts';
export { ChatConfigError, ChatHttpError, isChatHttpError } from './errors.ts';
export { createRetrievalEngine } from './engine/retrieval.ts';
export type { RetrievalAnalysis, RetrievalEngine, RetrievalEngineOptions } from './engine/retrieval.ts';
export { buildPassages, defaultGroundingContent } from './engine/passages.ts';
export type { GroundingContent } from './engine/passages.ts';
export type { Passage, PassageKind, ScoredPassage } from './engine/passage.ts';
export { topics } from './engine/topics.ts';
export type { Topic } from './engine/topics.ts';
export { containsSensitiveNumber, redactSensitiveNumbers } from './engine/guardrails.ts';
export {
  createOpenAiProvider,
  sanitizeReply,
  systemPrompt,
  type OpenAiProviderOptions,
} from './providers/openai.ts';
export { toNodeListener, toRequest, writeResponse } from './node.ts';
export type { NodeListenerOptions, WriteResponseOptions } from './node.ts';
// The answer, the engine, the log line.
export type * from './types.ts';

// The kit every function is built on (@agency/lead's 'lead' and 'leads-admin' too): one CORS rule, one client
// address, one way of counting requests, reading a body, answering and logging. A new function takes these, not
// copies of them.
export * from './cors.ts';
export * from './rate-limit.ts';
export * from './function-http.ts';
export * from './function-limits.ts';
export * from './function-log.ts';
export * from './function-options.ts';
export {
  addressFromSource,
  clientAddressKey,
  defaultClientAddressSource,
  parseClientAddressSource,
  resolveClientAddress,
  socketAddressOf,
  type ClientAddressProblem,
  type ClientAddressSource,
  type ParsedClientAddressSource,
  type ResolvedClientAddress,
} from './client-address.ts';
export { clientAddressSourceFromEnv, parseTimeLimit, parseWholeNumber } from './env-values.ts';
export { consoleLogger, createLogHasher, errorForLog, silentLogger } from './logger.ts';
export { createKeyedHasher, sha256Hex } from './hash.ts';
export { readBodyLimited, type BodyReadResult } from './request.ts';
