// What the EnrollmentTimeline computes, apart from React: reading the date-of-birth fields, the share-URL query, and
// the result built from the Medicare rules. The rules are injected (the `rules` prop): @agency/ui never imports
// @agency/content at run time, and content's functions match these shapes structurally.

/** A calendar month: `month` runs 1 (January) to 12. */
export interface TimelineMonth {
  year: number;
  month: number;
}

/** A calendar day, no time zone. */
export interface TimelineDate extends TimelineMonth {
  day: number;
}

/**
 * The rules and date helpers the timeline calls: pass the functions of @agency/content of the same names
 * (`initialEnrollmentPeriod`, `partBStartDate`, ..., `monthNames`). Dates are ISO strings ("2026-03-01").
 */
export interface EnrollmentTimelineRules {
  /** The 7-month Initial Enrollment Period, born-on-the-1st rule applied. */
  initialEnrollmentPeriod(birthDate: string): {
    start: string;
    end: string;
    months: ReadonlyArray<TimelineMonth>;
    attainsAge65On: string;
    birthdayMonth: TimelineMonth;
    partAStart: string;
  };
  /** When Part B starts for a sign-up in a month of the Initial Enrollment Period. */
  partBStartDate(
    birthDate: string,
    signUp: TimelineMonth,
  ): { ok: true; start: string } | { ok: false; message: string };
  /** The 6-month Medigap open enrollment window for a Part B start. */
  medigapOpenEnrollment(partBStart: string, birthDate: string): { start: string; end: string };
  /** January 1 - March 31 of a year. */
  generalEnrollmentPeriod(year: number): { start: string; end: string };
  /** October 15 - December 7 of a year, coverage January 1. */
  annualEnrollmentPeriod(aepYear: number): {
    start: string;
    end: string;
    coverageStart: string;
    planYear: number;
  };
  /** January 1 - March 31 of a plan year. */
  maOpenEnrollment(planYear: number): { start: string; end: string; planYear: number };
  /** The Part B late penalty. */
  partBLatePenalty(input: { monthsWithoutCoverage: number; standardPremium: number }): {
    fullYears: number;
    percent: number;
    monthlyPenalty: number;
    monthlyPremium: number;
  };
  /** The Part D late penalty. */
  partDLatePenalty(input: { uncoveredMonths: number; baseBeneficiaryPremium: number }): {
    percent: number;
    monthlyPenalty: number;
  };
  /** Days in a month (28-31). */
  daysInMonth(year: number, month: number): number;
  /** "1961-06-15" → { year, month, day }. */
  parseIsoDate(iso: string): TimelineDate;
  /** "June 15, 1961". */
  formatLongDate(date: TimelineDate): string;
  /** "June 2026". */
  formatMonthYear(month: TimelineMonth): string;
  /** January ... December, to read a month typed as a word. */
  monthNames: ReadonlyArray<string>;
}

/** The year's figures used by the worked penalty examples. */
export interface EnrollmentTimelineFigures {
  /** The year the figures are for, named in the examples, e.g. 2026. */
  year: number;
  /** Standard Part B premium of that year, e.g. 202.9. */
  partBStandardPremium: number;
  /** Part D national base beneficiary premium of that year, e.g. 38.99. */
  partDBaseBeneficiaryPremium: number;
}

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

/**
 * Checks the three fields: each present and well formed, then the date as a whole (a day that exists, not in the
 * future, not older than `maxAge` on `today`). Every problem names the field to fix.
 */
