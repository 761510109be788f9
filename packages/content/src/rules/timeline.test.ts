import { afterEach, describe, expect, it, vi } from 'vitest';
import { partBRulesSince } from './enrollment';
import {
  defaultTimelinePenaltyExample,
  enrollmentTimeline,
  firstModelledGeneralEnrollmentYear,
  generalEnrollmentPeriodAfter,
  nextAnnualEnrollmentPeriod,
  nextMaOpenEnrollment,
  type TimelineFigures,
} from './timeline';

// Expected values are written out from shared/facts/MEDICARE.md §3 (7 months around the month of turning 65; born on
// the 1st → one month earlier; Part B the 1st of the birthday month or of the month after sign-up, since 2023; GEP
// January 1 - March 31; AEP October 15 - December 7; MA OEP January 1 - March 31), not computed from the rules.

const figures2026: TimelineFigures = {
  year: 2026,
  partBStandardPremium: 202.9,
  partDBaseBeneficiaryPremium: 38.99,
};
const today = '2026-11-21';
const timeline = (birthDate: string, on = today) =>
  enrollmentTimeline(birthDate, { today: on, figures: figures2026 });

describe('enrollmentTimeline: the Initial Enrollment Period', () => {
  // birth date, IEP start, IEP end, month of turning 65, Part A start, last day for the earliest Part B start,
  // the day SSA counts as 65 (born on the 1st only), IEP over by 2026-11-21
  it.each([
    [
      '1961-06-15',
      '2026-03-01',
      '2026-09-30',
      { year: 2026, month: 6 },
      '2026-06-01',
      '2026-05-31',
      null,
      true,
    ],
    [
      '1961-06-02',
      '2026-03-01',
      '2026-09-30',
      { year: 2026, month: 6 },
      '2026-06-01',
      '2026-05-31',
      null,
      true,
    ],
    [
      '1961-06-01',
      '2026-02-01',
      '2026-08-31',
      { year: 2026, month: 5 },
      '2026-05-01',
      '2026-04-30',
      '2026-05-31',
      true,
    ],
    [
      '1961-07-01',
      '2026-03-01',
      '2026-09-30',
      { year: 2026, month: 6 },
      '2026-06-01',
      '2026-05-31',
      '2026-06-30',
      true,
    ],
    [
      '1961-12-01',
      '2026-08-01',
      '2027-02-28',
      { year: 2026, month: 11 },
      '2026-11-01',
      '2026-10-31',
      '2026-11-30',
      false,
    ],
    [
      '1961-12-31',
      '2026-09-01',
      '2027-03-31',
      { year: 2026, month: 12 },
      '2026-12-01',
      '2026-11-30',
      null,
      false,
    ],
    [
      '1962-01-01',
      '2026-09-01',
      '2027-03-31',
      { year: 2026, month: 12 },
      '2026-12-01',
      '2026-11-30',
      '2026-12-31',
      false,
    ],
    [
      '1962-01-02',
      '2026-10-01',
      '2027-04-30',
      { year: 2027, month: 1 },
      '2027-01-01',
      '2026-12-31',
      null,
      false,
    ],
    [
      '1960-02-29',
      '2024-11-01',
      '2025-05-31',
      { year: 2025, month: 2 },
      '2025-02-01',
      '2025-01-31',
      null,
      true,
    ],
    [
      '1964-02-29',
      '2028-11-01',
      '2029-05-31',
      { year: 2029, month: 2 },
      '2029-02-01',
      '2029-01-31',
      null,
      false,
    ],
    [
      '1959-03-01',
      '2023-11-01',
      '2024-05-31',
      { year: 2024, month: 2 },
      '2024-02-01',
      '2024-01-31',
      '2024-02-29',
      true,
    ],
    [
      '1963-03-01',
      '2027-11-01',
      '2028-05-31',
      { year: 2028, month: 2 },
      '2028-02-01',
      '2028-01-31',
      '2028-02-29',
      false,
    ],
    [
      '1962-03-01',
      '2026-11-01',
      '2027-05-31',
      { year: 2027, month: 2 },
      '2027-02-01',
      '2027-01-31',
      '2027-02-28',
      false,
    ],
    [
      '1955-06-15',
      '2020-03-01',
      '2020-09-30',
      { year: 2020, month: 6 },
      '2020-06-01',
      '2020-05-31',
      null,
      true,
    ],
  ])(
    'should place the IEP of someone born %s from %s to %s',
    (birthDate, start, end, birthdayMonth, partAStart, deadline, attainsOnFirst, passed) => {
      const { iep, bornOnFirst } = timeline(birthDate);
      expect([iep.start, iep.end, iep.partAStart, iep.earliestStartDeadline]).toEqual([
        start,
        end,
        partAStart,
        deadline,
      ]);
      expect(iep.birthdayMonth).toEqual(birthdayMonth);
      expect(iep.months).toHaveLength(7);
      expect(iep.months.map((entry) => entry.birthdayMonth)).toEqual([
        false,
        false,
        false,
        true,
        false,
        false,
        false,
      ]);
      expect(iep.months[3]!.month).toEqual(birthdayMonth);
      expect(bornOnFirst).toBe(attainsOnFirst !== null);
      if (attainsOnFirst) expect(iep.attainsAge65On).toBe(attainsOnFirst);
      expect(iep.passed).toBe(passed);
    },
  );

  it('should list the 7 months across the new year (born January 1: turns 65 in December)', () => {
    expect(timeline('1962-01-01').iep.months.map((entry) => entry.month)).toEqual([
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
      { year: 2027, month: 3 },
    ]);
  });

  it('should count the IEP as passed only from the day after its last day', () => {
    expect(timeline('1961-06-15', '2026-09-30').iep.passed).toBe(false);
    expect(timeline('1961-06-15', '2026-10-01').iep.passed).toBe(true);
  });

  it('should give the birth date back as a calendar date', () => {
    expect(timeline('1960-02-29').birthDate).toEqual({ year: 1960, month: 2, day: 29 });
  });
});

