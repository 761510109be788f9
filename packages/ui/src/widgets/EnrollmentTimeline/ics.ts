// A minimal RFC 5545 (iCalendar) writer for all-day events: enough for "Add to calendar" on the timeline.
// Pure: the DTSTAMP clock is an option, so tests are deterministic.

/** One all-day event. Dates are ISO calendar dates ("2026-03-01"), never Date objects. */
export interface IcsEvent {
  /** Globally unique and stable for the same event, e.g. "iep-start-1961-06-15@timeline.example.com". */
  uid: string;
  /** The (first) day of the event, "YYYY-MM-DD". */
  date: string;
  /** The last day, inclusive, for an event over several days; a one-day event when omitted. */
  lastDate?: string;
  /** Title shown in the calendar. */
  summary: string;
  /** Longer text shown with the event. */
  description?: string;
}

export interface IcsOptions {
  /** PRODID of the calendar, e.g. "-//Sunrise Medicare Advisors//Medicare timeline//EN". */
  prodId: string;
  /** When the file is made (DTSTAMP); defaults to now. */
  now?: Date;
  /** Optional calendar name (X-WR-CALNAME), shown by some apps when importing. */
  calendarName?: string;
}

/** Longest line in octets before folding (RFC 5545 §3.1), CRLF not counted. */
export const icsMaxLineOctets = 75;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(iso: string): [number, number, number] {
  const match = isoDatePattern.exec(iso);
  if (!match) throw new RangeError(`Invalid date "${iso}": expected YYYY-MM-DD.`);
  const parts: [number, number, number] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  if (
    check.getUTCFullYear() !== parts[0] ||
    check.getUTCMonth() !== parts[1] - 1 ||
    check.getUTCDate() !== parts[2]
  )
    throw new RangeError(`Invalid date "${iso}": no such day.`);
  return parts;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "2026-03-01" → "20260301" (a DATE value). */
function icsDate(iso: string): string {
  const [year, month, day] = dateParts(iso);
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

/** The day after an ISO date, as a DATE value: DTEND of an all-day event is exclusive. UTC arithmetic only. */
function icsDayAfter(iso: string): string {
  const [year, month, day] = dateParts(iso);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${pad(next.getUTCFullYear(), 4)}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** A DATE-TIME in UTC: "20261121T093000Z". */
function icsTimestamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line into physical lines of at most 75 octets (RFC 5545 §3.1): each continuation starts with one
 * space, which counts toward its line. Never splits a UTF-8 character.
 */
export function foldIcsLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > icsMaxLineOctets) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/**
 * An iCalendar file of all-day events: CRLF line endings, folded lines, VALUE=DATE starts with exclusive ends,
 * UID, DTSTAMP, SUMMARY and DESCRIPTION. Throws a RangeError for a date that does not exist.
 */
export function toIcs(
  events: ReadonlyArray<IcsEvent>,
  { prodId, now = new Date(), calendarName }: IcsOptions,
): string {
  const stamp = icsTimestamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (calendarName) lines.push(`X-WR-CALNAME:${escapeIcsText(calendarName)}`);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDayAfter(event.lastDate ?? event.date)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    // An all-day reminder does not make the visitor look busy.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.flatMap(foldIcsLine).join('\r\n')}\r\n`;
}
