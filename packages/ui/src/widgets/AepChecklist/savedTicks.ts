import { useCallback, useState, useSyncExternalStore } from 'react';

// The ticks of the AEP checklist, kept in localStorage as a JSON array of step ids under the widget's
// `storageKey`. Read through useSyncExternalStore, so the server render and the hydration pass see no ticks
// (nothing saved can differ between server and browser) and the saved ticks appear right after mount. Other tabs
// (the `storage` event) and other checklists on the page with the same key stay in step.

type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

function notify(storageKey: string): void {
  for (const listener of listeners.get(storageKey) ?? []) listener();
}

/** The saved value, or null when there is none or storage cannot be read (blocked, private modes). */
function readRaw(storageKey: string): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Saves (or, with null, removes) the value; false when storage refused it (blocked, full). */
function writeRaw(storageKey: string, value: string | null): boolean {
  let saved = true;
  try {
    if (value === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, value);
  } catch {
    saved = false;
  }
  notify(storageKey);
  return saved;
}

function subscribeTo(storageKey: string) {
  return (listener: Listener) => {
    const set = listeners.get(storageKey) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(storageKey, set);
    const onStorage = (event: StorageEvent) => {
      // key is null when another tab cleared all of storage.
      if (event.key === null || event.key === storageKey) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(storageKey);
      window.removeEventListener('storage', onStorage);
    };
  };
}

/**
 * The step ids a saved value holds, in the given order, keeping only ids the checklist still has. A value that is
 * not a JSON array (corrupt, or written by something else) counts as no ticks.
 */
export function parseTicks(raw: string | null, knownIds: ReadonlyArray<string>): ReadonlyArray<string> {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const saved = new Set(parsed.filter((value): value is string => typeof value === 'string'));
  return knownIds.filter((id) => saved.has(id));
}

/** The value stored for a list of ticks; null (remove the key) when there are none. */
export function serializeTicks(ids: ReadonlyArray<string>): string | null {
  return ids.length === 0 ? null : JSON.stringify(ids);
}

/**
 * The raw saved value of `storageKey` and a function that saves a new one. When storage refuses a write, the value
 * is kept in memory for this page view, so ticking still works with storage blocked.
 */
export function useSavedValue(storageKey: string): [string | null, (value: string | null) => void] {
  const subscribe = useCallback((listener: Listener) => subscribeTo(storageKey)(listener), [storageKey]);
  const stored = useSyncExternalStore(
    subscribe,
    () => readRaw(storageKey),
    () => null,
  );
  const [unsaved, setUnsaved] = useState<{ key: string; value: string | null } | null>(null);
  const save = useCallback(
    (value: string | null) => {
      const saved = writeRaw(storageKey, value);
      setUnsaved(saved ? null : { key: storageKey, value });
    },
    [storageKey],
  );
  return [unsaved && unsaved.key === storageKey ? unsaved.value : stored, save];
}
