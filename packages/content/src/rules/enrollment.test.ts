import { describe, expect, it } from 'vitest';
import {
  annualEnrollmentPeriod,
  generalEnrollmentPeriod,
  initialEnrollmentPeriod,
  maOpenEnrollment,
  medigapOpenEnrollment,
  partBStartDate,
} from './enrollment';
import { formatMonthYear } from './dates';

describe('initialEnrollmentPeriod', () => {
  // birth date, month attaining 65, first IEP month, last IEP month, start, end, Part A start
  it.each([
    ['1961-06-01', 'May 2026', 'February 2026', 'August 2026', '2026-02-01', '2026-08-31', '2026-05-01'],
    ['1961-06-15', 'June 2026', 'March 2026', 'September 2026', '2026-03-01', '2026-09-30', '2026-06-01'],
    ['1961-06-02', 'June 2026', 'March 2026', 'September 2026', '2026-03-01', '2026-09-30', '2026-06-01'],
    ['1961-06-30', 'June 2026', 'March 2026', 'September 2026', '2026-03-01', '2026-09-30', '2026-06-01'],
    ['1961-12-01', 'November 2026', 'August 2026', 'February 2027', '2026-08-01', '2027-02-28', '2026-11-01'],
    ['1962-01-01', 'December 2026', 'September 2026', 'March 2027', '2026-09-01', '2027-03-31', '2026-12-01'],
    ['1961-12-31', 'December 2026', 'September 2026', 'March 2027', '2026-09-01', '2027-03-31', '2026-12-01'],
    ['1962-01-02', 'January 2027', 'October 2026', 'April 2027', '2026-10-01', '2027-04-30', '2027-01-01'],
    ['1960-02-29', 'February 2025', 'November 2024', 'May 2025', '2024-11-01', '2025-05-31', '2025-02-01'],
    ['1959-02-28', 'February 2024', 'November 2023', 'May 2024', '2023-11-01', '2024-05-31', '2024-02-01'],
    ['1959-03-01', 'February 2024', 'November 2023', 'May 2024', '2023-11-01', '2024-05-31', '2024-02-01'],
    ['1962-03-01', 'February 2027', 'November 2026', 'May 2027', '2026-11-01', '2027-05-31', '2027-02-01'],
    ['1963-02-01', 'January 2028', 'October 2027', 'April 2028', '2027-10-01', '2028-04-30', '2028-01-01'],
    ['1961-01-15', 'January 2026', 'October 2025', 'April 2026', '2025-10-01', '2026-04-30', '2026-01-01'],
    ['1962-09-30', 'September 2027', 'June 2027', 'December 2027', '2027-06-01', '2027-12-31', '2027-09-01'],
    ['1963-05-01', 'April 2028', 'January 2028', 'July 2028', '2028-01-01', '2028-07-31', '2028-04-01'],
    ['1961-11-30', 'November 2026', 'August 2026', 'February 2027', '2026-08-01', '2027-02-28', '2026-11-01'],
  ])(
    'should place the IEP of someone born %s around %s',
    (birth, birthdayMonth, first, last, start, end, partA) => {
      const iep = initialEnrollmentPeriod(birth);
      expect(formatMonthYear(iep.birthdayMonth)).toBe(birthdayMonth);
      expect(iep.months).toHaveLength(7);
      expect(formatMonthYear(iep.months[0]!)).toBe(first);
      expect(formatMonthYear(iep.months[3]!)).toBe(birthdayMonth);
      expect(formatMonthYear(iep.months[6]!)).toBe(last);
      expect([iep.start, iep.end, iep.partAStart]).toEqual([start, end, partA]);
    },
  );

  it('should give the day SSA counts as reaching 65', () => {
    expect(initialEnrollmentPeriod('1961-06-01').attainsAge65On).toBe('2026-05-31');
    expect(initialEnrollmentPeriod('1962-01-01').attainsAge65On).toBe('2026-12-31');
    expect(initialEnrollmentPeriod('1959-03-01').attainsAge65On).toBe('2024-02-29');
    expect(initialEnrollmentPeriod('1960-02-29').attainsAge65On).toBe('2025-02-28');
    expect(initialEnrollmentPeriod('1964-02-29').attainsAge65On).toBe('2029-02-28');
  });

  it('should list the 7 months, crossing the year', () => {
    expect(initialEnrollmentPeriod('1962-01-01').months).toEqual([
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
      { year: 2027, month: 3 },
    ]);
  });

  it('should accept a CalendarDate and reject a day that does not exist', () => {
    expect(initialEnrollmentPeriod({ year: 1961, month: 6, day: 1 })).toEqual(
      initialEnrollmentPeriod('1961-06-01'),
    );
    expect(initialEnrollmentPeriod({ year: 1961, month: 6, day: 1 }).birthDate).toBe('1961-06-01');
    expect(() => initialEnrollmentPeriod('1961-02-29')).toThrow(RangeError);
    expect(() => initialEnrollmentPeriod('06/01/1961')).toThrow(RangeError);
  });
});

