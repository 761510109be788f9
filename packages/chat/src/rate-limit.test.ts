// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, retryAfterSeconds } from './rate-limit.ts';

describe('MemoryRateLimitStore', () => {
  it('counts hits per key in a fixed window and starts over when it ends', async () => {
    const store = new MemoryRateLimitStore();
    const start = 1_000_000;
    expect(await store.hit('a', 60_000, start)).toEqual({ count: 1, resetAt: start + 60_000 });
    expect(await store.hit('a', 60_000, start + 10)).toEqual({ count: 2, resetAt: start + 60_000 });
    expect(await store.hit('b', 60_000, start + 20)).toEqual({ count: 1, resetAt: start + 60_020 });
    expect(await store.hit('a', 60_000, start + 60_000)).toEqual({ count: 1, resetAt: start + 120_000 });
  });

  it('sweeps expired windows so memory stays bounded', async () => {
    const store = new MemoryRateLimitStore({ sweepIntervalMs: 1_000 });
    for (let index = 0; index < 1_000; index += 1) await store.hit(`key-${index}`, 500, 0);
    expect(store.size).toBe(1_000);
    await store.hit('late', 500, 2_000);
    expect(store.size).toBe(1);
  });

  it('evicts the oldest windows past maxKeys, never the current key', async () => {
    const store = new MemoryRateLimitStore({ maxKeys: 100 });
    for (let index = 0; index < 250; index += 1) await store.hit(`key-${index}`, 60_000, index);
    expect(store.size).toBe(100);
    expect(await store.hit('key-249', 60_000, 300)).toMatchObject({ count: 2 });
    expect(await store.hit('key-0', 60_000, 301)).toMatchObject({ count: 1 });
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(61_000, 1_000)).toBe(60);
    expect(retryAfterSeconds(1_001, 1_000)).toBe(1);
    expect(retryAfterSeconds(1_000, 1_000)).toBe(1);
    expect(retryAfterSeconds(10_500, 1_000)).toBe(10);
  });
});
