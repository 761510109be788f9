import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/** Priority of a deadline card; 'high' cards show a PRIORITY badge (spec §9). */
export const deadlinePriorities = ['high', 'medium'] as const;

/**
 * One card of the home page section 'Enrollment deadlines for {coverageYear}-{coverageYearNext}' (spec §3 'Deadline
 * period: period, dates, description, priority (high or medium), whoCanEnroll list').
 */
export const deadlineSchema = z.object({
  id: idSchema,
  /** Card title, e.g. "Annual Enrollment Period". */
  period: textSchema,
  /** The dates as shown, e.g. "October 15 - December 7, {aepYear}"; may hold year tokens. */
  dates: textSchema,
  /** What the period lets you do, 1-3 plain sentences. */
  description: textSchema.max(500),
  priority: z.enum(deadlinePriorities),
  /** Who can use the period: 2 to 4 short items. */
  whoCanEnroll: z.array(textSchema).min(2).max(4),
});

export type DeadlinePriority = (typeof deadlinePriorities)[number];
export type Deadline = z.output<typeof deadlineSchema>;
