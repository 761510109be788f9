// Medicare enrollment windows (shared/facts/MEDICARE.md §3 and "Spec figures vs official" #5-#7).
// Pure functions: no clock, no time zones. Outputs use ISO date strings and { year, month } months.
import {
  addMonths,
  compareMonths,
  firstDayOfMonth,
  formatIsoDate,
  formatMonthYear,
  lastDayOfMonth,
  monthOf,
  monthRange,
  previousDay,
  toCalendarDate,
} from './dates';
import type { CalendarMonth, DateInput, IsoDate } from './dates';

/** A window of whole months: from the 1st of the first month to the last day of the last month. */
export interface EnrollmentWindow {
  /** First day, e.g. "2026-02-01". */
  start: IsoDate;
  /** Last day, e.g. "2026-08-31". */
  end: IsoDate;
  /** Every month of the window, in order. */
  months: CalendarMonth[];
}

/** When coverage (or a change) starts for a sign-up made in a given month. */
export interface SignUpStart {
  signUpMonth: CalendarMonth;
  startsOn: IsoDate;
}

function windowOf(first: CalendarMonth, count: number): EnrollmentWindow {
  const months = monthRange(first, count);
  return {
    start: formatIsoDate(firstDayOfMonth(first)),
    end: formatIsoDate(lastDayOfMonth(months[months.length - 1]!)),
    months,
  };
}

function assertYear(year: number, label: string): void {
  if (!Number.isInteger(year) || year < 1 || year > 9998)
    throw new RangeError(`Invalid ${label} ${String(year)}: expected a whole year such as 2026.`);
}

function firstOfNextMonth(value: CalendarMonth): IsoDate {
  return formatIsoDate(firstDayOfMonth(addMonths(value, 1)));
}

// Initial Enrollment Period ---------------------------------------------------------------------------------------

export interface InitialEnrollmentPeriod extends EnrollmentWindow {
  /** The birth date, normalized to "YYYY-MM-DD". */
  birthDate: IsoDate;
  /** The day SSA treats the person as reaching 65: the day before the 65th birthday. */
  attainsAge65On: IsoDate;
  /**
   * The month the person attains 65, at the centre of the 7 months. For someone born on the 1st it is the month
   * before the birthday month.
   */
  birthdayMonth: CalendarMonth;
  /** Part A entitlement starts the 1st of `birthdayMonth`. */
  partAStart: IsoDate;
}

/**
 * The 7-month Initial Enrollment Period: the 3 months before the month the person turns 65, that month and the 3
 * after. SSA treats a person as turning 65 the day before the birthday, so someone born on the 1st has every date
 * one month earlier (born 1 June 1961: February-August 2026).
 */
export function initialEnrollmentPeriod(birthDate: DateInput): InitialEnrollmentPeriod {
  const born = toCalendarDate(birthDate);
  // The day before the 65th birthday. From the 2nd on it is in the same month (29 February gives 28 February,
  // which exists every year); the 1st gives the last day of the month before.
  const attainsDate =
    born.day === 1
      ? previousDay({ year: born.year + 65, month: born.month, day: 1 })
      : { year: born.year + 65, month: born.month, day: born.day - 1 };
  const birthdayMonth = monthOf(attainsDate);
  return {
    ...windowOf(addMonths(birthdayMonth, -3), 7),
    birthDate: formatIsoDate(born),
    attainsAge65On: formatIsoDate(attainsDate),
    birthdayMonth,
    partAStart: formatIsoDate(firstDayOfMonth(birthdayMonth)),
  };
}

// Part B start ----------------------------------------------------------------------------------------------------

/** Part B coverage starts since 1 Jan 2023 (CAA 2021 §120; CMS-4199-F). */
export const partBRulesSince: Readonly<CalendarMonth> = { year: 2023, month: 1 };

export type PartBStartResult =
  | {
      ok: true;
      /** First day of Part B coverage. */
      start: IsoDate;
      /** Which rule applied. */
      rule: 'signed-up-before-birthday-month' | 'signed-up-in-or-after-birthday-month';
    }
  | {
      ok: false;
      reason: 'before-initial-enrollment-period' | 'after-initial-enrollment-period' | 'before-2023-rules';
      /** A sentence for visitors or logs. */
      message: string;
    };

/**
 * When Part B starts for a sign-up during the Initial Enrollment Period (rules since 2023): a sign-up in one of the
 * 3 months before the birthday month starts coverage the 1st of the birthday month; a sign-up in the birthday month
 * or the 3 after starts it the 1st of the month after the sign-up. Outside the IEP the result says why.
 */
