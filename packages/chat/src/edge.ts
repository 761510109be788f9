// The entry of the Supabase Edge Function bundle (`pnpm --filter @agency/chat bundle:edge`): only what
// supabase/functions/chat/index.ts needs, with no Node built-ins.
// Built from the workspace only (not an entry of the published package), hence @agency/db as a devDependency.
import { connectFromEnv, PostgresRateLimitStore } from '@agency/db/edge';
import { ChatConfigError, chatOptionsFromEnv } from './env.ts';
import { createChatHandler } from './handler.ts';

export { createChatHandler } from './handler.ts';
export type { ChatHandlerOptions } from './handler.ts';
export { chatOptionsFromEnv, ChatConfigError } from './env.ts';
export { MemoryRateLimitStore } from './rate-limit.ts';
export type { RateLimitStore } from './rate-limit.ts';

/**
 * The deployed 'chat' function: options from the environment (a bad one throws at boot, naming the variable) and the
 * rate limits in PostgreSQL (`DATABASE_URL`, else `SUPABASE_DB_URL`, which Supabase sets), so every instance counts
 * together. Without a database (plain Deno, a test) each instance counts alone, and the boot log says so.
 */
export function createChatFunction(
  env: Record<string, string | undefined>,
): (request: Request) => Promise<Response> {
  const options = chatOptionsFromEnv(env);
  let sql: ReturnType<typeof connectFromEnv>;
  try {
    sql = connectFromEnv(env);
  } catch (error) {
    // A bad DATABASE_CONNECT_TIMEOUT_MS: the message names it.
    throw new ChatConfigError(
      `Invalid chat configuration:\n- ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!sql)
    console.warn(
      JSON.stringify({
        event: 'chat.rate_limits_per_instance',
        reason: 'no DATABASE_URL or SUPABASE_DB_URL: each instance counts its own requests',
      }),
    );
  return createChatHandler({
    ...options,
    ...(sql ? { rateLimitStore: new PostgresRateLimitStore(sql) } : {}),
  });
}
