// The season the site speaks of: the build date (SITE_BUILD_DATE, default today in the agency's time zone) read by
// the pure rule in rules/season.ts, with the agency's optional pin from the cycle collection.
import { cycleData } from './collections/cycle/cycle.data';
import { isIsoDate, type IsoDate } from './rules/dates';
import { seasonOn, type Season } from './rules/season';

declare const process: { env: Record<string, string | undefined> };

/** Today in a time zone, as "YYYY-MM-DD". */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return dayFormat(timeZone).format(now);
}

/** One date formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The build date: `SITE_BUILD_DATE` when set (a browser bundle gets it from the site's build, which writes it in),
 * else today in the agency's time zone. A malformed value throws, naming the variable.
 */
export function siteBuildDate(): IsoDate {
  let fromEnv: string | undefined;
  try {
    fromEnv = process.env.SITE_BUILD_DATE;
  } catch {
    // a browser bundle built without the date: today
  }
  if (fromEnv === undefined || fromEnv === '') return todayIn(cycleData.timeZone);
  if (!isIsoDate(fromEnv))
    throw new RangeError(`SITE_BUILD_DATE="${fromEnv}" is not a date: expected YYYY-MM-DD, e.g. 2026-11-24.`);
  return fromEnv;
}

/** The season of the build date (throws a StaleSeasonError when a pinned AEP has ended). */
export function currentSeason(): Season {
  return seasonOn(siteBuildDate(), cycleData);
}
