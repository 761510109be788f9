// The anonymous chat id (SPEC §3): `{prefix}_{13-digit ms timestamp}_{random lowercase letters and digits}`, made
// once and kept in sessionStorage for the browser session. The chat function rate-limits by it and accepts only ids
// of this shape: both read the format from the chat call's contract (@agency/content/contracts). It names no one: a
// new tab session gets a new id.
import { anonymousIdFormat, anonymousIdPattern } from '@agency/content/contracts';

/** Where the id is kept: sessionStorage, or anything with the same two methods (tests). */
export type AnonymousIdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The id's format and where it is kept; the defaults are the contract's `anonymousIdFormat`. */
export interface AnonymousIdOptions {
  /** First part of the id ('anon'). */
  prefix?: string;
  /** Length of the random part (10). */
  randomLength?: number;
  /** sessionStorage key ('chat-anonymous-id'). */
  storageKey?: string;
}

export const anonymousIdDefaults = anonymousIdFormat satisfies Required<AnonymousIdOptions>;

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Ids kept for this page view when the browser refuses storage (privacy modes, blocked cookies). */
const memoryIds = new Map<string, string>();

/** A new id: `${prefix}_${13-digit timestamp}_${random part}`. */
export function createAnonymousId(
  now: () => number = Date.now,
  random: () => number = Math.random,
  {
    prefix = anonymousIdDefaults.prefix,
    randomLength = anonymousIdDefaults.randomLength,
  }: AnonymousIdOptions = {},
): string {
  const timestamp = String(Math.max(0, Math.floor(now())))
    .padStart(13, '0')
    .slice(-13);
  let suffix = '';
  for (let index = 0; index < randomLength; index += 1) {
    const pick = Math.floor(random() * alphabet.length);
    suffix += alphabet[Math.min(Math.max(pick, 0), alphabet.length - 1)];
  }
  return `${prefix}_${timestamp}_${suffix}`;
}

/** The shape an id must have for these options. */
export function anonymousIdShape({ prefix, randomLength }: AnonymousIdOptions = {}): RegExp {
  return anonymousIdPattern({ prefix, randomLength });
}

/** The page's sessionStorage, or null where touching it throws (some privacy modes) or there is no window. */
function sessionStorageOrNull(): AnonymousIdStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's anonymous id for this browser session: the stored one when it has the right shape, otherwise a new
 * one, stored. When storage is unavailable or throws, the id lives in memory for the rest of the page view.
 */
export function getAnonymousId(
  storage: AnonymousIdStorage | null = sessionStorageOrNull(),
  now: () => number = Date.now,
  random: () => number = Math.random,
  options: AnonymousIdOptions = {},
): string {
  const storageKey = options.storageKey ?? anonymousIdDefaults.storageKey;
  const shape = anonymousIdShape(options);
  const remembered = memoryIds.get(storageKey);
  if (remembered) return remembered;

  if (storage) {
    try {
      const stored = storage.getItem(storageKey);
      if (stored && shape.test(stored)) return stored;
      const id = createAnonymousId(now, random, options);
      storage.setItem(storageKey, id);
      return id;
    } catch {
      // Fall through: keep the id in memory.
    }
  }
  const id = createAnonymousId(now, random, options);
  memoryIds.set(storageKey, id);
  return id;
}
