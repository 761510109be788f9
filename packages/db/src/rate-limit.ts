// A rate-limit store in PostgreSQL (public.rate_limits), shared by every instance of the 'chat' and 'lead' functions:
// fixed windows counted by one atomic upsert, so concurrent requests each get a distinct count.
import type { Sql } from './connect';

/** The count of one key in its current window (structurally @agency/chat's RateLimitHit). */
export interface RateLimitHit {
  /** Requests counted in the window, this one included. */
  count: number;
  /** When the window ends, in ms since the epoch. */
  resetAt: number;
}

/** Structurally @agency/chat's RateLimitStore (no import: @agency/chat may depend on this package). */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<RateLimitHit>;
}

export interface PostgresRateLimitStoreOptions {
  /** How often this instance deletes windows that have ended, in ms. Default 60,000. */
  sweepIntervalMs?: number;
}

/**
 * Fixed-window counters in public.rate_limits. A window starts at a key's first request and lasts `windowMs`, as in
 * @agency/chat's MemoryRateLimitStore. Each hit is one `insert … on conflict do update … returning`: the row lock
 * orders concurrent hits, so N hits from one key return the counts 1..N once each, across instances. Ended windows
 * are swept at most once per `sweepIntervalMs` per instance. Connect with a privileged role (RLS admits no one else).
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly #sql: Sql;
  readonly #sweepIntervalMs: number;
  #nextSweepAt = 0;

  constructor(sql: Sql, options: PostgresRateLimitStoreOptions = {}) {
    this.#sql = sql;
    this.#sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  }

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
    if (!(windowMs > 0))
      throw new RangeError(`PostgresRateLimitStore: windowMs must be positive, got ${windowMs}.`);
    if (now >= this.#nextSweepAt) {
      this.#nextSweepAt = now + this.#sweepIntervalMs;
      await this.sweep(now);
    }
    const at = new Date(now);
    const end = new Date(now + windowMs);
    // A count is not worth a disk flush: its commit does not wait for the WAL (synchronous_commit off for this one
    // statement's transaction). A crash may forget the last counts, never corrupt them; a lead's commit still waits.
    const [row] = await this.#sql<{ count: number; window_end: Date }[]>`
      insert into public.rate_limits as r (key, window_end, count)
      select ${key}, ${end}, 1 from (select set_config('synchronous_commit', 'off', true)) as unflushed
      on conflict (key) do update set
        count = case when r.window_end <= ${at} then 1 else r.count + 1 end,
        window_end = case when r.window_end <= ${at} then excluded.window_end else r.window_end end
      returning count, window_end
    `;
    if (!row) throw new Error('PostgresRateLimitStore: the database returned no count');
    return { count: row.count, resetAt: row.window_end.getTime() };
  }

  /** Deletes every window that has ended by `now`; returns how many. */
  async sweep(now: number): Promise<number> {
    const result = await this.#sql`delete from public.rate_limits where window_end <= ${new Date(now)}`;
    return result.count;
  }
}
