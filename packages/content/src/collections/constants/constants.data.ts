import type { z } from 'zod';
import type { constantsSchema } from './schema';

/** SPEC §9 business constants and limits, exactly as the spec states them. */
export const constantsData = {
  exitPopupDelayMs: 3000,
  exitPopupOncePerSession: true,
  keySetCacheMs: 600000,
  chatPanel: { width: 380, height: 600 },
  chat: {
    functionName: 'chat',
    anonymousIdPrefix: 'anon',
    anonymousIdRandomLength: 10,
    anonymousIdStorageKey: 'chat-anonymous-id',
    messageMaxLength: 1000,
    bodyMaxBytes: 8192,
  },
  mobileMenu: { width: 320, widthLarge: 400 },
  toasts: { maxVisible: 3, durationMs: 4000, gapPx: 14 },
  dataFetching: { retries: 3, backoffStartMs: 1000, backoffMaxMs: 30000, cacheMs: 300000 },
  backendSession: { refreshIntervalMs: 30000, expiryMarginMs: 90000 },
  realtimeHeartbeatMs: 25000,
  storageListLimit: 100,
  stats: { yearsCombinedExperience: 15, foundedYear: 2020, familiesServed: 1000, rating: 5.0 },
} satisfies z.input<typeof constantsSchema>;
