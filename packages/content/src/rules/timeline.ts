// The enrollment timeline of /medicare-timeline: every Medicare date that follows from a date of birth, seen from a
// given day (shared/facts/MEDICARE.md §3). Pure: `today` is an argument, never the clock; no time zones.
import { formatIsoDate, lastDayOfMonth, toCalendarDate } from './dates';
import type { CalendarDate, CalendarMonth, DateInput, IsoDate } from './dates';
import {
  annualEnrollmentPeriod,
  generalEnrollmentPeriod,
  initialEnrollmentPeriod,
  maOpenEnrollment,
  medigapOpenEnrollment,
  partBRulesSince,
  partBStartDate,
} from './enrollment';
import type { AnnualEnrollmentPeriod, GeneralEnrollmentPeriod, MaOpenEnrollmentPeriod } from './enrollment';
import { partBLatePenalty, partDLatePenalty } from './penalties';
import { seasonOn } from './season';

/**
 * The first General Enrollment Period the rules know: 2023's. Since 1 January 2023, Part B bought in a GEP starts
 * the 1st of the month after sign-up (before, always July 1), and Part B bought in the Initial Enrollment Period
 * starts by the rules of `partBStartDate`: both come from the Consolidated Appropriations Act 2021 §120 and CMS-4199-F,
 * effective the same day, hence `partBRulesSince`. Source: shared/facts/MEDICARE.md §3, "When Part B starts (since
 * 1 Jan 2023)" and "General Enrollment Period" [S12a][S12e]. No timeline names an earlier GEP.
 */
export const firstModelledGeneralEnrollmentYear: number = partBRulesSince.year;

/** The year's figures the worked penalty examples use. */
export interface TimelineFigures {
  /** The year the figures are for, named in the examples, e.g. 2026. */
  year: number;
  /** Standard Part B premium of that year, e.g. 202.9. */
  partBStandardPremium: number;
  /** Part D national base beneficiary premium of that year, e.g. 38.99. */
  partDBaseBeneficiaryPremium: number;
}

/** Months of the worked penalty examples. */
export interface TimelinePenaltyExample {
  /** Months without Part B after the IEP (24: two full years, +20%). */
  partBMonthsLate: number;
  /** Months without Part D or creditable drug coverage (20: +20% of the base premium). */
  partDMonthsWithout: number;
}

export const defaultTimelinePenaltyExample: Readonly<TimelinePenaltyExample> = {
  partBMonthsLate: 24,
  partDMonthsWithout: 20,
};

export interface EnrollmentTimelineOptions {
  /** The day the timeline is read on: which windows have passed, which AEP and MA OEP come next. */
  today: DateInput;
  /** Premiums of the worked penalty examples. */
  figures: TimelineFigures;
  /** Months of the worked penalty examples (default 24 for Part B, 20 for Part D). */
  example?: TimelinePenaltyExample;
}

/** Everything the timeline shows for one date of birth, seen from `today`. Dates are "YYYY-MM-DD". */
export interface EnrollmentTimelineResult {
  birthDate: CalendarDate;
  /** Born on the 1st: every date is one month earlier (SSA counts 65 from the day before the birthday). */
  bornOnFirst: boolean;
  iep: {
    start: IsoDate;
    end: IsoDate;
    /** The seven months; `birthdayMonth` marks the month the person attains 65 (the fourth). */
    months: Array<{ month: CalendarMonth; birthdayMonth: boolean }>;
    birthdayMonth: CalendarMonth;
    attainsAge65On: IsoDate;
    partAStart: IsoDate;
    /** The last day to sign up for Part B to start with Part A: the end of the third month. */
    earliestStartDeadline: IsoDate;
    /** The IEP ended before `today`. */
    passed: boolean;
  };
  /** Part B start for a sign-up in each IEP month; `start` is null where the rules say why not (`message`). */
  partB: Array<{ signUp: CalendarMonth; start: IsoDate | null; message: string | null }>;
  /** Medigap open enrollment with the earliest Part B start (the 1st of the month of turning 65). */
  medigap: { partBStart: IsoDate; start: IsoDate; end: IsoDate; passed: boolean };
  /** The first General Enrollment Period after the IEP that has not ended by `today`. */
  gep: { start: IsoDate; end: IsoDate };
  /** The Annual Enrollment Period of this year, or of next year once this year's has ended. */
  aep: { start: IsoDate; end: IsoDate; coverageStart: IsoDate; planYear: number; open: boolean };
  /** The Medicare Advantage Open Enrollment Period of this year, or of next year once this year's has ended. */
  maOep: { start: IsoDate; end: IsoDate; planYear: number; open: boolean };
  /** Worked examples, with the figures they use. */
  penalties: {
    /** The year of the figures, e.g. 2026. */
    year: number;
    partB: {
      months: number;
      fullYears: number;
      percent: number;
      standardPremium: number;
      monthlyPenalty: number;
      monthlyPremium: number;
    };
    partD: { months: number; percent: number; baseBeneficiaryPremium: number; monthlyPenalty: number };
  };
}

