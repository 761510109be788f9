import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, toIcs, type IcsEvent } from './ics';
import { parseIcs } from './ics.testing';

const now = new Date(Date.UTC(2026, 10, 21, 9, 5, 3));
const prodId = '-//Sunrise Medicare Advisors//Medicare timeline//EN';
const octets = (line: string) => new TextEncoder().encode(line).length;

const events: IcsEvent[] = [
  {
    uid: 'iep-start-1961-06-15@timeline.example.com',
    date: '2026-03-01',
    summary: 'Medicare sign-up window opens',
    description: 'Your Initial Enrollment Period runs from March 1, 2026 to September 30, 2026.',
  },
  {
    uid: 'aep-2026@timeline.example.com',
    date: '2026-10-15',
    lastDate: '2026-12-07',
    summary: 'Annual Enrollment; review plans, compare costs',
  },
];

describe('toIcs', () => {
  it('should write a calendar of all-day events with CRLF line endings', () => {
    const ics = toIcs(events, { prodId, now });
    expect(ics.split('\r\n').slice(0, 14)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${prodId}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:iep-start-1961-06-15@timeline.example.com',
      'DTSTAMP:20261121T090503Z',
      'DTSTART;VALUE=DATE:20260301',
      'DTEND;VALUE=DATE:20260302',
      'SUMMARY:Medicare sign-up window opens',
      'DESCRIPTION:Your Initial Enrollment Period runs from March 1\\, 2026 to Sept',
      ' ember 30\\, 2026.',
      'TRANSP:TRANSPARENT',
    ]);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('should parse back to the same events', () => {
    const calendar = parseIcs(toIcs(events, { prodId, now, calendarName: 'My Medicare dates' }));
    expect(calendar.properties).toMatchObject({
      VERSION: '2.0',
      PRODID: prodId,
      'X-WR-CALNAME': 'My Medicare dates',
    });
    expect(calendar.events).toEqual([
      {
        UID: events[0]!.uid,
        DTSTAMP: '20261121T090503Z',
        DTSTART: '20260301',
        DTEND: '20260302',
        SUMMARY: events[0]!.summary,
        DESCRIPTION: events[0]!.description,
        TRANSP: 'TRANSPARENT',
      },
      {
        UID: events[1]!.uid,
        DTSTAMP: '20261121T090503Z',
        DTSTART: '20261015',
        DTEND: '20261208',
        SUMMARY: events[1]!.summary,
        TRANSP: 'TRANSPARENT',
      },
    ]);
  });

  it.each([
    ['2026-12-31', '20270101'],
    ['2027-02-28', '20270301'],
    ['2028-02-28', '20280229'],
    ['2028-02-29', '20280301'],
    ['2026-09-30', '20261001'],
  ])('should end an event on %s the next day (exclusive DTEND %s)', (date, end) => {
    const [event] = parseIcs(
      toIcs([{ uid: 'x@example.com', date, summary: 'Deadline' }], { prodId, now }),
    ).events;
    expect(event!.DTEND).toBe(end);
  });

  it('should fold long lines at 75 octets without splitting a character', () => {
    const summary = `Last day – ${'Medicare’s sign-up window ✓ '.repeat(8)}`;
    const ics = toIcs(
      [{ uid: 'long@example.com', date: '2027-04-30', summary, description: 'A\nB; C, D\\E' }],
      {
        prodId,
        now,
      },
    );
    const lines = ics.slice(0, -2).split('\r\n');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    const [event] = parseIcs(ics).events;
    expect(event!.SUMMARY).toBe(summary);
    expect(event!.DESCRIPTION).toBe('A\nB; C, D\\E');
  });

  it('should escape TEXT values', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('should keep each folded piece within 75 octets, the continuation space included', () => {
    const pieces = foldIcsLine(`DESCRIPTION:${'é'.repeat(100)}`);
    expect(pieces.map(octets).every((size) => size <= 75)).toBe(true);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(
      `DESCRIPTION:${'é'.repeat(100)}`,
    );
  });

  it('should refuse a day that does not exist', () => {
    expect(() => toIcs([{ uid: 'x', date: '2027-02-29', summary: 'x' }], { prodId, now })).toThrow(
      RangeError,
    );
    expect(() => toIcs([{ uid: 'x', date: '03/01/2026', summary: 'x' }], { prodId, now })).toThrow(
      RangeError,
    );
  });
});

describe('parseIcs (the strict reader the tests rely on)', () => {
  const valid = toIcs(events, { prodId, now });
  it.each([
    ['a bare line feed', valid.replace('\r\nVERSION', '\nVERSION')],
    ['no final CRLF', valid.slice(0, -2)],
    [
      'a line over 75 octets',
      valid.replace('SUMMARY:Medicare sign-up window opens', `SUMMARY:${'x'.repeat(80)}`),
    ],
    ['an unclosed event', valid.replace('END:VEVENT\r\nBEGIN:VEVENT', 'BEGIN:VEVENT')],
    ['a timed start', valid.replace('DTSTART;VALUE=DATE:20260301', 'DTSTART:20260301T090000Z')],
    ['no UID', valid.replace('UID:iep-start-1961-06-15@timeline.example.com\r\n', '')],
  ])('should reject %s', (_label, text) => {
    expect(() => parseIcs(text)).toThrow();
  });
});
