// Office hours as a visitor reads them and as the callback form counts them: a reading such as "Mon-Fri 8:00 AM to
// 6:00 PM" read as days and minutes, and the agency's time zone (one field, `cycle.timeZone`) named the way people
// say it ("Central Time", "CT"). Pure, no clock: the callback form works out the next call window in the browser.

/** ISO weekday numbers (Monday 1 ... Sunday 7), keyed by the first two letters of a day's name. */
const dayNumbers: Record<string, number> = { mo: 1, tu: 2, we: 3, th: 4, fr: 5, sa: 6, su: 7 };

/** A reading read as days and 24-hour times: `days` "1-5", `opens` "08:00", `closes` "18:00". */
export interface ReadOfficeHours {
  days: string;
  opens: string;
  closes: string;
}

/** Reads "Mon-Fri 8:00 AM to 6:00 PM", "Mon-Fri 8AM-6PM EST" or "Mo-Fr 09:00-17:00" as days and 24-hour times. */
export function readOfficeHours(text: string): ReadOfficeHours | null {
  const days = text.match(/\b(mo|tu|we|th|fr|sa|su)[a-z]*\s*-\s*(mo|tu|we|th|fr|sa|su)[a-z]*/i);
  const times = [...text.matchAll(/(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/gi)].filter((m) => m[2] || m[3]);
  if (!days || times.length < 2) return null;
  const toTime = (m: RegExpMatchArray) => {
    let hour = Number(m[1]);
    const meridiem = m[3]?.toLowerCase();
    if (meridiem === 'pm' && hour < 12) hour += 12;
    if (meridiem === 'am' && hour === 12) hour = 0;
    return `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`;
  };
  return {
    days: `${dayNumbers[days[1]!.toLowerCase()]}-${dayNumbers[days[2]!.toLowerCase()]}`,
    opens: toTime(times[0]!),
    closes: toTime(times[1]!),
  };
}

/** Words that name a time zone; a reading in the brand record must not carry one (the zone is given once). */
export const zoneWordPattern = /\b(?:[ECMPH]|AK)[SD]?T\b|\bUTC\b|\bGMT\b|\btime\b/i;

/** A time zone as people say it: "Central Time" (long) and "CT" (short), read from its IANA name. */
export function timeZoneNames(timeZone: string): { long: string; short: string } {
  const name = (style: 'longGeneric' | 'shortGeneric') =>
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
      .formatToParts(new Date(Date.UTC(2026, 0, 15, 12)))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return { long: name('longGeneric'), short: name('shortGeneric') };
}

/** A moment of the day: minutes after midnight, and how the site writes it ("8:00 AM", or "8 AM" where room is short). */
export interface DayTime {
  minutes: number;
  label: string;
  short: string;
}

/** When the office takes and makes calls, for the callback form's best times and its "we will call you ..." line. */
export interface CallHours {
  /** The contact section's reading with its time zone: "Mon-Fri 8:00 AM to 6:00 PM Central Time". */
  reading: string;
  /** The days as the reading says them: "Mon-Fri". */
  daysReading: string;
  /** The agency's IANA time zone ("America/Chicago"). */
  timeZone: string;
  /** The zone as people say it: "Central Time". */
  zone: string;
  /** ISO weekdays the office is open (Monday 1 ... Sunday 7). */
  days: number[];
  opens: DayTime;
  /** Where the morning ends and the afternoon starts. */
  noon: DayTime;
  closes: DayTime;
}

/** "08:00" as minutes and as "8:00 AM". */
function dayTime(time: string): DayTime {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return {
    minutes: hours * 60 + minutes,
    label: `${hour12}:${String(minutes).padStart(2, '0')} ${meridiem}`,
    short:
      minutes === 0 ? `${hour12} ${meridiem}` : `${hour12}:${String(minutes).padStart(2, '0')} ${meridiem}`,
  };
}

/**
 * The call hours of a reading ("Mon-Fri 8:00 AM to 6:00 PM") in a time zone. Throws when the reading cannot be read
 * (the brand schema refuses such a reading first, naming the field).
 */
export function callHoursOf(reading: string, timeZone: string): CallHours {
  const read = readOfficeHours(reading);
  if (!read) throw new Error(`Cannot read the office hours "${reading}" as days and times.`);
  const [first, last] = read.days.split('-').map(Number) as [number, number];
  const days: number[] = [];
  for (let day = first; days.length < 7; day = (day % 7) + 1) {
    days.push(day);
    if (day === last) break;
  }
  const zone = timeZoneNames(timeZone).long;
  return {
    reading: `${reading} ${zone}`,
    daysReading: reading.match(/^[^\d]*?(?=,?\s*\d)/)?.[0]?.trim() ?? reading,
    timeZone,
    zone,
    days,
    opens: dayTime(read.opens),
    noon: dayTime('12:00'),
    closes: dayTime(read.closes),
  };
}
