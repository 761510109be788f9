// What the EnrollmentTimeline does apart from React: reading the date-of-birth fields, the share-URL query, and
// printing dates. The Medicare dates themselves come from @agency/content (`enrollmentTimeline`, passed in by the site
// as `computeTimeline`); ui imports only its types, never its code.
import type { CalendarDate, CalendarMonth, EnrollmentTimelineResult } from '@agency/content';

/**
 * Every Medicare date for a date of birth, seen from `today` (both "YYYY-MM-DD"): @agency/content's
 * `enrollmentTimeline` with the year's figures, e.g. `(birthDate, today) => enrollmentTimeline(birthDate, { today,
 * figures })`.
 */
export type ComputeTimeline = (birthDate: string, today: string) => EnrollmentTimelineResult;

/** What the visitor entered: the input of a result, and what a shared URL holds. */
export interface EnrollmentTimelineInput {
  /** Date of birth, "YYYY-MM-DD". */
  birthDate: string;
  /** True when the visitor (or their spouse) still works and has employer health coverage. */
  employer: boolean;
}

/** The three date fields, as typed. */
export interface DateFields {
  month: string;
  day: string;
  year: string;
}

export const dateFieldNames = ['month', 'day', 'year'] as const;
export type DateField = (typeof dateFieldNames)[number];

/** Kinds of date problems; each has a message in the copy (`copy.errors`). */
export const dateErrorKinds = [
  'monthMissing',
  'monthInvalid',
  'dayMissing',
  'dayInvalid',
  'yearMissing',
  'yearInvalid',
  'impossibleDate',
  'futureDate',
  'tooOld',
] as const;
export type DateErrorKind = (typeof dateErrorKinds)[number];

export interface DateError {
  /** The field to fix (focus goes to the first one). */
  field: DateField;
  kind: DateErrorKind;
  /** Values for the message's {tokens}. */
  values: Record<string, string | number>;
}

export type DateValidation = { ok: true; birthDate: string } | { ok: false; errors: DateError[] };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function readMonth(value: string, monthNames: ReadonlyArray<string>): number | null {
  if (/^\d{1,2}$/.test(value)) {
    const month = Number(value);
    return month >= 1 && month <= 12 ? month : null;
  }
  // "June", "jun", "Sept": a word of 3 letters or more that starts a month name.
  const word = value.toLowerCase().replace(/\.$/, '');
  if (word.length < 3) return null;
  const index = monthNames.findIndex((name) => name.toLowerCase().startsWith(word));
  return index === -1 ? null : index + 1;
}

/** Days in a month of the Gregorian calendar (28-31); `month` runs 1-12. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Checks the three fields: each present and well formed, then the date as a whole (a day that exists, not in the
 * future, not older than `maxAge` on `today`). Every problem names the field to fix. `monthNames` (January first)
 * reads a month typed as a word and names the month in a message.
 */
