import { z } from 'zod';

/**
 * The enrollment-cycle setting. By default the site follows the calendar: the season (AEP year, plan year, Medicare
 * Advantage Open Enrollment, coverage year) is read from the build date, `SITE_BUILD_DATE` or today in `timeZone`
 * (src/season.ts, rules/season.ts). An agency may pin `aepYear`; a pin whose AEP has ended fails the build.
 */
export const cycleSchema = z.strictObject({
  /**
   * Optional pin: the year of the Annual Enrollment Period to speak of, e.g. 2027 to show next autumn's AEP early.
   * Leave it out to follow the calendar.
   */
  aepYear: z.number().int().min(2024).max(2100).optional(),
  /** The agency's time zone: "today" is the date there when SITE_BUILD_DATE is not set. */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as America/Chicago'),
});

export type Cycle = z.output<typeof cycleSchema>;
