// Handler options from environment variables (Deno.env.toObject() on Supabase, process.env in Node), as the chat's.
import { parseAllowedOrigins, parseClientAddressSource } from '@agency/chat';
import { sitePath } from './contract.ts';
import { LeadConfigError } from './errors.ts';
import { defaultLeadRateLimits, type LeadHandlerOptions } from './handler.ts';

/** The variables read by `leadOptionsFromEnv`. */
export const leadEnvVariables = [
  'LEAD_IP_HASH_KEY',
  'LEAD_ALLOWED_ORIGINS',
  'LEAD_MIN_FILL_MS',
  'LEAD_RATE_LIMIT_PER_ADDRESS',
  'LEAD_RATE_LIMIT_PER_PHONE',
  'LEAD_CLIENT_ADDRESS_SOURCE',
  'LEAD_THANK_YOU_PATH',
] as const;

/** The shortest `LEAD_IP_HASH_KEY` accepted. */
export const ipHashKeyMinLength = 32;

/** Everything but the store, which the caller brings (`@agency/db`). */
export type LeadEnvOptions = Omit<LeadHandlerOptions, 'store'>;

function parseWhole(
  name: string,
  value: string | undefined,
  min: number,
  what: string,
  problems: string[],
): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    problems.push(`${name}: "${value}" must be ${what}`);
    return undefined;
  }
  return number;
}

/**
 * Builds handler options (all but `store`) from the environment:
 * - `LEAD_IP_HASH_KEY`: the secret of the client address's keyed hash, at least 32 characters (`openssl rand -hex 32`).
 *   Required in production; elsewhere a random key per process is used (hashes then differ after a restart).
 * - `LEAD_ALLOWED_ORIGINS`: comma-separated origins allowed to call from a browser, or `*` (default: same origin).
 * - `LEAD_MIN_FILL_MS`: the fastest a person fills the form, in ms (default 3000).
 * - `LEAD_RATE_LIMIT_PER_ADDRESS` (per 10 minutes, default 10), `LEAD_RATE_LIMIT_PER_PHONE` (per hour, default 5).
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
  const production = options.production ?? (env.NODE_ENV === 'production' || Boolean(env.SB_REGION));

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

  const minFillMs = parseWhole(
    'LEAD_MIN_FILL_MS',
    env.LEAD_MIN_FILL_MS,
    0,
    'a whole number of milliseconds, 0 or more',
    problems,
  );
  if (minFillMs !== undefined) result.minFillMs = minFillMs;

  const perAddress = parseWhole(
    'LEAD_RATE_LIMIT_PER_ADDRESS',
    env.LEAD_RATE_LIMIT_PER_ADDRESS,
    1,
    'a whole number of requests per 10 minutes, 1 or more',
    problems,
  );
  const perPhone = parseWhole(
    'LEAD_RATE_LIMIT_PER_PHONE',
    env.LEAD_RATE_LIMIT_PER_PHONE,
    1,
    'a whole number of requests per hour, 1 or more',
    problems,
  );
  if (perAddress !== undefined || perPhone !== undefined)
    result.rateLimits = {
      perAddress: {
        ...defaultLeadRateLimits.perAddress,
        ...(perAddress !== undefined ? { max: perAddress } : {}),
      },
      perPhone: { ...defaultLeadRateLimits.perPhone, ...(perPhone !== undefined ? { max: perPhone } : {}) },
    };

  const addressSource = env.LEAD_CLIENT_ADDRESS_SOURCE?.trim();
  if (addressSource) {
    const parsed = parseClientAddressSource(addressSource);
    if (parsed.ok) result.clientAddressSource = parsed.source.label;
    else problems.push(`LEAD_CLIENT_ADDRESS_SOURCE: "${addressSource}": ${parsed.problem}`);
  }

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
