// The migration tool's pure parts: the results' summary line, and a problem's field in the legacy export's words.
import type { MigrationCopy, StaffCommonCopy } from '../copy';
import { count, fill } from '../format';
import type { MigratedPost } from '../types';

/** "2 posts ready to add, 1 post needs fixing". */
export function migrationSummary(
  posts: ReadonlyArray<MigratedPost>,
  copy: { common: StaffCommonCopy; migration: MigrationCopy },
): string {
  const { summary } = copy.migration;
  const { units } = copy.common;
  const ready = posts.filter((post) => post.file).length;
  const fixing = posts.length - ready;
  if (posts.length === 0) return summary.empty;
  const parts = [
    ready > 0 ? fill(summary.ready, { posts: count(ready, units.post) }) : summary.noneReady,
    ...(fixing > 0 ? [fill(summary.fixing, { needs: count(fixing, units.postNeeds) })] : []),
  ];
  return parts.join(', ');
}

/**
 * "tags.2" -> "Tags", in the legacy export's words for the fields a problem can name (`copy.migration.fieldNames`;
 * the converter reports the post's fields); a field it does not know is shown as named.
 */
export function legacyFieldName(field: string, names: MigrationCopy['fieldNames']): string {
  const head = field.split(/[.[]/)[0] ?? '';
  return Object.hasOwn(names, head) ? names[head as keyof typeof names] : field;
}
