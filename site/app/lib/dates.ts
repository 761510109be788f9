import { monthNames } from '@agency/content';

/** "2026-09-15" → "September 15, 2026", without time-zone shifts (build time: route loaders). */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${monthNames[(month ?? 1) - 1]} ${day}, ${year}`;
}