const isoOf = (date: DateInput): IsoDate => formatIsoDate(toCalendarDate(date));

/** The Annual Enrollment Period in progress on `today`, or the next one (from December 8, next year's). */
export function nextAnnualEnrollmentPeriod(today: DateInput): AnnualEnrollmentPeriod {
  return annualEnrollmentPeriod(seasonOn(today).aepYear);
}

/** The Medicare Advantage Open Enrollment Period in progress on `today`, or the next one (from April 1, next year's). */
export function nextMaOpenEnrollment(today: DateInput): MaOpenEnrollmentPeriod {
  return maOpenEnrollment(seasonOn(today).maOepYear);
}

/**
 * The first General Enrollment Period with a month after an IEP ending on `iepEnd`: the same year when the IEP ends
 * in January or February, otherwise the next year; never one that has ended by `today`, nor one before 2023.
 */
export function generalEnrollmentPeriodAfter(iepEnd: DateInput, today: DateInput): GeneralEnrollmentPeriod {
  const end = toCalendarDate(iepEnd);
  const day = toCalendarDate(today);
  const afterIep = end.month < 3 ? end.year : end.year + 1;
  const notOver = day.month <= 3 ? day.year : day.year + 1;
  return generalEnrollmentPeriod(Math.max(afterIep, notOver, firstModelledGeneralEnrollmentYear));
}

const isOpen = (window: { start: IsoDate; end: IsoDate }, today: IsoDate) =>
  today >= window.start && today <= window.end;

/**
 * Every Medicare date that follows from a date of birth, seen from `today`: the Initial Enrollment Period
 * (born-on-the-1st rule applied), Part B start for a sign-up in each of its months, Medigap open enrollment, the next
 * General Enrollment Period, the next AEP and MA Open Enrollment (open or not), and worked late-penalty examples.
 * Throws a RangeError for a date that does not exist.
 */
export function enrollmentTimeline(
  birthDate: DateInput,
  { today, figures, example = defaultTimelinePenaltyExample }: EnrollmentTimelineOptions,
): EnrollmentTimelineResult {
  const born = toCalendarDate(birthDate);
  const day = isoOf(today);
  const period = initialEnrollmentPeriod(born);
  const birthdayIndex = period.months.findIndex(
    (month) => month.year === period.birthdayMonth.year && month.month === period.birthdayMonth.month,
  );
  const medigap = medigapOpenEnrollment(period.partAStart, born);
  const gep = generalEnrollmentPeriodAfter(period.end, day);
  const aep = nextAnnualEnrollmentPeriod(day);
  const maOep = nextMaOpenEnrollment(day);
  const partBPenalty = partBLatePenalty({
    monthsWithoutCoverage: example.partBMonthsLate,
    standardPremium: figures.partBStandardPremium,
  });
  const partDPenalty = partDLatePenalty({
    uncoveredMonths: example.partDMonthsWithout,
    baseBeneficiaryPremium: figures.partDBaseBeneficiaryPremium,
  });

  return {
    birthDate: born,
    bornOnFirst: born.day === 1,
    iep: {
      start: period.start,
      end: period.end,
      months: period.months.map((month, index) => ({ month, birthdayMonth: index === birthdayIndex })),
      birthdayMonth: period.birthdayMonth,
      attainsAge65On: period.attainsAge65On,
      partAStart: period.partAStart,
      earliestStartDeadline: formatIsoDate(lastDayOfMonth(period.months[2]!)),
      passed: period.end < day,
    },
    partB: period.months.map((signUp) => {
      const result = partBStartDate(born, signUp);
      return result.ok
        ? { signUp, start: result.start, message: null }
        : { signUp, start: null, message: result.message };
    }),
    medigap: {
      partBStart: period.partAStart,
      start: medigap.start,
      end: medigap.end,
      passed: medigap.end < day,
    },
    gep: { start: gep.start, end: gep.end },
    aep: {
      start: aep.start,
      end: aep.end,
      coverageStart: aep.coverageStart,
      planYear: aep.planYear,
      open: isOpen(aep, day),
    },
    maOep: { start: maOep.start, end: maOep.end, planYear: maOep.planYear, open: isOpen(maOep, day) },
    penalties: {
      year: figures.year,
      partB: {
        months: example.partBMonthsLate,
        fullYears: partBPenalty.fullYears,
        percent: partBPenalty.percent,
        standardPremium: figures.partBStandardPremium,
        monthlyPenalty: partBPenalty.monthlyPenalty,
        monthlyPremium: partBPenalty.monthlyPremium,
      },
      partD: {
        months: example.partDMonthsWithout,
        percent: partDPenalty.percent,
        baseBeneficiaryPremium: figures.partDBaseBeneficiaryPremium,
        monthlyPenalty: partDPenalty.monthlyPenalty,
      },
    },
  };
}
