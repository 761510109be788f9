// Who is calling and how often, as every function counts it ('chat', 'lead'): the client address of a request (with
// one warning a minute at most when its source gives none) and the rate-limit counts, each within a time limit (a
// store that fails or does not answer in time is logged, and the function decides whether to let the request through).
import {
  resolveClientAddress,
  type ClientAddressProblem,
  type ParsedClientAddressSource,
  type ResolvedClientAddress,
} from './client-address.ts';
import { withTimeout } from './function-http.ts';
import type { FunctionLogEntry } from './function-log.ts';
import { createLogHasher, errorForLog } from './logger.ts';
import { retryAfterSeconds, type RateLimitRule, type RateLimitStore } from './rate-limit.ts';

/** Options of `createRequestLimiter`. */
export interface RequestLimiterOptions {
  /** The function's name, the first part of its log events ('chat' → 'chat.rate_limit_store_error'). */
  name: string;
  /** Where the counts live. */
  store: RateLimitStore;
  /** Where the client address comes from when no socket is known. */
  addressSource: ParsedClientAddressSource;
  /** When given, it alone decides the client address. */
  clientAddress?: ((request: Request) => string) | undefined;
  /** Writes a log line; must not throw (see `safeLogger`). */
  log: (entry: FunctionLogEntry) => void;
  /** Clock in ms. */
  now: () => number;
  /** Longest wait for the store, in ms; past it the request is not counted (`store_error`). Default 1,000. */
  timeoutMs?: number;
  /**
   * After the store failed (or did not answer in time), how long requests are not counted without asking it, in ms:
   * during an outage only one visitor every so often waits for the store, the others are answered at once. Default
   * 5,000.
   */
  failureCooldownMs?: number;
}

/**
 * The default longest wait for a rate-limit count, in ms: a healthy store answers in a few; a store that does not
 * answer must not hold the visitor (the chat's free engine answers without the count, a callback request is stored).
 */
export const defaultRateLimitTimeoutMs = 1000;

/** One counted request: under the limit, over it (Retry-After in seconds), or not counted (the store failed). */
export type RateLimitCheck =
  { kind: 'ok' } | { kind: 'limited'; retryAfter: number } | { kind: 'store_error' };

/** What `createRequestLimiter` makes: one per function instance. */
export interface RequestLimiter {
  /** A short salted hash of an id or address for the log (one salt per instance). */
  hashForLog(value: string): Promise<string>;
  /**
   * The request's client address. Its log hash, and why it is 'unknown' when it is, go into the request's log
   * `context`; a source that gives no address is also warned about (`<name>.client_address_unknown`, with the count).
   */
  clientAddress(
    request: Request,
    requestId: string,
    context: { addressProblem?: ClientAddressProblem; addressHash?: string },
  ): Promise<string>;
  /**
   * Counts one request for `key` under `rule` (`false`: no limit), within the time limit. A store that fails or does
   * not answer in time is logged (`<name>.rate_limit_store_error`, with `TimeoutError` for the latter), and is not
   * asked again for `failureCooldownMs` (those requests are `store_error` at once); then the next request tries it.
   */
  check(key: string, rule: RateLimitRule | false, requestId: string): Promise<RateLimitCheck>;
}

/** The client address and rate limits of one function instance. */
export function createRequestLimiter(options: RequestLimiterOptions): RequestLimiter {
  const { name, store, addressSource, log, now } = options;
  const timeoutMs = options.timeoutMs ?? defaultRateLimitTimeoutMs;
  const failureCooldownMs = options.failureCooldownMs ?? 5000;
  /** Until when the store is taken as away (it failed): counts are skipped without waiting for it. */
  let awayUntil = -Infinity;
  const hashForLog = createLogHasher();
  const resolve: (request: Request) => ResolvedClientAddress = options.clientAddress
    ? (request) => ({ address: options.clientAddress!(request) })
    : (request) => resolveClientAddress(request, addressSource);

  // A misconfigured source would put a warning on every request: one line a minute, with the count, is enough.
  let unknownAddresses = 0;
  let nextUnknownWarningAt = -Infinity;
  function warnUnknownAddress(problem: ClientAddressProblem, requestId: string): void {
    unknownAddresses += 1;
    const at = now();
    if (at < nextUnknownWarningAt) return;
    log({
      time: new Date().toISOString(),
      level: 'warn',
      event: `${name}.client_address_unknown`,
      requestId,
      addressSource: addressSource.label,
      addressProblem: problem,
      occurrences: unknownAddresses,
    });
    unknownAddresses = 0;
    nextUnknownWarningAt = at + 60_000;
  }

  return {
    hashForLog,

    async clientAddress(request, requestId, context) {
      const { address, problem } = resolve(request);
      if (problem) {
        context.addressProblem = problem;
        warnUnknownAddress(problem, requestId);
      }
      context.addressHash = await hashForLog(address);
      return address;
    },

    async check(key, rule, requestId) {
      if (!rule) return { kind: 'ok' };
      const at = now();
      // The store failed a moment ago: not counted, and nobody waits for it again before the cooldown ends.
      if (at < awayUntil) return { kind: 'store_error' };
      try {
        const { count, resetAt } = await withTimeout(
          () => store.hit(key, rule.windowMs, at),
          timeoutMs,
          'The rate-limit store did not answer in time.',
        );
        return count > rule.max
          ? { kind: 'limited', retryAfter: retryAfterSeconds(resetAt, at) }
          : { kind: 'ok' };
      } catch (error) {
        awayUntil = now() + failureCooldownMs;
        log({
          time: new Date().toISOString(),
          level: 'warn',
          event: `${name}.rate_limit_store_error`,
          requestId,
          error: errorForLog(error),
        });
        return { kind: 'store_error' };
      }
    },
  };
}
