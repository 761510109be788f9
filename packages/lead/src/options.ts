// The options of the 'lead' function (`createLeadHandler`), their defaults, and the check that turns them into its
// settings: a LeadConfigError lists every unusable one at once.
import {
  defaultClientAddressSource,
  parseClientAddressSource,
  type FunctionOptions,
  type ParsedClientAddressSource,
  type RateLimitRule,
} from '@agency/chat';
import type { ConsentTexts } from './consent.ts';
import { sitePath } from './contract.ts';
import { LeadConfigError } from './errors.ts';
import { defaultThankYouPath, leadLimits } from './fields.ts';
import type { LeadLogger } from './logger.ts';
import type { LeadStore, NewLead } from './store.ts';

/**
 * Options of `createLeadHandler` (those of every function, @agency/chat's `FunctionOptions`, and the lead's own).
 * `store` and `ipHashKey` are required; the others have defaults. Limits: per client address and per phone number
 * (`defaultLeadRateLimits`); the client address as the chat's. Largest body: 8192 bytes.
 */
export interface LeadHandlerOptions extends FunctionOptions<'perAddress' | 'perPhone', LeadLogger> {
  /** Where leads are stored. The visitor hears "received" only once `insertLead` resolved. */
  store: LeadStore;
  /** Secret key of the HMAC-SHA-256 that turns the client address into `ipHash` (never stored as it is). */
  ipHashKey: string;
  /** A form sent sooner than this after it was shown (ms) is a bot's. Default 3000. */
  minFillMs?: number;
  /** Where a stored no-JavaScript form post lands (303). Default '/callback-requested'. */
  thankYouPath?: string;
  /**
   * Called after a lead is stored (the webhook to the agency), without being awaited: it never delays or fails the
   * visitor's answer. A throw or rejection is logged (`lead.hook_failed`, with the lead's id only).
   */
  onLeadStored?: (id: string, lead: NewLead) => void | Promise<void>;
  /** Keeps the instance alive for the hook's work after the answer (Supabase: `EdgeRuntime.waitUntil`). */
  waitUntil?: (promise: Promise<unknown>) => void;
  /**
   * Longest wait for the store before answering 503 (with the phone number), in ms. Default 1,500: with the limit
   * store's own bound (1,000, `rateLimitTimeoutMs`), a visitor hears within 3 s that a database that does not answer
   * did not take the request. A store that answers later may still commit it: a duplicate call back, never a loss.
   */
  storeTimeoutMs?: number;
  /** The consent text of each version. Default: the one @agency/content shows today. */
  consentTexts?: ConsentTexts;
}

/** The default longest wait for the lead store, in ms (`LeadHandlerOptions.storeTimeoutMs`). */
export const defaultStoreTimeoutMs = 1500;

/** Default limits: 10 requests per 10 minutes per client address, 5 an hour per phone number. */
export const defaultLeadRateLimits: { perAddress: RateLimitRule; perPhone: RateLimitRule } = {
  perAddress: { max: 10, windowMs: 10 * 60_000 },
  perPhone: { max: 5, windowMs: 60 * 60_000 },
};

/** The options that need a check, checked. */
export interface LeadHandlerSettings {
  addressSource: ParsedClientAddressSource;
  thankYouPath: string;
  minFillMs: number;
}

/** Checks the options; throws a `LeadConfigError` naming each unusable one. */
export function leadHandlerSettings(options: LeadHandlerOptions): LeadHandlerSettings {
  const problems: string[] = [];
  if (!options.store || typeof options.store.insertLead !== 'function')
    problems.push('store: must have insertLead(lead)');
  if (typeof options.ipHashKey !== 'string' || options.ipHashKey === '')
    problems.push('ipHashKey: a secret key is required (it keys the hash of the client address)');
  const parsedSource = parseClientAddressSource(options.clientAddressSource ?? defaultClientAddressSource);
  if (!parsedSource.ok)
    problems.push(`clientAddressSource: "${options.clientAddressSource}": ${parsedSource.problem}`);
  const thankYouPath = sitePath(options.thankYouPath ?? defaultThankYouPath);
  if (thankYouPath === undefined)
    problems.push(
      `thankYouPath: "${options.thankYouPath}" must be a path on the site, such as /callback-requested`,
    );
  const minFillMs = options.minFillMs ?? leadLimits.minFillMs;
  if (!Number.isFinite(minFillMs) || minFillMs < 0)
    problems.push('minFillMs: must be a number of ms, 0 or more');
  for (const name of ['storeTimeoutMs', 'rateLimitTimeoutMs'] as const) {
    const value = options[name];
    if (value !== undefined && !(Number.isFinite(value) && value > 0))
      problems.push(`${name}: must be a number of ms, more than 0`);
  }
  if (problems.length > 0 || !parsedSource.ok || thankYouPath === undefined)
    throw new LeadConfigError(`Invalid lead configuration:\n- ${problems.join('\n- ')}`);
  return { addressSource: parsedSource.source, thankYouPath, minFillMs };
}
