import type { z } from 'zod';
import type { cycleSchema } from './schema';

/**
 * The site follows the calendar: every dated label ('AEP {aepYear}', 'October 15 - December 7, {aepYear}',
 * 'Medicare Open Enrollment {coverageYear}', 'Enrollment deadlines for {coverageYear}-{coverageYearNext}') is filled
 * from the season of the build date. On the seed's date (autumn 2025) that gives the spec's own strings: 'AEP 2025',
 * 'October 15 - December 7, 2025', 'Medicare Open Enrollment 2026', 'Enrollment deadlines for 2026-2027'.
 * To pin the season, add `aepYear` (see schema.ts); the build fails once a pinned AEP has ended.
 */
export const cycleData: z.input<typeof cycleSchema> = { timeZone: 'America/Chicago' };