describe('enrollmentTimeline: when Part B starts for a sign-up in each IEP month', () => {
  const starts = (birthDate: string) =>
    timeline(birthDate).partB.map((row) => [`${row.signUp.year}-${row.signUp.month}`, row.start]);

  it('should start with Part A for a sign-up before the birthday month, the month after sign-up from it on', () => {
    expect(starts('1961-06-15')).toEqual([
      ['2026-3', '2026-06-01'],
      ['2026-4', '2026-06-01'],
      ['2026-5', '2026-06-01'],
      ['2026-6', '2026-07-01'],
      ['2026-7', '2026-08-01'],
      ['2026-8', '2026-09-01'],
      ['2026-9', '2026-10-01'],
    ]);
  });

  it('should move every start a month earlier for someone born on the 1st', () => {
    expect(starts('1961-06-01')).toEqual([
      ['2026-2', '2026-05-01'],
      ['2026-3', '2026-05-01'],
      ['2026-4', '2026-05-01'],
      ['2026-5', '2026-06-01'],
      ['2026-6', '2026-07-01'],
      ['2026-7', '2026-08-01'],
      ['2026-8', '2026-09-01'],
    ]);
  });

  it('should cross the new year (born January 1, 1962)', () => {
    expect(starts('1962-01-01')).toEqual([
      ['2026-9', '2026-12-01'],
      ['2026-10', '2026-12-01'],
      ['2026-11', '2026-12-01'],
      ['2026-12', '2027-01-01'],
      ['2027-1', '2027-02-01'],
      ['2027-2', '2027-03-01'],
      ['2027-3', '2027-04-01'],
    ]);
  });

  it('should give no start, with the reason, for sign-ups before the 2023 rules', () => {
    // Born November 15, 1957: IEP August 2022 - February 2023, straddling the change.
    const rows = timeline('1957-11-15').partB;
    expect(rows.map((row) => row.start)).toEqual([null, null, null, null, null, '2023-02-01', '2023-03-01']);
    expect(rows[0]!.message).toMatch(/rules before 2023/);
    expect(rows[5]!.message).toBeNull();
  });
});

