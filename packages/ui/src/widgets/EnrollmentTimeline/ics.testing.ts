// A small, strict iCalendar reader for tests and stories: it fails on anything RFC 5545 would reject in the files
// toIcs writes (bare line feeds, lines over 75 octets, unbalanced BEGIN/END, missing or malformed properties).
import { icsMaxLineOctets } from './ics';

export interface ParsedIcs {
  /** Properties of the VCALENDAR itself (VERSION, PRODID, ...). */
  properties: Record<string, string>;
  /** Each VEVENT's properties, TEXT values unescaped; DTSTART/DTEND keep only the value. */
  events: Array<Record<string, string>>;
}

const encoder = new TextEncoder();

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_whole, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

export function parseIcs(text: string): ParsedIcs {
  if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  physical.forEach((line, index) => {
    if (/[\r\n]/.test(line)) throw new Error(`line ${index + 1}: a bare CR or LF`);
    const octets = encoder.encode(line).length;
    if (octets > icsMaxLineOctets) throw new Error(`line ${index + 1}: ${octets} octets, more than 75`);
    if (line === '') throw new Error(`line ${index + 1}: empty`);
  });
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('a continuation line before any content line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }

  const stack: string[] = [];
  const properties: Record<string, string> = {};
  const events: Array<Record<string, string>> = [];
  let event: Record<string, string> | null = null;
  for (const line of logical) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=[^;:]+)*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') event = {};
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close the open component`);
      if (value === 'VEVENT' && event) {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY'])
          if (!(required in event)) throw new Error(`a VEVENT without ${required}`);
        if (!/^\d{8}T\d{6}Z$/.test(event.DTSTAMP!))
          throw new Error(`DTSTAMP ${event.DTSTAMP} is not a UTC date-time`);
        if (!(event.DTEND! > event.DTSTART!)) throw new Error('DTEND must be after DTSTART');
        events.push(event);
        event = null;
      }
      continue;
    }
    if (stack.length === 0) throw new Error(`${name} outside VCALENDAR`);
    if (name === 'DTSTART' || name === 'DTEND') {
      if (params !== ';VALUE=DATE' || !/^\d{8}$/.test(value))
        throw new Error(`${name} must be an all-day DATE: ${line}`);
    }
    const target = event ?? properties;
    target[name] =
      name === 'SUMMARY' || name === 'DESCRIPTION' || name.startsWith('X-') ? unescapeText(value) : value;
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(', ')}`);
  if (properties.VERSION !== '2.0' || !properties.PRODID)
    throw new Error('VCALENDAR needs VERSION:2.0 and PRODID');
  return { properties, events };
}
