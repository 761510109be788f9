// The entry of the Supabase Edge Function bundle (`pnpm --filter @agency/chat bundle:edge`): only what
// supabase/functions/chat/index.ts needs, with no Node built-ins.
export { createChatHandler } from './handler.ts';
export type { ChatHandlerOptions } from './handler.ts';
export { chatOptionsFromEnv, ChatConfigError } from './env.ts';
export { MemoryRateLimitStore } from './rate-limit.ts';
export type { RateLimitStore } from './rate-limit.ts';
