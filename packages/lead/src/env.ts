// Handler options from environment variables (Deno.env.toObject() on Supabase, process.env in Node), as the chat's.
import {
  parseAllowedOrigins,
  clientAddressSourceFromEnv,
  parseTimeLimit,
  parseWholeNumber,
  rateLimitsWithMax,
} from '@agency/chat';
import { sitePath } from './contract.ts';
import { LeadConfigError } from './errors.ts';
import { defaultLeadRateLimits, type LeadHandlerOptions } from './options.ts';

/** The variables read by `leadOptionsFromEnv`. */
export const leadEnvVariables = [
  'LEAD_IP_HASH_KEY',
  'LEAD_ALLOWED_ORIGINS',
  'LEAD_MIN_FILL_MS',
  'LEAD_RATE_LIMIT_PER_ADDRESS',
  'LEAD_RATE_LIMIT_PER_PHONE',
  'LEAD_RATE_LIMIT_TIMEOUT_MS',
  'LEAD_STORE_TIMEOUT_MS',
  'LEAD_CLIENT_ADDRESS_SOURCE',
  'LEAD_THANK_YOU_PATH',
] as const;

/** The shortest `LEAD_IP_HASH_KEY` accepted. */
export const ipHashKeyMinLength = 32;

/** Everything but the store, which the caller brings (`@agency/db`). */
export type LeadEnvOptions = Omit<LeadHandlerOptions, 'store'>;

/** Production: `production` when given, else `NODE_ENV=production` or `SB_REGION` set (the Supabase Edge runtime). */
export function runsInProduction(env: Record<string, string | undefined>, production?: boolean): boolean {
  return production ?? (env.NODE_ENV === 'production' || Boolean(env.SB_REGION));
}

/**
 * Builds handler options (all but `store`) from the environment:
 * - `LEAD_IP_HASH_KEY`: the secret of the client address's keyed hash, at least 32 characters (`openssl rand -hex 32`).
 *   Required in production; elsewhere a random key per process is used (hashes then differ after a restart).
 * - `LEAD_ALLOWED_ORIGINS`: comma-separated origins allowed to call from a browser, or `*` (default: same origin).
 * - `LEAD_MIN_FILL_MS`: the fastest a person fills the form, in ms (default 3000).
 * - `LEAD_RATE_LIMIT_PER_ADDRESS` (per 10 minutes, default 10), `LEAD_RATE_LIMIT_PER_PHONE` (per hour, default 5).
 * - `LEAD_RATE_LIMIT_TIMEOUT_MS` (default 1000), `LEAD_STORE_TIMEOUT_MS` (default 1500): the longest waits for the
 *   limit store and the lead store, in ms; past the second the visitor gets 503 with the phone number.
 * - `LEAD_CLIENT_ADDRESS_SOURCE`: as `CHAT_CLIENT_ADDRESS_SOURCE` (default `cf-connecting-ip`).
 * - `LEAD_THANK_YOU_PATH`: where a no-JavaScript form lands (default `/callback-requested`).
 * Production: `options.production`, else `NODE_ENV=production` or `SB_REGION` set (the Supabase Edge runtime).
 * Throws a `LeadConfigError` naming each bad variable; never echoes the key.
 */
export function leadOptionsFromEnv(
  env: Record<string, string | undefined>,
  options: { production?: boolean } = {},
): LeadEnvOptions {
  const problems: string[] = [];
  const production = runsInProduction(env, options.production);

  const key = env.LEAD_IP_HASH_KEY?.trim() ?? '';
  let ipHashKey = key;
  if (key === '') {
    if (production)
      problems.push(
        'LEAD_IP_HASH_KEY is required in production: set it to a long random secret (openssl rand -hex 32), the ' +
          'key of the hash that stands for each visitor’s address',
      );
    ipHashKey = `${crypto.randomUUID()}${crypto.randomUUID()}`;
  } else if (key.length < ipHashKeyMinLength) {
    problems.push(
      `LEAD_IP_HASH_KEY is too short: use at least ${ipHashKeyMinLength} random characters (openssl rand -hex 32)`,
    );
  }
  const result: LeadEnvOptions = { ipHashKey };

  const origins = parseAllowedOrigins('LEAD_ALLOWED_ORIGINS', env.LEAD_ALLOWED_ORIGINS ?? '', problems);
  if (origins !== undefined) result.allowedOrigins = origins;

  const wholeNumber = (name: (typeof leadEnvVariables)[number], min: number, what: string) =>
    parseWholeNumber(name, env[name], min, `a whole number of ${what}, ${min} or more`, problems);
  const minFillMs = wholeNumber('LEAD_MIN_FILL_MS', 0, 'milliseconds');
  if (minFillMs !== undefined) result.minFillMs = minFillMs;
  const perAddress = wholeNumber('LEAD_RATE_LIMIT_PER_ADDRESS', 1, 'requests per 10 minutes');
  const perPhone = wholeNumber('LEAD_RATE_LIMIT_PER_PHONE', 1, 'requests per hour');
  const rateLimits = rateLimitsWithMax(defaultLeadRateLimits, { perAddress, perPhone });
  if (rateLimits) result.rateLimits = rateLimits;
  const limitTimeout = parseTimeLimit('LEAD_RATE_LIMIT_TIMEOUT_MS', env.LEAD_RATE_LIMIT_TIMEOUT_MS, problems);
  if (limitTimeout !== undefined) result.rateLimitTimeoutMs = limitTimeout;
  const storeTimeout = parseTimeLimit('LEAD_STORE_TIMEOUT_MS', env.LEAD_STORE_TIMEOUT_MS, problems);
  if (storeTimeout !== undefined) result.storeTimeoutMs = storeTimeout;

  const addressSource = clientAddressSourceFromEnv(env, 'LEAD_CLIENT_ADDRESS_SOURCE', problems);
  if (addressSource !== undefined) result.clientAddressSource = addressSource;

  const thankYou = env.LEAD_THANK_YOU_PATH?.trim();
  if (thankYou) {
    const path = sitePath(thankYou);
    if (path !== undefined) result.thankYouPath = path;
    else
      problems.push(
        `LEAD_THANK_YOU_PATH: "${thankYou}" must be a path on the site, such as /callback-requested`,
      );
  }

  if (problems.length > 0)
    throw new LeadConfigError(`Invalid lead configuration:\n- ${problems.join('\n- ')}`);
  return result;
}
