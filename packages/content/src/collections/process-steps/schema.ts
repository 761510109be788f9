import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/** Lucide icon names (kebab-case) a process step may show; the UI maps each to its component. */
export const processStepIcons = [
  'phone',
  'search',
  'file-text',
  'clipboard-list',
  'heart-handshake',
  'calendar-check',
] as const;

/** One step of the home page's four-step process (SPEC §3 "Process step"). */
export const processStepSchema = z.object({
  id: idSchema,
  /** 1-based position, shown as "Step 1". */
  number: z.number().int().min(1),
  icon: z.enum(processStepIcons),
  title: textSchema,
  description: textSchema,
  /** How long the step takes, as shown: "20 minutes", "24-48 hours", "Ongoing". */
  timeframe: textSchema,
});

export type ProcessStepIcon = (typeof processStepIcons)[number];
export type ProcessStep = z.output<typeof processStepSchema>;