describe('enrollmentTimeline: someone already past their IEP', () => {
  it('should mark the IEP and Medigap windows passed, give no Part B starts, and name the next GEP', () => {
    const result = timeline('1955-06-15');
    expect(result.iep).toMatchObject({ start: '2020-03-01', end: '2020-09-30', passed: true });
    expect(result.partB.every((row) => row.start === null && row.message !== null)).toBe(true);
    expect(result.medigap).toEqual({
      partBStart: '2020-06-01',
      start: '2020-06-01',
      end: '2020-11-30',
      passed: true,
    });
    expect(result.gep).toEqual({ start: '2027-01-01', end: '2027-03-31' });
  });

  it('should name the GEP open today while it runs, then next year’s', () => {
    expect(timeline('1955-06-15', '2027-03-31').gep).toEqual({ start: '2027-01-01', end: '2027-03-31' });
    expect(timeline('1955-06-15', '2027-04-01').gep).toEqual({ start: '2028-01-01', end: '2028-03-31' });
  });
});

describe('enrollmentTimeline: Medigap open enrollment', () => {
  it('should run 6 months from the earliest Part B start', () => {
    expect(timeline('1961-06-15').medigap).toEqual({
      partBStart: '2026-06-01',
      start: '2026-06-01',
      end: '2026-11-30',
      passed: false,
    });
    expect(timeline('1962-01-01').medigap).toMatchObject({ start: '2026-12-01', end: '2027-05-31' });
    expect(timeline('1961-06-15', '2026-12-01').medigap.passed).toBe(true);
  });
});

describe('generalEnrollmentPeriodAfter', () => {
  // IEP last day, today, the GEP named
  it.each([
    ['2027-02-28', '2026-11-21', 2027, 'IEP ends in February: that year’s GEP has a month after it'],
    ['2027-01-31', '2026-11-21', 2027, 'IEP ends in January'],
    ['2027-03-31', '2026-11-21', 2028, 'IEP ends in March: the next year'],
    ['2026-09-30', '2026-11-21', 2027, 'IEP ended in September'],
    ['2026-09-30', '2027-02-10', 2027, 'today inside the GEP'],
    ['2026-09-30', '2027-04-01', 2028, 'this year’s GEP over'],
    ['2025-05-31', '2026-11-21', 2027, 'long after the IEP'],
  ])('should give the GEP after an IEP ending %s, seen on %s: %i (%s)', (iepEnd, on, year) => {
    expect(generalEnrollmentPeriodAfter(iepEnd, on)).toMatchObject({
      year,
      start: `${year}-01-01`,
      end: `${year}-03-31`,
    });
  });

  it('should never name a GEP before the 2023 rules took effect', () => {
    expect(firstModelledGeneralEnrollmentYear).toBe(2023);
    expect(firstModelledGeneralEnrollmentYear).toBe(partBRulesSince.year);
    expect(generalEnrollmentPeriodAfter('2020-09-30', '2022-02-01').year).toBe(2023);
    expect(generalEnrollmentPeriodAfter('2021-09-30', '2022-12-31').year).toBe(2023);
  });
});