export function validateBirthDate(
  fields: DateFields,
  { today, maxAge, rules }: { today: string; maxAge: number; rules: EnrollmentTimelineRules },
): DateValidation {
  const errors: DateError[] = [];
  const month = fields.month.trim();
  const day = fields.day.trim();
  const year = fields.year.trim();

  let monthNumber: number | null = null;
  if (month === '') errors.push({ field: 'month', kind: 'monthMissing', values: {} });
  else {
    monthNumber = readMonth(month, rules.monthNames);
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

  const days = rules.daysInMonth(yearNumber, monthNumber);
  if (dayNumber > days) {
    const monthName = rules.monthNames[monthNumber - 1] ?? String(monthNumber);
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

// Result ------------------------------------------------------------------------------------------------------------

export interface TimelineResult {
  birthDate: TimelineDate;
  employer: boolean;
  /** Born on the 1st: every date moves one month earlier, and the page says why. */
  bornOnFirst: boolean;
  iep: {
    start: string;
    end: string;
    /** The seven months; `birthdayMonth` marks the month the person attains 65. */
    months: ReadonlyArray<{ month: TimelineMonth; birthdayMonth: boolean }>;
    birthdayMonth: TimelineMonth;
    attainsAge65On: string;
    partAStart: string;
    /** The last day to sign up for Part B to start with Part A (end of the third month). */
    earliestStartDeadline: string;
    /** The IEP ended before `today`. */
    passed: boolean;
  };
  /** Part B start for a sign-up in each IEP month; `start` is null where the rules say why not. */
  partB: ReadonlyArray<{ signUp: TimelineMonth; start: string | null; message: string | null }>;
  /** Medigap open enrollment with the earliest Part B start. */
  medigap: { partBStart: string; start: string; end: string; passed: boolean };
  /** The next General Enrollment Period after the IEP (and not before today). */
  gep: { start: string; end: string };
  /** The next Annual Enrollment Period from today. */
  aep: { start: string; end: string; coverageStart: string; planYear: number; open: boolean };
  /** The next Medicare Advantage Open Enrollment Period from today. */
  maOep: { start: string; end: string; planYear: number; open: boolean };
  penalties: {
    partB: {
      months: number;
      fullYears: number;
      percent: number;
      monthlyPenalty: number;
      monthlyPremium: number;
    };
    partD: { months: number; percent: number; monthlyPenalty: number };
  };
}

/** Months of the worked penalty examples. */
export interface PenaltyExample {
  /** Months without Part B after the IEP (24: two full years, +20%). */
  partBMonthsLate: number;
  /** Months without Part D or creditable drug coverage (20: +20% of the base premium). */
  partDMonthsWithout: number;
}

export const defaultPenaltyExample: PenaltyExample = { partBMonthsLate: 24, partDMonthsWithout: 20 };

/** Builds everything the result shows from a checked input. `today` is an ISO date. */
export function buildTimeline(
  input: EnrollmentTimelineInput,
  {
    rules,
    today,
    figures,
    example = defaultPenaltyExample,
  }: {
    rules: EnrollmentTimelineRules;
    today: string;
    figures: EnrollmentTimelineFigures;
    example?: PenaltyExample;
  },
): TimelineResult {
  const birthDate = rules.parseIsoDate(input.birthDate);
  const period = rules.initialEnrollmentPeriod(input.birthDate);
  const birthdayIndex = period.months.findIndex(
    (month) => month.year === period.birthdayMonth.year && month.month === period.birthdayMonth.month,
  );
  const thirdMonth = period.months[2]!;
  const earliestStartDeadline = `${pad(thirdMonth.year, 4)}-${pad(thirdMonth.month)}-${pad(
    rules.daysInMonth(thirdMonth.year, thirdMonth.month),
  )}`;

  const partB = period.months.map((signUp) => {
    const result = rules.partBStartDate(input.birthDate, signUp);
    return result.ok
      ? { signUp, start: result.start, message: null }
      : { signUp, start: null, message: result.message };
  });

  const medigap = rules.medigapOpenEnrollment(period.partAStart, input.birthDate);

  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const iepEnd = rules.parseIsoDate(period.end);
  // The first General Enrollment Period with a month after the IEP: the same year when the IEP ends in January or
  // February, otherwise the next year; never one that is already over.
  const gepAfterIep = iepEnd.month < 3 ? iepEnd.year : iepEnd.year + 1;
  const nextGep = todayMonth <= 3 ? todayYear : todayYear + 1;
  const gep = rules.generalEnrollmentPeriod(Math.max(gepAfterIep, nextGep, 2023));

  const aepThisYear = rules.annualEnrollmentPeriod(todayYear);
  const aep = today <= aepThisYear.end ? aepThisYear : rules.annualEnrollmentPeriod(todayYear + 1);
  const oepThisYear = rules.maOpenEnrollment(todayYear);
  const maOep = today <= oepThisYear.end ? oepThisYear : rules.maOpenEnrollment(todayYear + 1);

  const partBPenalty = rules.partBLatePenalty({
    monthsWithoutCoverage: example.partBMonthsLate,
    standardPremium: figures.partBStandardPremium,
  });
  const partDPenalty = rules.partDLatePenalty({
    uncoveredMonths: example.partDMonthsWithout,
    baseBeneficiaryPremium: figures.partDBaseBeneficiaryPremium,
  });

  return {
    birthDate,
    employer: input.employer,
    bornOnFirst: birthDate.day === 1,
    iep: {
      start: period.start,
      end: period.end,
      months: period.months.map((month, index) => ({ month, birthdayMonth: index === birthdayIndex })),
      birthdayMonth: period.birthdayMonth,
      attainsAge65On: period.attainsAge65On,
      partAStart: period.partAStart,
      earliestStartDeadline,
      passed: period.end < today,
    },
    partB,
    medigap: {
      partBStart: period.partAStart,
      start: medigap.start,
      end: medigap.end,
      passed: medigap.end < today,
    },
    gep: { start: gep.start, end: gep.end },
    aep: {
      start: aep.start,
      end: aep.end,
      coverageStart: aep.coverageStart,
      planYear: aep.planYear,
      open: today >= aep.start && today <= aep.end,
    },
    maOep: {
      start: maOep.start,
      end: maOep.end,
      planYear: maOep.planYear,
      open: today >= maOep.start && today <= maOep.end,
    },
    penalties: {
      partB: { months: example.partBMonthsLate, ...partBPenalty },
      partD: { months: example.partDMonthsWithout, ...partDPenalty },
    },
  };
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