export function partBStartDate(birthDate: DateInput, signUp: CalendarMonth): PartBStartResult {
  const iep = initialEnrollmentPeriod(birthDate);
  const signUpMonth = firstDayOfMonth(signUp); // validates the month
  const first = iep.months[0]!;
  const last = iep.months[iep.months.length - 1]!;
  const iepText = `${formatMonthYear(first)} to ${formatMonthYear(last)}`;
  if (compareMonths(signUpMonth, first) < 0)
    return {
      ok: false,
      reason: 'before-initial-enrollment-period',
      message: `A sign-up in ${formatMonthYear(signUpMonth)} is before the Initial Enrollment Period (${iepText}).`,
    };
  if (compareMonths(signUpMonth, last) > 0)
    return {
      ok: false,
      reason: 'after-initial-enrollment-period',
      message:
        `A sign-up in ${formatMonthYear(signUpMonth)} is after the Initial Enrollment Period (${iepText}); ` +
        'use the General Enrollment Period (January 1 - March 31) or a Special Enrollment Period.',
    };
  if (compareMonths(signUpMonth, partBRulesSince) < 0)
    return {
      ok: false,
      reason: 'before-2023-rules',
      message: `A sign-up in ${formatMonthYear(signUpMonth)} falls under the rules before 2023, which are not modelled.`,
    };
  if (compareMonths(signUpMonth, iep.birthdayMonth) < 0)
    return { ok: true, start: iep.partAStart, rule: 'signed-up-before-birthday-month' };
  return { ok: true, start: firstOfNextMonth(signUpMonth), rule: 'signed-up-in-or-after-birthday-month' };
}

// General Enrollment Period ---------------------------------------------------------------------------------------

export interface GeneralEnrollmentPeriod extends EnrollmentWindow {
  year: number;
  /** Coverage start for a sign-up in each month of the window: the 1st of the following month. */
  coverageStarts: SignUpStart[];
}

/** January 1 - March 31; since 2023 Part B starts the 1st of the month after sign-up (no longer July 1). */
export function generalEnrollmentPeriod(year: number): GeneralEnrollmentPeriod {
  assertYear(year, 'year');
  if (year < partBRulesSince.year)
    throw new RangeError(`General Enrollment Period ${year}: only the rules since 2023 are modelled.`);
  const period = windowOf({ year, month: 1 }, 3);
  return {
    ...period,
    year,
    coverageStarts: period.months.map((month) => ({ signUpMonth: month, startsOn: firstOfNextMonth(month) })),
  };
}

// Medigap Open Enrollment Period ----------------------------------------------------------------------------------

export interface MedigapOpenEnrollmentPeriod extends EnrollmentWindow {
  /** What opened the window: Part B starting (at 65 or later) or turning 65 (Part B already in force). */
  trigger: 'part-b-start' | 'turned-65';
}

/**
 * The one-time 6-month Medigap Open Enrollment Period, starting the first month the person is both 65 or older and
 * enrolled in Part B. When Part B starts later (employer coverage), the window starts with Part B; when Part B
 * started before 65 (disability), it starts the month the person turns 65.
 */
export function medigapOpenEnrollment(
  partBStart: DateInput,
  birthDate: DateInput,
): MedigapOpenEnrollmentPeriod {
  const partBMonth = monthOf(toCalendarDate(partBStart));
  const turned65 = initialEnrollmentPeriod(birthDate).birthdayMonth;
  const partBLater = compareMonths(partBMonth, turned65) >= 0;
  return {
    ...windowOf(partBLater ? partBMonth : turned65, 6),
    trigger: partBLater ? 'part-b-start' : 'turned-65',
  };
}

// Plan-year windows -----------------------------------------------------------------------------------------------

export interface AnnualEnrollmentPeriod {
  /** October 15 of `aepYear`. */
  start: IsoDate;
  /** December 7 of `aepYear`. */
  end: IsoDate;
  /** January 1 of the next year, when the chosen coverage starts. */
  coverageStart: IsoDate;
  /** The plan year being chosen: `aepYear + 1`. */
  planYear: number;
}

/** Annual Enrollment Period: October 15 - December 7, changes effective January 1 of the next year. */
export function annualEnrollmentPeriod(aepYear: number): AnnualEnrollmentPeriod {
  assertYear(aepYear, 'AEP year');
  return {
    start: formatIsoDate({ year: aepYear, month: 10, day: 15 }),
    end: formatIsoDate({ year: aepYear, month: 12, day: 7 }),
    coverageStart: formatIsoDate({ year: aepYear + 1, month: 1, day: 1 }),
    planYear: aepYear + 1,
  };
}

export interface MaOpenEnrollmentPeriod extends EnrollmentWindow {
  planYear: number;
  /** When a change made in each month takes effect: the 1st of the following month. */
  changeStarts: SignUpStart[];
}

/**
 * Medicare Advantage Open Enrollment Period: January 1 - March 31, for people already in an MA plan; one change,
 * effective the 1st of the following month.
 */
export function maOpenEnrollment(planYear: number): MaOpenEnrollmentPeriod {
  assertYear(planYear, 'plan year');
  const period = windowOf({ year: planYear, month: 1 }, 3);
  return {
    ...period,
    planYear,
    changeStarts: period.months.map((month) => ({ signUpMonth: month, startsOn: firstOfNextMonth(month) })),
  };
}
