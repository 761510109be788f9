import { describe, expect, it } from 'vitest';
import { monthNames } from '@agency/content';
import {
  fieldsOf,
  fillCopy,
  formatLongDate,
  formatMonthYear,
  formatUsd,
  fromTimelineSearch,
  toTimelineSearch,
  validateBirthDate,
} from './enrollmentTimelineModel';

const check = (month: string, day: string, year: string, today = '2026-11-21') =>
  validateBirthDate({ month, day, year }, { today, maxAge: 100, monthNames });

describe('validateBirthDate', () => {
  it.each([
    ['6', '15', '1961', '1961-06-15'],
    [' 06 ', '05', '1961', '1961-06-05'],
    ['June', '15', '1961', '1961-06-15'],
    ['sept.', '30', '1962', '1962-09-30'],
    ['2', '29', '1960', '1960-02-29'],
    ['2', '29', '2000', '2000-02-29'],
    ['12', '31', '1961', '1961-12-31'],
    ['11', '21', '2026', '2026-11-21'],
  ])('should read %s / %s / %s as %s', (month, day, year, birthDate) => {
    expect(check(month, day, year)).toEqual({ ok: true, birthDate });
  });

  it.each([
    ['', '', '', ['month:monthMissing', 'day:dayMissing', 'year:yearMissing']],
    ['ju', '15', '1961', ['month:monthInvalid']],
    ['0', '15', '1961', ['month:monthInvalid']],
    ['6', '32', '1961', ['day:dayInvalid']],
    ['6', '1.5', '1961', ['day:dayInvalid']],
    ['6', '15', '961', ['year:yearInvalid']],
    ['6', '15', '0961', ['year:yearInvalid']],
    ['2', '29', '1961', ['day:impossibleDate']],
    ['2', '29', '1900', ['day:impossibleDate']],
    ['11', '22', '2026', ['year:futureDate']],
    ['11', '21', '1925', ['year:tooOld']],
  ])('should flag %s / %s / %s', (month, day, year, problems) => {
    const result = check(month, day, year);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => `${error.field}:${error.kind}`)).toEqual(problems);
  });

  it('should give the message its values', () => {
    expect(check('2', '30', '1961')).toEqual({
      ok: false,
      errors: [
        { field: 'day', kind: 'impossibleDate', values: { monthName: 'February', year: 1961, days: 28 } },
      ],
    });
  });
});

describe('share URL and helpers', () => {
  it('should write and read the timeline query', () => {
    expect(toTimelineSearch({ birthDate: '1961-06-15', employer: false })).toBe('dob=1961-06-15&employer=0');
    expect(fromTimelineSearch('?dob=1961-06-15&employer=1')).toEqual({
      birthDate: '1961-06-15',
      employer: true,
    });
    expect(fromTimelineSearch(new URLSearchParams('dob=1961-06-01'))).toEqual({
      birthDate: '1961-06-01',
      employer: false,
    });
    expect(fromTimelineSearch('?dob=15/06/1961')).toBeNull();
    expect(fromTimelineSearch('')).toBeNull();
  });

  it('should turn an ISO date into the fields a visitor types', () => {
    expect(fieldsOf('1961-06-05')).toEqual({ month: '6', day: '5', year: '1961' });
    expect(fieldsOf('nonsense')).toEqual({ month: '', day: '', year: '' });
  });

  it('should print dates from their parts, with no time zone to move them', () => {
    expect(formatLongDate('1961-06-05', monthNames)).toBe('June 5, 1961');
    expect(formatLongDate('2028-02-29', monthNames)).toBe('February 29, 2028');
    expect(formatLongDate({ year: 2026, month: 12, day: 31 }, monthNames)).toBe('December 31, 2026');
    expect(formatMonthYear({ year: 2027, month: 1 }, monthNames)).toBe('January 2027');
  });

  it('should fill tokens and format dollars', () => {
    expect(fillCopy('{a} and {b} and {c}', { a: 1, b: 'two' })).toBe('1 and two and {c}');
    expect(formatUsd(243.48)).toBe('$243.48');
    expect(formatUsd(1148.4)).toBe('$1,148.40');
  });
});

describe('fromTimelineSearch, from the form fields a native submission sends', () => {
  it('should read dob-month, dob-day and dob-year (padded) and a ticked employer box', () => {
    expect(fromTimelineSearch('?dob-month=6&dob-day=5&dob-year=1961&employer=on')).toEqual({
      birthDate: '1961-06-05',
      employer: true,
    });
    expect(fromTimelineSearch('dob-month=12&dob-day=31&dob-year=1960')).toEqual({
      birthDate: '1960-12-31',
      employer: false,
    });
  });

  it('should prefer dob and refuse missing or non-numeric fields', () => {
    expect(fromTimelineSearch('?dob=1961-06-15&dob-month=1&dob-day=1&dob-year=1950')?.birthDate).toBe(
      '1961-06-15',
    );
    expect(fromTimelineSearch('?dob-month=June&dob-day=15&dob-year=1961')).toBeNull();
    expect(fromTimelineSearch('?dob-month=6&dob-day=15')).toBeNull();
    expect(fromTimelineSearch('?dob-month=6&dob-day=15&dob-year=61')).toBeNull();
  });
});
