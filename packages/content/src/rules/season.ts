// The enrollment season a page speaks of, from the day it is built (shared/PRODUCT.md decision 5). Pure: the day is
// an argument, never the clock, so a table of build dates can test every turn of the year.
//
// The year as a visitor lives it:
// - The Annual Enrollment Period (AEP, October 15 - December 7) shown is the one in progress, or the next one. From
//   December 8 the site speaks of next autumn's AEP; a closed AEP is never shown as current.
// - The plan year is the one that AEP chooses (coverage from January 1 of the next year).
// - Medicare Advantage Open Enrollment (January 1 - March 31) shown is the one in progress, or the next one.
// - The coverage year is the plan year a visitor is choosing or can still change: from April 1 to December 7 the
//   one the coming or open AEP chooses; from December 8 to March 31 the one that starts (or started) on January 1,
//   which Medicare Advantage Open Enrollment can still change.
// - The phase names which of the four parts of the year the day is in, so a heading can say what is open now:
//   the AEP (October 15 - December 7), the weeks after it (December 8 - 31: nothing open, new coverage starts
//   January 1), Medicare Advantage Open Enrollment (January 1 - March 31), and the months before the next AEP.
// - The figures year is the year whose Medicare amounts (premiums, deductibles, IRMAA) a visitor pays now or is
//   choosing for: from October 15, when the AEP chooses next year's coverage, next year's; before it, this year's.
//   A page shows that year's amounts, or says they are not in the figures yet (PRODUCT.md decision 16).
import { compareDates, formatIsoDate, toCalendarDate, type DateInput, type IsoDate } from './dates';

/** A dated window and whether it is open on the season's day or still to come. */
export interface SeasonWindow {
  start: IsoDate;
  end: IsoDate;
  status: 'open' | 'upcoming';
}

/** The four parts of the enrollment year (see the file comment). */
export const seasonPhases = ['aep-open', 'after-aep', 'ma-oep-open', 'before-aep'] as const;
export type SeasonPhase = (typeof seasonPhases)[number];

export interface Season {
  /** The day the season is read on (the site's build date). */
  date: IsoDate;
  /** Year of the AEP in progress or the next one. */
  aepYear: number;
  /** The plan year that AEP chooses: `aepYear + 1`. */
  planYear: number;
  /** The year after the plan year. */
  nextPlanYear: number;
  /** October 15 - December 7 of `aepYear`. */
  aep: SeasonWindow;
  /** January 1 of `planYear`, when coverage chosen in the AEP starts. */
  coverageStart: IsoDate;
  /** Year of the Medicare Advantage Open Enrollment in progress or the next one. */
  maOepYear: number;
  /** January 1 - March 31 of `maOepYear`. */
  maOep: SeasonWindow;
  /** The plan year a visitor is choosing or can still change (see the file comment). */
  coverageYear: number;
  /** Which part of the enrollment year the day is in (see the file comment). */
  phase: SeasonPhase;
  /** The year whose Medicare amounts a visitor pays now or is choosing for (see the file comment). */
  figuresYear: number;
  /** True when the content pins the AEP year instead of following the calendar. */
  pinned: boolean;
}

/** The AEP's first and last day in a year. */
export const aepDates = { start: { month: 10, day: 15 }, end: { month: 12, day: 7 } } as const;
/** Medicare Advantage Open Enrollment's first and last day in a year. */
export const maOepDates = { start: { month: 1, day: 1 }, end: { month: 3, day: 31 } } as const;

/** A pinned season that presents an ended period as current. */
export class StaleSeasonError extends Error {
  override name = 'StaleSeasonError';
}

function windowIn(
  year: number,
  dates: { start: { month: number; day: number }; end: { month: number; day: number } },
  on: IsoDate,
): SeasonWindow {
  const start = formatIsoDate({ year, ...dates.start });
  return { start, end: formatIsoDate({ year, ...dates.end }), status: on >= start ? 'open' : 'upcoming' };
}

/**
 * The season on a day. `pin.aepYear` (content's cycle setting) fixes the AEP instead of the calendar; a pin whose
 * AEP has ended by that day throws a StaleSeasonError naming the setting and the day.
 */
export function seasonOn(dateInput: DateInput, pin: { aepYear?: number | undefined } = {}): Season {
  const date = toCalendarDate(dateInput);
  const iso = formatIsoDate(date);
  const aepEndThisYear = { year: date.year, ...aepDates.end };
  const afterAep = compareDates(date, aepEndThisYear) > 0;
  const calendarAepYear = afterAep ? date.year + 1 : date.year;
  if (pin.aepYear !== undefined && pin.aepYear < calendarAepYear) {
    const end = formatIsoDate({ year: pin.aepYear, ...aepDates.end });
    throw new StaleSeasonError(
      `The content setting cycle.aepYear is pinned to ${pin.aepYear}, whose Annual Enrollment Period ended on ${end}, ` +
        `before the build date ${iso} (SITE_BUILD_DATE, default today). Remove the pin to follow the calendar ` +
        `(AEP ${calendarAepYear}), or set it to ${calendarAepYear} or later, in packages/content/src/collections/cycle/cycle.data.ts.`,
    );
  }
  const aepYear = pin.aepYear ?? calendarAepYear;
  const inMaOep = date.month <= maOepDates.end.month;
  const maOepYear = inMaOep ? date.year : date.year + 1;
  const coverageYear = inMaOep || afterAep ? maOepYear : date.year + 1;
  const aepOpenThisYear = compareDates(date, { year: date.year, ...aepDates.start }) >= 0;
  // A pin to a later AEP shows that one as upcoming, so the day is "before" it even in this year's AEP.
  const phase: SeasonPhase = afterAep
    ? 'after-aep'
    : aepOpenThisYear
      ? aepYear === date.year
        ? 'aep-open'
        : 'before-aep'
      : inMaOep
        ? 'ma-oep-open'
        : 'before-aep';
  return {
    date: iso,
    aepYear,
    planYear: aepYear + 1,
    nextPlanYear: aepYear + 2,
    aep: windowIn(aepYear, aepDates, iso),
    coverageStart: formatIsoDate({ year: aepYear + 1, month: 1, day: 1 }),
    maOepYear,
    maOep: windowIn(maOepYear, maOepDates, iso),
    coverageYear,
    phase,
    figuresYear: aepOpenThisYear ? date.year + 1 : date.year,
    pinned: pin.aepYear !== undefined,
  };
}
