import { anonymousIdPattern, constants } from '@agency/content';
import { describe, expect, it } from 'vitest';
import {
  anonymousIdDefaults,
  anonymousIdShape,
  createAnonymousId,
  getAnonymousId,
  type AnonymousIdStorage,
} from './anonymousId';

/** A Map-backed stand-in for sessionStorage. */
function memoryStorage(
  initial: Record<string, string> = {},
): AnonymousIdStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

/** Storage that throws on every access, as some privacy modes do. */
const blockedStorage: AnonymousIdStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
};

const at = () => 1763769600000;

describe('getAnonymousId', () => {
  it('should make an id of the shape prefix_13-digit timestamp_10 lowercase letters or digits', () => {
    const id = getAnonymousId(memoryStorage());
    expect(id).toMatch(/^anon_\d{13}_[a-z0-9]{10}$/);
  });

  it('should keep one id for the browser session, in sessionStorage', () => {
    window.sessionStorage.clear();
    const first = getAnonymousId();
    expect(window.sessionStorage.getItem('chat-anonymous-id')).toBe(first);
    expect(getAnonymousId()).toBe(first);
  });

  it('should build the id from the clock and the random source', () => {
    expect(getAnonymousId(memoryStorage(), at, () => 0)).toBe('anon_1763769600000_aaaaaaaaaa');
    expect(getAnonymousId(memoryStorage(), at, () => 0.9999)).toBe('anon_1763769600000_9999999999');
    let n = 0;
    expect(createAnonymousId(at, () => (n++ % 36) / 36)).toBe('anon_1763769600000_abcdefghij');
  });

  it('should reuse a stored id and replace one of the wrong shape', () => {
    const good = 'anon_1763769600000_k3j9x2m1qa';
    expect(getAnonymousId(memoryStorage({ 'chat-anonymous-id': good }))).toBe(good);

    const storage = memoryStorage({ 'chat-anonymous-id': '<script>' });
    const replaced = getAnonymousId(storage, at, () => 0.5);
    expect(replaced).toBe('anon_1763769600000_ssssssssss');
    expect(storage.values.get('chat-anonymous-id')).toBe(replaced);
  });

  it('should keep an in-memory id when storage throws (privacy mode)', () => {
    const options = { storageKey: 'blocked-storage-test' };
    const first = getAnonymousId(blockedStorage, Date.now, Math.random, options);
    expect(first).toMatch(anonymousIdShape());
    expect(getAnonymousId(blockedStorage, Date.now, Math.random, options)).toBe(first);
    expect(getAnonymousId(null, Date.now, Math.random, options)).toBe(first);
  });

  it('should follow the prefix, length and storage key it is given', () => {
    const storage = memoryStorage();
    const options = { prefix: 'visitor', randomLength: 16, storageKey: 'custom-key' };
    const id = getAnonymousId(storage, at, () => 0.1, options);
    expect(id).toBe('visitor_1763769600000_dddddddddddddddd');
    expect(id).toMatch(anonymousIdShape(options));
    expect(storage.values.get('custom-key')).toBe(id);
  });

  it("should default to the content package's settings, in a shape the chat function accepts", () => {
    expect(anonymousIdDefaults).toEqual({
      prefix: constants.chat.anonymousIdPrefix,
      randomLength: constants.chat.anonymousIdRandomLength,
      storageKey: constants.chat.anonymousIdStorageKey,
    });
    expect(getAnonymousId(memoryStorage())).toMatch(anonymousIdPattern());
    expect(anonymousIdShape().source).toBe(anonymousIdPattern().source);
  });
});
