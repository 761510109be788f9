// Small wording helpers shared by the staff tools. The words themselves come from the tools' `copy` prop.

import type { StaffUnit } from './copy';
import { formatIsoDate } from '@agency/ui';

/** "1 post", "3 posts", "1,240 words". */
export function count(n: number, unit: StaffUnit): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? unit.one : unit.other}`;
}

/** Fills `{name}` tokens of a template; a token without a value stays as it is. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** "2026-07-14" -> "July 14, 2026"; anything else is shown as written. */
export function formatDate(iso: string): string {
  return iso ? formatIsoDate(iso) : '';
}
