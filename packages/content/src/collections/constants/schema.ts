import { z } from 'zod';

const milliseconds = z.number().int().positive();
const pixels = z.number().int().positive();
const count = z.number().int().positive();

/**
 * The business constants and limits of the spec (§9): timings, sizes, limits and the stated figures.
 * Where the spec holds two readings of the agency's history, both are kept under their own names
 * (PRODUCT.md decision 6): `yearsCombinedExperience` and `foundedYear`.
 */
export const constantsSchema = z.object({
  /** The exit-intent popup arms this long after page load. */
  exitPopupDelayMs: milliseconds,
  /** The exit-intent popup opens at most once per browser session. */
  exitPopupOncePerSession: z.boolean(),
  /** How long the auth service's key set is cached. */
  keySetCacheMs: milliseconds,
  chatPanel: z.object({ width: pixels, height: pixels }),
  /** The chat call's contract, shared by the widget and the 'chat' function. */
  chat: z.object({
    /** Name of the serverless function: 'chat'. */
    functionName: z.string().regex(/^[a-z][a-z0-9-]*$/),
    /** Anonymous visitor id: prefix, timestamp and random part, e.g. anon_1763769600000_k3j9x2m1qa. */
    anonymousIdPrefix: z.string().regex(/^[a-z]+$/),
    /** Length of the random part of the anonymous id. */
    anonymousIdRandomLength: z.number().int().min(8).max(32),
    /** sessionStorage key of the anonymous id. */
    anonymousIdStorageKey: z.string().min(1),
    /** Longest message, in characters, after trimming. */
    messageMaxLength: count,
    /** Largest request body, in bytes. */
    bodyMaxBytes: count,
  }),
  /** Slide-out menu panel width on small screens, and on larger screens. */
  mobileMenu: z.object({ width: pixels, widthLarge: pixels }),
  toasts: z.object({ maxVisible: count, durationMs: milliseconds, gapPx: pixels }),
  /** Query defaults: retries, back-off doubling from `backoffStartMs` up to `backoffMaxMs`, cache lifetime. */
  dataFetching: z.object({
    retries: z.number().int().min(0),
    backoffStartMs: milliseconds,
    backoffMaxMs: milliseconds,
    cacheMs: milliseconds,
  }),
  backendSession: z.object({ refreshIntervalMs: milliseconds, expiryMarginMs: milliseconds }),
  realtimeHeartbeatMs: milliseconds,
  /** Default number of items a storage listing returns. */
  storageListLimit: count,
  stats: z.object({
    /** "15+ years combined experience": one reading of the agency's history. */
    yearsCombinedExperience: count,
    /** "In business since 2020": the other reading. */
    foundedYear: z.number().int().min(1900).max(2100),
    /** "1,000+ families served". */
    familiesServed: count,
    /** The online reviews rating, out of 5. */
    rating: z.number().min(1).max(5),
  }),
});

export type Constants = z.output<typeof constantsSchema>;
