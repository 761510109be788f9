import { describe, expect, it } from 'vitest';
import {
  addMonths,
  compareDates,
  daysInMonth,
  formatIsoDate,
  formatLongDate,
  formatMonthYear,
  isIsoDate,
  lastDayOfMonth,
  monthRange,
  parseIsoDate,
  previousDay,
  toCalendarDate,
} from './dates';

describe('calendar dates', () => {
  it.each([
    ['2026-02-01', { year: 2026, month: 2, day: 1 }],
    ['1960-02-29', { year: 1960, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1961-12-31', { year: 1961, month: 12, day: 31 }],
  ])('should parse %s', (iso, expected) => {
    expect(parseIsoDate(iso)).toEqual(expected);
    expect(formatIsoDate(expected)).toBe(iso);
  });

  it.each([
    '2026-2-1',
    '2026-02-01T00:00:00Z',
    ' 2026-02-01',
    'February 1, 2026',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2025-02-29',
    '1900-02-29',
    '2026-02-00',
    '',
  ])('should reject "%s" with a RangeError', (iso) => {
    expect(() => parseIsoDate(iso)).toThrow(RangeError);
    expect(isIsoDate(iso)).toBe(false);
  });

  it('should check CalendarDate objects too', () => {
    expect(toCalendarDate({ year: 2024, month: 2, day: 29 })).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => toCalendarDate({ year: 2026, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => toCalendarDate({ year: 2026, month: 1.5, day: 1 })).toThrow(RangeError);
    expect(() => formatIsoDate({ year: 2026, month: 6, day: 31 })).toThrow(RangeError);
  });

  it.each([
    [{ year: 2026, month: 11 }, 3, { year: 2027, month: 2 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 3 }, -15, { year: 2024, month: 12 }],
    [{ year: 2026, month: 6 }, 0, { year: 2026, month: 6 }],
    [{ year: 2026, month: 6 }, 24, { year: 2028, month: 6 }],
  ])('should add months on integers: %o + %i', (start, count, expected) => {
    expect(addMonths(start, count)).toEqual(expected);
  });

  it('should keep the day out of month arithmetic', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 } as never, 1)).toEqual({ year: 2026, month: 2 });
    expect(() => addMonths({ year: 2026, month: 1 }, 0.5)).toThrow(RangeError);
  });

  it.each([
    [2026, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('should know %i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
    expect(lastDayOfMonth({ year, month })).toEqual({ year, month, day: days });
  });

  it.each([
    ['2026-06-01', '2026-05-31'],
    ['2026-01-01', '2025-12-31'],
    ['2024-03-01', '2024-02-29'],
    ['2025-03-01', '2025-02-28'],
    ['2026-06-15', '2026-06-14'],
  ])('should step back from %s to %s', (from, to) => {
    expect(formatIsoDate(previousDay(parseIsoDate(from)))).toBe(to);
  });

  it('should format months and long dates', () => {
    expect(formatMonthYear({ year: 2026, month: 2 })).toBe('February 2026');
    expect(formatMonthYear({ year: 2027, month: 12 })).toBe('December 2027');
    expect(formatLongDate({ year: 2026, month: 2, day: 1 })).toBe('February 1, 2026');
  });

  it('should compare dates and list months', () => {
    expect(compareDates(parseIsoDate('2026-02-01'), parseIsoDate('2026-01-31'))).toBeGreaterThan(0);
    expect(compareDates(parseIsoDate('2026-02-01'), parseIsoDate('2026-02-01'))).toBe(0);
    expect(monthRange({ year: 2026, month: 11 }, 3)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });
});