export function validateBirthDate(
  fields: DateFields,
  { today, maxAge, monthNames }: { today: string; maxAge: number; monthNames: ReadonlyArray<string> },
): DateValidation {
  const errors: DateError[] = [];
  const month = fields.month.trim();
  const day = fields.day.trim();
  const year = fields.year.trim();

  let monthNumber: number | null = null;
  if (month === '') errors.push({ field: 'month', kind: 'monthMissing', values: {} });
  else {
    monthNumber = readMonth(month, monthNames);
    if (monthNumber === null) errors.push({ field: 'month', kind: 'monthInvalid', values: {} });
  }

  let dayNumber: number | null = null;
  if (day === '') errors.push({ field: 'day', kind: 'dayMissing', values: {} });
  else if (/^\d{1,2}$/.test(day) && Number(day) >= 1 && Number(day) <= 31) dayNumber = Number(day);
  else errors.push({ field: 'day', kind: 'dayInvalid', values: {} });

  let yearNumber: number | null = null;
  if (year === '') errors.push({ field: 'year', kind: 'yearMissing', values: {} });
  else if (/^\d{4}$/.test(year) && Number(year) >= 1000) yearNumber = Number(year);
  else errors.push({ field: 'year', kind: 'yearInvalid', values: {} });

  if (monthNumber === null || dayNumber === null || yearNumber === null) return { ok: false, errors };

  const days = daysInMonth(yearNumber, monthNumber);
  if (dayNumber > days) {
    const monthName = monthNames[monthNumber - 1] ?? String(monthNumber);
    return {
      ok: false,
      errors: [{ field: 'day', kind: 'impossibleDate', values: { monthName, year: yearNumber, days } }],
    };
  }

  const birthDate = `${pad(yearNumber, 4)}-${pad(monthNumber)}-${pad(dayNumber)}`;
  if (birthDate > today) return { ok: false, errors: [{ field: 'year', kind: 'futureDate', values: {} }] };
  const [todayYear] = today.split('-').map(Number) as [number];
  const hadBirthday = today.slice(5) >= birthDate.slice(5);
  const age = todayYear - yearNumber - (hadBirthday ? 0 : 1);
  if (age > maxAge)
    return { ok: false, errors: [{ field: 'year', kind: 'tooOld', values: { maxAge, age } }] };
  return { ok: true, birthDate };
}

/** The fields of an ISO date, as a visitor would type them: "1961-06-05" → 6, 5, 1961. */
export function fieldsOf(birthDate: string): DateFields {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return { month: '', day: '', year: '' };
  return { month: String(Number(match[2])), day: String(Number(match[3])), year: match[1]! };
}

// Share URL ---------------------------------------------------------------------------------------------------------

/** The query of a shared timeline: "dob=1961-06-15&employer=0". */
export function toTimelineSearch(input: EnrollmentTimelineInput): string {
  return new URLSearchParams({ dob: input.birthDate, employer: input.employer ? '1' : '0' }).toString();
}

/**
 * Reads `?dob=1961-06-15&employer=1` (a query string, with or without "?", or URLSearchParams), or the form's own
 * fields as the browser sends them when the form is submitted before the page's code has arrived
 * (`?dob-month=6&dob-day=15&dob-year=1961&employer=on`). Returns null without a well-formed date; the widget still
 * validates the date itself (a shared link can be edited by hand).
 */
export function fromTimelineSearch(search: string | URLSearchParams): EnrollmentTimelineInput | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const birthDate = params.get('dob')?.trim() ?? fromDateFields(params);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const employer = params.get('employer');
  return { birthDate, employer: employer === '1' || employer === 'true' || employer === 'on' };
}

/** "1961-06-15" from the form's dob-year, dob-month and dob-day fields; "" when one is missing or not a number. */
function fromDateFields(params: URLSearchParams): string {
  const [year, month, day] = (['year', 'month', 'day'] as const).map(
    (field) => params.get(`dob-${field}`)?.trim() ?? '',
  );
  if (!/^\d{4}$/.test(year!) || !/^\d{1,2}$/.test(month!) || !/^\d{1,2}$/.test(day!)) return '';
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

// Printing -----------------------------------------------------------------------------------------------------------

/** "June 2026", read from its parts. */
export function formatMonthYear({ year, month }: CalendarMonth, monthNames: ReadonlyArray<string>): string {
  return `${monthNames[month - 1] ?? month} ${year}`;
}

/**
 * "June 15, 2026" from a calendar date or "2026-06-15", read from its parts with no Date object, so no time zone
 * can move it a day.
 */
export function formatLongDate(date: CalendarDate | string, monthNames: ReadonlyArray<string>): string {
  const { year, month, day } =
    typeof date === 'string'
      ? { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) }
      : date;
  return `${monthNames[month - 1] ?? month} ${day}, ${year}`;
}

/** Fills `{name}` tokens; unknown tokens stay as they are. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-zA-Z0-9]+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 40.58 → "$40.58". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