describe('partBStartDate', () => {
  it.each([
    // born 15 June 1961: attains 65 in June 2026, IEP March - September 2026
    ['1961-06-15', 2026, 3, '2026-06-01', 'signed-up-before-birthday-month'],
    ['1961-06-15', 2026, 4, '2026-06-01', 'signed-up-before-birthday-month'],
    ['1961-06-15', 2026, 5, '2026-06-01', 'signed-up-before-birthday-month'],
    ['1961-06-15', 2026, 6, '2026-07-01', 'signed-up-in-or-after-birthday-month'],
    ['1961-06-15', 2026, 7, '2026-08-01', 'signed-up-in-or-after-birthday-month'],
    ['1961-06-15', 2026, 8, '2026-09-01', 'signed-up-in-or-after-birthday-month'],
    ['1961-06-15', 2026, 9, '2026-10-01', 'signed-up-in-or-after-birthday-month'],
    // born 1 June 1961: attains 65 in May 2026, IEP February - August 2026
    ['1961-06-01', 2026, 2, '2026-05-01', 'signed-up-before-birthday-month'],
    ['1961-06-01', 2026, 4, '2026-05-01', 'signed-up-before-birthday-month'],
    ['1961-06-01', 2026, 5, '2026-06-01', 'signed-up-in-or-after-birthday-month'],
    ['1961-06-01', 2026, 8, '2026-09-01', 'signed-up-in-or-after-birthday-month'],
    // born 1 January 1962: attains 65 in December 2026, IEP September 2026 - March 2027
    ['1962-01-01', 2026, 9, '2026-12-01', 'signed-up-before-birthday-month'],
    ['1962-01-01', 2026, 12, '2027-01-01', 'signed-up-in-or-after-birthday-month'],
    ['1962-01-01', 2027, 1, '2027-02-01', 'signed-up-in-or-after-birthday-month'],
    ['1962-01-01', 2027, 3, '2027-04-01', 'signed-up-in-or-after-birthday-month'],
    // born 31 December 1961: attains 65 in December 2026
    ['1961-12-31', 2026, 11, '2026-12-01', 'signed-up-before-birthday-month'],
    ['1961-12-31', 2026, 12, '2027-01-01', 'signed-up-in-or-after-birthday-month'],
  ])(
    'should start Part B for someone born %s who signs up %i-%i on %s',
    (birth, year, month, start, rule) => {
      expect(partBStartDate(birth, { year, month })).toEqual({ ok: true, start, rule });
    },
  );

  it.each([
    ['1961-06-15', 2026, 2, 'before-initial-enrollment-period'],
    ['1961-06-15', 2025, 12, 'before-initial-enrollment-period'],
    ['1961-06-15', 2026, 10, 'after-initial-enrollment-period'],
    ['1961-06-01', 2026, 1, 'before-initial-enrollment-period'],
    ['1961-06-01', 2026, 9, 'after-initial-enrollment-period'],
    ['1962-01-01', 2027, 4, 'after-initial-enrollment-period'],
    ['1962-01-01', 2026, 8, 'before-initial-enrollment-period'],
    ['1957-06-15', 2022, 6, 'before-2023-rules'],
  ])(
    'should refuse a sign-up outside the rules: born %s, sign-up %i-%i → %s',
    (birth, year, month, reason) => {
      const result = partBStartDate(birth, { year, month });
      expect(result).toMatchObject({ ok: false, reason });
    },
  );

  it('should explain a late sign-up in words', () => {
    expect(partBStartDate('1961-06-15', { year: 2026, month: 10 })).toEqual({
      ok: false,
      reason: 'after-initial-enrollment-period',
      message:
        'A sign-up in October 2026 is after the Initial Enrollment Period (March 2026 to September 2026); ' +
        'use the General Enrollment Period (January 1 - March 31) or a Special Enrollment Period.',
    });
  });

  it('should reject a month that does not exist', () => {
    expect(() => partBStartDate('1961-06-15', { year: 2026, month: 13 })).toThrow(RangeError);
  });
});

