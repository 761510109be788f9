// Handler options from environment variables (Deno.env.toObject() on Supabase, process.env in Node).
import { parseAllowedOrigins } from './cors.ts';
import { createRetrievalEngine } from './engine/retrieval.ts';
import { clientAddressSourceFromEnv, parseTimeLimit, parseWholeNumber } from './env-values.ts';
import { ChatConfigError } from './errors.ts';
import type { ChatHandlerOptions } from './handler.ts';
import { createOpenAiProvider } from './providers/openai.ts';
import { defaultRateLimits, rateLimitsWithMax } from './rate-limit.ts';

/** The variables read by `chatOptionsFromEnv`. */
export const chatEnvVariables = [
  'CHAT_ALLOWED_ORIGINS',
  'CHAT_LLM_BASE_URL',
  'CHAT_LLM_API_KEY',
  'CHAT_LLM_MODEL',
  'CHAT_RATE_LIMIT_PER_ID',
  'CHAT_RATE_LIMIT_PER_ADDRESS',
  'CHAT_RATE_LIMIT_TIMEOUT_MS',
  'CHAT_CLIENT_ADDRESS_SOURCE',
] as const;

export { ChatConfigError };

/** A limit in requests per minute. */
function parseLimit(name: string, value: string | undefined, problems: string[]): number | undefined {
  return parseWholeNumber(name, value, 1, 'a whole number of requests per minute, 1 or more', problems);
}

/**
 * Builds handler options from the environment:
 * - `CHAT_ALLOWED_ORIGINS`: comma-separated origins allowed to call from a browser, or `*` (default: same origin).
 * - `CHAT_LLM_BASE_URL`, `CHAT_LLM_API_KEY`, `CHAT_LLM_MODEL`: an optional OpenAI-compatible provider. Setting the
 *   key or the base URL turns it on; the model is then required; the base URL defaults to OpenAI's.
 * - `CHAT_RATE_LIMIT_PER_ID`, `CHAT_RATE_LIMIT_PER_ADDRESS`: requests per minute (defaults 10 and 30).
 * - `CHAT_RATE_LIMIT_TIMEOUT_MS`: the longest wait for a count of the limit store, in ms (default 1000).
 * - `CHAT_CLIENT_ADDRESS_SOURCE`: where the per-address limit finds the client's address when no socket is known:
 *   `cf-connecting-ip` (default), `x-real-ip`, another header a proxy you run overwrites, or `x-forwarded-for:N`
 *   (the N-th address from the right).
 * Throws a `ChatConfigError` naming each bad variable; never echoes the API key.
 */
export function chatOptionsFromEnv(env: Record<string, string | undefined>): ChatHandlerOptions {
  const problems: string[] = [];
  const options: ChatHandlerOptions = {};

  const origins = parseAllowedOrigins('CHAT_ALLOWED_ORIGINS', env.CHAT_ALLOWED_ORIGINS ?? '', problems);
  if (origins !== undefined) options.allowedOrigins = origins;

  const perId = parseLimit('CHAT_RATE_LIMIT_PER_ID', env.CHAT_RATE_LIMIT_PER_ID, problems);
  const perAddress = parseLimit('CHAT_RATE_LIMIT_PER_ADDRESS', env.CHAT_RATE_LIMIT_PER_ADDRESS, problems);
  const rateLimits = rateLimitsWithMax(defaultRateLimits, { perId, perAddress });
  if (rateLimits) options.rateLimits = rateLimits;
  const limitTimeout = parseTimeLimit('CHAT_RATE_LIMIT_TIMEOUT_MS', env.CHAT_RATE_LIMIT_TIMEOUT_MS, problems);
  if (limitTimeout !== undefined) options.rateLimitTimeoutMs = limitTimeout;

  const addressSource = clientAddressSourceFromEnv(env, 'CHAT_CLIENT_ADDRESS_SOURCE', problems);
  if (addressSource !== undefined) options.clientAddressSource = addressSource;

  const baseUrl = env.CHAT_LLM_BASE_URL?.trim() || undefined;
  const apiKey = env.CHAT_LLM_API_KEY?.trim() || undefined;
  const model = env.CHAT_LLM_MODEL?.trim() || undefined;
  if (baseUrl || apiKey) {
    let url: URL | undefined;
    if (baseUrl) {
      try {
        url = new URL(baseUrl);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol))
        problems.push(
          `CHAT_LLM_BASE_URL: "${baseUrl}" must be an http(s) URL such as https://api.openai.com/v1`,
        );
    }
    if (!model) problems.push('CHAT_LLM_MODEL is required when CHAT_LLM_BASE_URL or CHAT_LLM_API_KEY is set');
    if (problems.length === 0 && model) {
      // Made again each new day, with the retrieval engine of that day as its fallback (createChatHandler).
      options.createEngine = () =>
        createOpenAiProvider({
          baseUrl: baseUrl ?? 'https://api.openai.com/v1',
          model,
          ...(apiKey ? { apiKey } : {}),
          retrieval: createRetrievalEngine(),
        });
    }
  } else if (model) {
    problems.push('CHAT_LLM_MODEL is set but neither CHAT_LLM_API_KEY nor CHAT_LLM_BASE_URL is');
  }

  if (problems.length > 0)
    throw new ChatConfigError(`Invalid chat configuration:\n- ${problems.join('\n- ')}`);
  return options;
}
