// When the callback comes, in words, for each best time at each moment of the office's week (Central Time).
import { getCallHours, getSections } from '@agency/content';
import { describe, expect, it } from 'vitest';
import { nextCallSlot, slotInWords, zonedClock } from './callbackSchedule';

const hours = getCallHours();
const copy = getSections().callback.received;
/** A moment given as Central Time wall-clock (November: UTC-6). */
const central = (iso: string) => new Date(`${iso}-06:00`);
const words = (iso: string, bestTime: 'morning' | 'afternoon' | 'anytime') =>
  slotInWords(nextCallSlot(central(iso), bestTime, hours), hours.zone, copy);

describe('nextCallSlot', () => {
  it('reads the office clock in the agency zone, whatever the visitor’s', () => {
    expect(zonedClock(new Date('2026-11-24T15:30:00Z'), 'America/Chicago')).toEqual({
      weekday: 2,
      minutes: 570,
    });
  });

  it('says today, before the window ends, inside office hours', () => {
    // Tuesday 10:00 AM.
    expect(words('2026-11-24T10:00', 'anytime')).toBe('today before 6:00 PM Central Time');
    expect(words('2026-11-24T10:00', 'morning')).toBe('today before 12:00 PM Central Time');
    expect(words('2026-11-24T10:00', 'afternoon')).toBe('today between 12:00 PM and 6:00 PM Central Time');
  });

  it('moves to the next window when too little of today’s is left', () => {
    // Tuesday 11:45 AM: fifteen minutes of morning left.
    expect(words('2026-11-24T11:45', 'morning')).toBe('tomorrow morning, from 8:00 AM Central Time');
  });

  it('says the next business morning after hours, and skips the weekend', () => {
    expect(words('2026-11-24T19:30', 'anytime')).toBe('tomorrow morning, from 8:00 AM Central Time');
    expect(words('2026-11-24T06:10', 'anytime')).toBe('today between 8:00 AM and 6:00 PM Central Time');
    // Friday evening and Saturday: Monday.
    expect(words('2026-11-27T18:30', 'anytime')).toBe('on Monday morning, from 8:00 AM Central Time');
    expect(words('2026-11-28T09:00', 'afternoon')).toBe(
      'on Monday afternoon, between 12:00 PM and 6:00 PM Central Time',
    );
  });
});
