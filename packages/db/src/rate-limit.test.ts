// @vitest-environment node
// The PostgreSQL rate-limit store on PGlite and on a real PostgreSQL: one limit across instances, exact counts under
// concurrency, fixed windows that roll over, ended windows swept.
import { describe, expect, it } from 'vitest';
import { PostgresRateLimitStore } from './rate-limit';
import { describeOnEachEngine } from './test/engines';

const minute = 60_000;
let keySeq = 0;
/** A fresh key per test: the engines' databases live for the whole file. */
const freshKey = (name: string) => `test:${name}:${Date.now()}:${keySeq++}`;

describeOnEachEngine((db) => {
  describe('PostgresRateLimitStore', () => {
    it('starts a window at the first hit and counts on', async () => {
      const store = new PostgresRateLimitStore(db.sql);
      const key = freshKey('start');
      const now = 1_800_000_000_123;
      expect(await store.hit(key, minute, now)).toEqual({ count: 1, resetAt: now + minute });
      expect(await store.hit(key, minute, now + 10)).toEqual({ count: 2, resetAt: now + minute });
      expect(await store.hit(freshKey('other'), minute, now + 10)).toEqual({
        count: 1,
        resetAt: now + 10 + minute,
      });
    });

    it('holds one limit for two store instances on one database', async () => {
      const other = await db.anotherClient();
      try {
        const a = new PostgresRateLimitStore(db.sql);
        const b = new PostgresRateLimitStore(other.sql);
        const key = freshKey('shared');
        const now = 1_800_000_000_000;
        const counts = [];
        for (let i = 0; i < 6; i++) counts.push((await (i % 2 ? b : a).hit(key, minute, now + i)).count);
        expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
      } finally {
        await other.close();
      }
    });

    it('gives 200 concurrent hits from one key the counts 1..200, each once, so exactly the limit is admitted', async () => {
      const other = await db.anotherClient();
      try {
        const stores = [new PostgresRateLimitStore(db.sql), new PostgresRateLimitStore(other.sql)];
        const key = freshKey('burst');
        const now = 1_800_000_000_000;
        const hits = await Promise.all(
          Array.from({ length: 200 }, (_, i) => stores[i % 2]!.hit(key, minute, now + (i % 7))),
        );
        expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 200 }, (_, i) => i + 1),
        );
        // One window for all: it ends a minute after whichever hit came first.
        const resets = new Set(hits.map((hit) => hit.resetAt));
        expect(resets.size).toBe(1);
        expect([...resets][0]! - minute).toBeGreaterThanOrEqual(now);
        expect([...resets][0]! - minute).toBeLessThan(now + 7);
        const limit = 30;
        expect(hits.filter((hit) => hit.count <= limit)).toHaveLength(limit);
      } finally {
        await other.close();
      }
    });

    it('starts a new window once the old one has ended', async () => {
      const store = new PostgresRateLimitStore(db.sql);
      const key = freshKey('rollover');
      const t0 = 1_800_000_000_000;
      await store.hit(key, minute, t0);
      expect(await store.hit(key, minute, t0 + minute - 1)).toEqual({ count: 2, resetAt: t0 + minute });
      expect(await store.hit(key, minute, t0 + minute)).toEqual({ count: 1, resetAt: t0 + 2 * minute });
      expect(await store.hit(key, minute, t0 + minute + 5)).toEqual({ count: 2, resetAt: t0 + 2 * minute });
    });

    it('sweeps ended windows, and only those', async () => {
      const store = new PostgresRateLimitStore(db.sql, { sweepIntervalMs: 1000 });
      const ended = freshKey('ended');
      const live = freshKey('live');
      const t0 = 1_900_000_000_000;
      await store.hit(ended, 1000, t0);
      await store.hit(live, 10 * minute, t0);
      // The next hit is past the sweep interval: it sweeps before counting.
      await store.hit(freshKey('trigger'), minute, t0 + 5000);
      const rows = await db.sql<{ key: string }[]>`
        select key from public.rate_limits where key in (${ended}, ${live})
      `;
      expect(rows.map((row) => row.key)).toEqual([live]);
      expect(await store.sweep(t0 + 11 * minute)).toBeGreaterThanOrEqual(1);
    });

    it('refuses a window that is not positive', async () => {
      await expect(new PostgresRateLimitStore(db.sql).hit('k', 0, Date.now())).rejects.toThrow(RangeError);
    });
  });
});
