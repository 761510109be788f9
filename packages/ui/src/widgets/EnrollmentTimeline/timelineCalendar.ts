// The timeline's "Add to my calendar": the events of a result (its windows' first and last days, from today on) and
// the download of the .ics file that `ics.ts` writes from them.
import type { EnrollmentTimelineResult } from '@agency/content';
import type { EnrollmentTimelineCopy } from './EnrollmentTimeline';
import { fillCopy } from './enrollmentTimelineModel';
import type { IcsEvent } from './ics';

type CalendarCopy = EnrollmentTimelineCopy['calendar'];

/**
 * The calendar events of a result, from today on (past dates are left out), by date. With employer coverage, the
 * Medigap and General Enrollment events are left out.
 */
export function timelineCalendarEvents(
  result: EnrollmentTimelineResult,
  employer: boolean,
  copy: CalendarCopy,
  long: (iso: string) => string,
  uidSuffix: string,
  today: string,
): IcsEvent[] {
  const { iep, medigap, gep, aep, maOep } = result;
  const iepValues = { start: long(iep.start), end: long(iep.end), partBStart: long(iep.partAStart) };
  const event = (
    key: keyof Omit<CalendarCopy, 'name'>,
    date: string,
    values: Record<string, string | number>,
  ): IcsEvent => ({
    uid: `${key}-${date}-${uidSuffix}`,
    date,
    summary: fillCopy(copy[key].summary, values),
    description: fillCopy(copy[key].description, values),
  });
  const medigapValues = {
    start: long(medigap.start),
    end: long(medigap.end),
    partBStart: long(medigap.partBStart),
  };
  const gepValues = { start: long(gep.start), end: long(gep.end) };
  const aepValues = {
    start: long(aep.start),
    end: long(aep.end),
    coverageStart: long(aep.coverageStart),
    planYear: aep.planYear,
  };
  const maOepValues = { start: long(maOep.start), end: long(maOep.end), planYear: maOep.planYear };
  const events = [
    event('iepStart', iep.start, iepValues),
    event('earliestStartDeadline', iep.earliestStartDeadline, iepValues),
    event('iepEnd', iep.end, iepValues),
    ...(employer
      ? []
      : [
          event('medigapStart', medigap.start, medigapValues),
          event('medigapEnd', medigap.end, medigapValues),
          event('gepStart', gep.start, gepValues),
          event('gepEnd', gep.end, gepValues),
        ]),
    event('aepStart', aep.start, aepValues),
    event('aepEnd', aep.end, aepValues),
    event('maOepStart', maOep.start, maOepValues),
    event('maOepEnd', maOep.end, maOepValues),
  ];
  return events.filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** Hands a text to the browser as a file download (the link is clicked, then removed; the blob freed a second later). */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
