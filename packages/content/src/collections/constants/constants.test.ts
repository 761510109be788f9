import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { constantsData } from './constants.data';
import { constantsSchema } from './schema';

describe('constants', () => {
  it('should parse the shipped constants', () => {
    const result = constantsSchema.safeParse(constantsData);
    expect(result.success, result.error && z.prettifyError(result.error)).toBe(true);
  });

  it('should hold the SPEC §9 values', () => {
    expect(constantsData).toMatchObject({
      exitPopupDelayMs: 3000,
      exitPopupOncePerSession: true,
      keySetCacheMs: 600000,
      chatPanel: { width: 380, height: 600 },
      mobileMenu: { width: 320, widthLarge: 400 },
      toasts: { maxVisible: 3, durationMs: 4000, gapPx: 14 },
      dataFetching: { retries: 3, backoffStartMs: 1000, backoffMaxMs: 30000, cacheMs: 300000 },
      backendSession: { refreshIntervalMs: 30000, expiryMarginMs: 90000 },
      realtimeHeartbeatMs: 25000,
      storageListLimit: 100,
      stats: { yearsCombinedExperience: 15, foundedYear: 2020, familiesServed: 1000, rating: 5 },
    });
  });

  it('should keep both readings of the agency history, named', () => {
    expect(constantsData.stats.yearsCombinedExperience).toBe(15);
    expect(constantsData.stats.foundedYear).toBe(2020);
  });

  it('should reject a rating above 5, naming the field', () => {
    const result = constantsSchema.safeParse({
      ...constantsData,
      stats: { ...constantsData.stats, rating: 5.5 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['stats', 'rating']);
  });
});

describe('chat contract', () => {
  it('should describe anonymous ids the widget makes and the function accepts', async () => {
    const { anonymousIdPattern } = await import('../../contracts/chat');
    expect(anonymousIdPattern().test('anon_1763769600000_k3j9x2m1qa')).toBe(true);
    expect(anonymousIdPattern().test('anon_1763769600000_K3J9X2M1QA')).toBe(false);
    expect(anonymousIdPattern().test('user_1763769600000_k3j9x2m1qa')).toBe(false);
    expect(constantsData.chat).toMatchObject({
      functionName: 'chat',
      messageMaxLength: 1000,
      bodyMaxBytes: 8192,
    });
  });
});
