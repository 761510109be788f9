// Calendar helpers for the Medicare rules. Dates are plain { year, month, day } values or ISO strings
// ("2026-02-01"), never JavaScript Date objects: no time zone can move a birthday to the previous day.
// Month arithmetic is done on integers.

/** A calendar month: `month` runs 1 (January) to 12 (December). */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** A calendar day, with no time and no time zone. */
export interface CalendarDate extends CalendarMonth {
  day: number;
}

/** An ISO calendar date string, "YYYY-MM-DD". */
export type IsoDate = string;

/** Either form a rule accepts for a date. */
export type DateInput = CalendarDate | IsoDate;

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999)
    throw new RangeError(`Invalid year ${String(year)}: expected a whole number from 1 to 9999.`);
}

function assertMonth(value: CalendarMonth): void {
  assertYear(value.year);
  if (!Number.isInteger(value.month) || value.month < 1 || value.month > 12)
    throw new RangeError(`Invalid month ${String(value.month)}: expected a whole number from 1 to 12.`);
}

/** Number of days in a month (28-31). */
export function daysInMonth(year: number, month: number): number {
  assertMonth({ year, month });
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the value names a day that exists (no 31 April, no 29 February 2025). */
export function isValidCalendarDate(value: CalendarDate): boolean {
  if (!Number.isInteger(value.year) || value.year < 1 || value.year > 9999) return false;
  if (!Number.isInteger(value.month) || value.month < 1 || value.month > 12) return false;
  return Number.isInteger(value.day) && value.day >= 1 && value.day <= daysInMonth(value.year, value.month);
}

function assertDate(value: CalendarDate): void {
  if (!isValidCalendarDate(value))
    throw new RangeError(
      `Invalid date ${String(value.year)}-${String(value.month)}-${String(value.day)}: no such day.`,
    );
}

/** Reads "YYYY-MM-DD"; throws a RangeError for any other shape or a day that does not exist. */
export function parseIsoDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Invalid date "${iso}": expected YYYY-MM-DD, e.g. 2026-02-01.`);
  const value = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!isValidCalendarDate(value)) throw new RangeError(`Invalid date "${iso}": no such day.`);
  return value;
}

/** True for a "YYYY-MM-DD" string naming a day that exists. */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** Accepts either date form and returns a checked CalendarDate (a copy). */
export function toCalendarDate(input: DateInput): CalendarDate {
  if (typeof input === 'string') return parseIsoDate(input);
  assertDate(input);
  return { year: input.year, month: input.month, day: input.day };
}

/** "2026-02-01". */
export function formatIsoDate(date: CalendarDate): IsoDate {
  assertDate(date);
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The month a date falls in. */
export function monthOf(date: CalendarDate): CalendarMonth {
  return { year: date.year, month: date.month };
}

/** Months since the start of year 0: lets months be compared and subtracted as integers. */
export function monthIndex(value: CalendarMonth): number {
  assertMonth(value);
  return value.year * 12 + (value.month - 1);
}

function fromMonthIndex(index: number): CalendarMonth {
  const year = Math.floor(index / 12);
  const result = { year, month: index - year * 12 + 1 };
  assertMonth(result);
  return result;
}

/** The month `count` months later (earlier when negative): addMonths({ year: 2026, month: 11 }, 3) is February 2027. */
export function addMonths(value: CalendarMonth, count: number): CalendarMonth {
  if (!Number.isInteger(count))
    throw new RangeError(`Invalid month count ${String(count)}: expected a whole number.`);
  return fromMonthIndex(monthIndex(value) + count);
}

/** Negative when a is before b, 0 when the same month, positive when after. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return monthIndex(a) - monthIndex(b);
}

/** Negative when a is before b, 0 when the same day, positive when after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return compareMonths(a, b) || a.day - b.day;
}

/** `count` consecutive months starting with `first`. */
export function monthRange(first: CalendarMonth, count: number): CalendarMonth[] {
  return Array.from({ length: count }, (_, offset) => addMonths(first, offset));
}

export function firstDayOfMonth(value: CalendarMonth): CalendarDate {
  assertMonth(value);
  return { year: value.year, month: value.month, day: 1 };
}

export function lastDayOfMonth(value: CalendarMonth): CalendarDate {
  return { year: value.year, month: value.month, day: daysInMonth(value.year, value.month) };
}

/** The day before: 1 March 2024 gives 29 February 2024. */
export function previousDay(date: CalendarDate): CalendarDate {
  assertDate(date);
  if (date.day > 1) return { ...date, day: date.day - 1 };
  return lastDayOfMonth(addMonths(date, -1));
}

/** "February 2026". */
export function formatMonthYear(value: CalendarMonth): string {
  assertMonth(value);
  return `${monthNames[value.month - 1]} ${value.year}`;
}

/** "February 1, 2026". */
export function formatLongDate(date: CalendarDate): string {
  assertDate(date);
  return `${monthNames[date.month - 1]} ${date.day}, ${date.year}`;
}