describe('generalEnrollmentPeriod', () => {
  it('should run January 1 - March 31 with coverage the month after sign-up', () => {
    expect(generalEnrollmentPeriod(2027)).toEqual({
      year: 2027,
      start: '2027-01-01',
      end: '2027-03-31',
      months: [
        { year: 2027, month: 1 },
        { year: 2027, month: 2 },
        { year: 2027, month: 3 },
      ],
      coverageStarts: [
        { signUpMonth: { year: 2027, month: 1 }, startsOn: '2027-02-01' },
        { signUpMonth: { year: 2027, month: 2 }, startsOn: '2027-03-01' },
        { signUpMonth: { year: 2027, month: 3 }, startsOn: '2027-04-01' },
      ],
    });
  });

  it('should refuse years before the 2023 rules and non-years', () => {
    expect(() => generalEnrollmentPeriod(2022)).toThrow(RangeError);
    expect(() => generalEnrollmentPeriod(2026.5)).toThrow(RangeError);
  });
});

describe('medigapOpenEnrollment', () => {
  it.each([
    ['Part B in the birthday month', '2026-06-01', '1961-06-15', '2026-06-01', '2026-11-30', 'part-b-start'],
    ['born on the 1st', '2026-05-01', '1961-06-01', '2026-05-01', '2026-10-31', 'part-b-start'],
    [
      'Part B after a birthday-month sign-up',
      '2026-07-01',
      '1961-06-15',
      '2026-07-01',
      '2026-12-31',
      'part-b-start',
    ],
    [
      'Part B delayed by employer coverage',
      '2028-03-01',
      '1961-06-15',
      '2028-03-01',
      '2028-08-31',
      'part-b-start',
    ],
    ['Part B before 65 (disability)', '2020-01-01', '1961-06-15', '2026-06-01', '2026-11-30', 'turned-65'],
    [
      'born 1 January, crossing the year',
      '2026-12-01',
      '1962-01-01',
      '2026-12-01',
      '2027-05-31',
      'part-b-start',
    ],
  ])('should open 6 months: %s', (_label, partBStart, birth, start, end, trigger) => {
    const window = medigapOpenEnrollment(partBStart, birth);
    expect(window).toMatchObject({ start, end, trigger });
    expect(window.months).toHaveLength(6);
  });
});

describe('plan-year windows', () => {
  it.each([2025, 2026, 2027])('should give the AEP of %i and the coverage start', (year) => {
    expect(annualEnrollmentPeriod(year)).toEqual({
      start: `${year}-10-15`,
      end: `${year}-12-07`,
      coverageStart: `${year + 1}-01-01`,
      planYear: year + 1,
    });
  });

  it('should give the MA Open Enrollment Period, January 1 - March 31', () => {
    const window = maOpenEnrollment(2027);
    expect([window.start, window.end, window.planYear]).toEqual(['2027-01-01', '2027-03-31', 2027]);
    expect(window.changeStarts.map((entry) => entry.startsOn)).toEqual([
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
  });

  it('should reject a year that is not a whole number', () => {
    expect(() => annualEnrollmentPeriod(Number.NaN)).toThrow(RangeError);
    expect(() => maOpenEnrollment(2026.5)).toThrow(RangeError);
  });
});
