// The events "Add to my calendar" puts in the .ics file, read straight from a result (the widget's test reads the
// file it downloads; this one covers employer coverage and the order of the events).
import { monthNames } from '@agency/content';
import { describe, expect, it } from 'vitest';
import { computeTimeline, enrollmentTimelineArgs, fixtureToday } from './EnrollmentTimeline.fixtures';
import { formatLongDate } from './enrollmentTimelineModel';
import { timelineCalendarEvents } from './timelineCalendar';

const long = (iso: string) => formatLongDate(iso, monthNames);
const calendarCopy = enrollmentTimelineArgs.copy.calendar;

function eventsFor(birthDate: string, employer: boolean, today = fixtureToday) {
  return timelineCalendarEvents(
    computeTimeline(birthDate, today),
    employer,
    calendarCopy,
    long,
    'x@y',
    today,
  );
}

describe('timelineCalendarEvents', () => {
  it('should give the dates still ahead, by date, each with a unique id', () => {
    const events = eventsFor('1962-01-02', false);
    expect(events.map((event) => event.date)).toEqual([...events.map((event) => event.date)].sort());
    expect(events.every((event) => event.date >= fixtureToday)).toBe(true);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.map((event) => event.uid)).toContain('medigapStart-2027-01-01-x@y');
  });

  it('should leave out the Medigap and General Enrollment events with employer coverage', () => {
    const withoutJob = eventsFor('1962-01-02', false).map((event) => event.uid.split('-')[0]);
    const withJob = eventsFor('1962-01-02', true).map((event) => event.uid.split('-')[0]);
    expect(withoutJob).toEqual(expect.arrayContaining(['medigapStart', 'medigapEnd', 'gepStart', 'gepEnd']));
    expect(withJob).toEqual(withoutJob.filter((key) => !/^(medigap|gep)/.test(key!)));
  });

  it('should fill the event texts with the dates in words', () => {
    const iepEnd = eventsFor('1962-01-02', false).find((event) => event.uid.startsWith('iepEnd-'))!;
    expect(iepEnd.date).toBe('2027-04-30');
    expect(iepEnd.summary).toBe('Last day of your Medicare sign-up window');
    expect(iepEnd.description).not.toMatch(/[{}]/);
  });
});
