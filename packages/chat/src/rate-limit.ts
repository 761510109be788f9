// Rate limiting through a store interface: in memory by default (one instance), a shared store in production.

/** The count of one key in its current window. */
export interface RateLimitHit {
  /** Requests counted in the window, this one included. */
  count: number;
  /** When the window ends, in ms since the epoch. */
  resetAt: number;
}

/**
 * Counts requests per key in fixed windows. Implement it over a shared store (a Postgres table through Supabase,
 * Redis / Upstash, ...) when the function runs on several instances: the in-memory store counts per instance.
 */
export interface RateLimitStore {
  /** Counts one request for `key` in the window of `windowMs` that contains `now`, and returns the count. */
  hit(key: string, windowMs: number, now: number): Promise<RateLimitHit>;
}

/** A limit: at most `max` requests per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Default limits: 10 a minute per anonymous id, 30 a minute per client address. */
export const defaultRateLimits: { perId: RateLimitRule; perAddress: RateLimitRule } = {
  perId: { max: 10, windowMs: 60_000 },
  perAddress: { max: 30, windowMs: 60_000 },
};

export interface MemoryRateLimitStoreOptions {
  /** Most keys kept; past it the oldest windows are dropped first. Default 50,000. */
  maxKeys?: number;
  /** How often expired windows are swept, in ms. Default 60,000. */
  sweepIntervalMs?: number;
}

/**
 * Fixed-window counters in a Map. Memory stays bounded: expired windows are swept at most once per
 * `sweepIntervalMs`, and past `maxKeys` the oldest windows are evicted.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, RateLimitHit>();
  readonly #maxKeys: number;
  readonly #sweepIntervalMs: number;
  #nextSweepAt = 0;

  constructor(options: MemoryRateLimitStoreOptions = {}) {
    this.#maxKeys = Math.max(1, options.maxKeys ?? 50_000);
    this.#sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  }

  /** Keys currently held. */
  get size(): number {
    return this.#windows.size;
  }

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
    if (now >= this.#nextSweepAt) this.sweep(now);
    let entry = this.#windows.get(key);
    if (!entry || entry.resetAt <= now) {
      // Re-inserting keeps the Map in window-start order, so the first keys are the oldest.
      this.#windows.delete(key);
      entry = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, entry);
    }
    entry.count += 1;
    while (this.#windows.size > this.#maxKeys) {
      const oldest = this.#windows.keys().next().value;
      if (oldest === undefined || oldest === key) break;
      this.#windows.delete(oldest);
    }
    return { count: entry.count, resetAt: entry.resetAt };
  }

  /** Drops every window that has ended by `now`. */
  sweep(now: number): void {
    for (const [key, entry] of this.#windows) if (entry.resetAt <= now) this.#windows.delete(key);
    this.#nextSweepAt = now + this.#sweepIntervalMs;
  }
}

/** Seconds until the window ends, at least 1: the value of Retry-After. */
export function retryAfterSeconds(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/** A configured limit: undefined takes `fallback`, `false` turns the limit off. */
export function limitOrDefault(
  rule: RateLimitRule | false | undefined,
  fallback: RateLimitRule,
): RateLimitRule | false {
  return rule === undefined ? fallback : rule;
}

/**
 * Limits read from the environment: each of `defaults` with the `max` given for it (its window kept), or undefined
 * when no max is given.
 */
export function rateLimitsWithMax<Name extends string>(
  defaults: Record<Name, RateLimitRule>,
  maxes: Record<Name, number | undefined>,
): Record<Name, RateLimitRule> | undefined {
  const names = Object.keys(maxes) as Name[];
  if (names.every((name) => maxes[name] === undefined)) return undefined;
  return Object.fromEntries(
    names.map((name) => [
      name,
      { ...defaults[name], ...(maxes[name] !== undefined ? { max: maxes[name] } : {}) },
    ]),
  ) as Record<Name, RateLimitRule>;
}
