// Office hours read as days and times, and the agency's time zone in words.
import { describe, expect, it } from 'vitest';
import { callHoursOf, readOfficeHours, timeZoneNames, zoneWordPattern } from './office-hours';

describe('office hours', () => {
  it('reads the three readings of the spec as days and 24-hour times', () => {
    expect(readOfficeHours('Mon-Fri 8:00 AM to 6:00 PM')).toEqual({
      days: '1-5',
      opens: '08:00',
      closes: '18:00',
    });
    expect(readOfficeHours('Mon-Fri, 8AM-6PM')).toEqual({ days: '1-5', opens: '08:00', closes: '18:00' });
    expect(readOfficeHours('Mo-Fr 09:00-17:00')).toEqual({ days: '1-5', opens: '09:00', closes: '17:00' });
  });

  it('names a time zone the way people say it', () => {
    expect(timeZoneNames('America/Chicago')).toEqual({ long: 'Central Time', short: 'CT' });
    expect(timeZoneNames('America/New_York')).toEqual({ long: 'Eastern Time', short: 'ET' });
  });

  it('tells a reading that names a zone from one that does not', () => {
    for (const text of ['Mon-Fri 8AM-6PM EST', '8 to 6 Central Time', '9-5 CT', '8-6 PDT'])
      expect(text).toMatch(zoneWordPattern);
    for (const text of ['Mon-Fri 8:00 AM to 6:00 PM', 'Mon-Fri, 8AM-6PM'])
      expect(text).not.toMatch(zoneWordPattern);
  });

  it('counts the call hours of a reading in the agency zone', () => {
    expect(callHoursOf('Mon-Fri 8:00 AM to 6:00 PM', 'America/Chicago')).toEqual({
      reading: 'Mon-Fri 8:00 AM to 6:00 PM Central Time',
      daysReading: 'Mon-Fri',
      timeZone: 'America/Chicago',
      zone: 'Central Time',
      days: [1, 2, 3, 4, 5],
      opens: { minutes: 480, label: '8:00 AM', short: '8 AM' },
      noon: { minutes: 720, label: '12:00 PM', short: '12 PM' },
      closes: { minutes: 1080, label: '6:00 PM', short: '6 PM' },
    });
    const weekend = callHoursOf('Sat-Mon 9:30 AM to 1:00 PM', 'America/Chicago');
    expect(weekend.days).toEqual([6, 7, 1]);
    expect(weekend.opens.short).toBe('9:30 AM');
    expect(weekend.daysReading).toBe('Sat-Mon');
    expect(() => callHoursOf('mornings', 'America/Chicago')).toThrow(/Cannot read/);
  });
});
