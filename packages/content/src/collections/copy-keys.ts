// For the interface-copy collections' tests (site-copy, chat-copy, staff-tools): every key of a copy tree, and the
// tree without one of them, to check that the schema notices any key the code needs going missing.
import { entryName, formatIssue, validateCollection, type CollectionDefinition } from '../validate';

/** The path of every object key in a value (array items are walked, their indexes are part of the path). */
export function keyPaths(value: unknown, path: ReadonlyArray<string> = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, [...path, String(index)]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...keyPaths(item, [...path, key])]);
}

/** A deep copy of `value` without the key at `path`. */
export function withoutKey<T>(value: T, path: ReadonlyArray<string>): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  delete parent[path[path.length - 1]!];
  return copy as T;
}

/** A deep copy of `value` with one more key next to the one at `path` (a misspelling of it). */
export function withExtraKey<T>(value: T, path: ReadonlyArray<string>, extra: string): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[extra] = parent[path[path.length - 1]!];
  return copy as T;
}

/**
 * The keys of a copy collection whose loss would go unnoticed: for each key, the collection is validated without it
 * and must report that very field (`{collection} ({file}) → {entry}: {field}: …`). Empty when every key is guarded.
 */
export function unguardedKeys(definition: CollectionDefinition): string[] {
  const entries: Array<{ name: string; value: unknown; replace: (value: unknown) => CollectionDefinition }> =
    definition.kind === 'single'
      ? [{ name: '(record)', value: definition.data, replace: (data) => ({ ...definition, data }) }]
      : definition.data.map((entry, index) => ({
          name: entryName(entry, definition.idField, index),
          value: entry,
          replace: (data) => ({
            ...definition,
            data: definition.data.map((other, at) => (at === index ? data : other)),
          }),
        }));
  const missed: string[] = [];
  for (const entry of entries) {
    for (const path of keyPaths(entry.value).filter((keys) => !/^\d+$/.test(keys.at(-1)!))) {
      const field = path.join('.');
      const issues = validateCollection(entry.replace(withoutKey(entry.value, path))).map(formatIssue);
      const expected = `${definition.name} (${definition.file}) → `;
      // A list entry that lost its id is named by its position instead.
      if (!issues.some((line) => line.startsWith(expected) && line.includes(`: ${field}: `)))
        missed.push(`${entry.name}: ${field}`);
    }
  }
  return missed;
}
