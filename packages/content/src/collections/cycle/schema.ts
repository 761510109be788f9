import { z } from 'zod';

/**
 * The one enrollment-cycle setting. Every dated label on the site is a template using {aepYear}, {planYear}
 * (aepYear + 1) or {nextPlanYear} (aepYear + 2), filled from here; next October is a one-line change.
 */
export const cycleSchema = z.object({
  /** Year of the Annual Enrollment Period, e.g. 2025 for October 15 - December 7, 2025 (coverage from 2026). */
  aepYear: z.number().int().min(2024).max(2100),
});

export type Cycle = z.output<typeof cycleSchema>;
