// Small wording helpers shared by the staff tools.

import { formatIsoDate } from '../sections/Deadlines/Deadlines';

/** "1 post", "3 posts". */
export function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** "2026-07-14" -> "July 14, 2026"; anything else is shown as written. */
export function formatDate(iso: string): string {
  return iso ? formatIsoDate(iso) : '';
}