describe('the AEP and MA Open Enrollment, chosen by today', () => {
  // today, AEP (start, end, plan year, open), MA OEP (start, end, plan year, open)
  it.each([
    ['2026-01-01', ['2026-10-15', '2026-12-07', 2027, false], ['2026-01-01', '2026-03-31', 2026, true]],
    ['2026-03-31', ['2026-10-15', '2026-12-07', 2027, false], ['2026-01-01', '2026-03-31', 2026, true]],
    ['2026-04-01', ['2026-10-15', '2026-12-07', 2027, false], ['2027-01-01', '2027-03-31', 2027, false]],
    ['2026-10-14', ['2026-10-15', '2026-12-07', 2027, false], ['2027-01-01', '2027-03-31', 2027, false]],
    ['2026-10-15', ['2026-10-15', '2026-12-07', 2027, true], ['2027-01-01', '2027-03-31', 2027, false]],
    ['2026-11-21', ['2026-10-15', '2026-12-07', 2027, true], ['2027-01-01', '2027-03-31', 2027, false]],
    ['2026-12-07', ['2026-10-15', '2026-12-07', 2027, true], ['2027-01-01', '2027-03-31', 2027, false]],
    ['2026-12-08', ['2027-10-15', '2027-12-07', 2028, false], ['2027-01-01', '2027-03-31', 2027, false]],
    ['2026-12-31', ['2027-10-15', '2027-12-07', 2028, false], ['2027-01-01', '2027-03-31', 2027, false]],
    ['2028-02-29', ['2028-10-15', '2028-12-07', 2029, false], ['2028-01-01', '2028-03-31', 2028, true]],
  ] as const)(
    'on %s',
    (on, [aepStart, aepEnd, aepPlanYear, aepOpen], [oepStart, oepEnd, oepPlanYear, oepOpen]) => {
      const { aep, maOep } = timeline('1961-06-15', on);
      expect(aep).toEqual({
        start: aepStart,
        end: aepEnd,
        coverageStart: `${aepPlanYear}-01-01`,
        planYear: aepPlanYear,
        open: aepOpen,
      });
      expect(maOep).toEqual({ start: oepStart, end: oepEnd, planYear: oepPlanYear, open: oepOpen });
      expect(nextAnnualEnrollmentPeriod(on)).toMatchObject({ start: aepStart, planYear: aepPlanYear });
      expect(nextMaOpenEnrollment(on)).toMatchObject({ start: oepStart, planYear: oepPlanYear });
    },
  );

  it('should not depend on the date of birth', () => {
    const { aep, maOep } = timeline('1961-06-15');
    expect(timeline('1964-02-29')).toMatchObject({ aep, maOep });
  });
});

describe('enrollmentTimeline: worked penalty examples', () => {
  it('should work the default examples with the year’s figures', () => {
    expect(defaultTimelinePenaltyExample).toEqual({ partBMonthsLate: 24, partDMonthsWithout: 20 });
    expect(timeline('1961-06-15').penalties).toEqual({
      year: 2026,
      partB: {
        months: 24,
        fullYears: 2,
        percent: 20,
        standardPremium: 202.9,
        monthlyPenalty: 40.58,
        monthlyPremium: 243.48,
      },
      partD: { months: 20, percent: 20, baseBeneficiaryPremium: 38.99, monthlyPenalty: 7.8 },
    });
  });

  it('should take other example lengths', () => {
    const { penalties } = enrollmentTimeline('1961-06-15', {
      today,
      figures: figures2026,
      example: { partBMonthsLate: 11, partDMonthsWithout: 1 },
    });
    expect(penalties.partB).toMatchObject({ months: 11, fullYears: 0, percent: 0, monthlyPenalty: 0 });
    expect(penalties.partD).toMatchObject({ months: 1, percent: 1, monthlyPenalty: 0.4 });
  });
});

describe('enrollmentTimeline: inputs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should read today from its argument, never from the clock', () => {
    const before = timeline('1962-01-01');
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-07-04T12:00:00Z'));
    expect(timeline('1962-01-01')).toEqual(before);
  });

  it('should take calendar dates as well as ISO strings', () => {
    expect(
      enrollmentTimeline(
        { year: 1962, month: 1, day: 1 },
        { today: { year: 2026, month: 11, day: 21 }, figures: figures2026 },
      ),
    ).toEqual(timeline('1962-01-01'));
  });

  it('should refuse a day that does not exist', () => {
    expect(() => timeline('1961-02-29')).toThrow(RangeError);
    expect(() => timeline('1961-06-15', '2026-13-01')).toThrow(RangeError);
  });
});
