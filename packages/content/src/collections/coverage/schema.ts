import { z } from 'zod';
import { idSchema, sitePathSchema, textSchema } from '../shared';

/** Lucide icon names (kebab-case) a coverage card may show; the UI maps each to its component. */
export const coverageIcons = ['stethoscope', 'shield-check', 'pill', 'hospital', 'heart-pulse'] as const;

/** One coverage-option card on the home page (SPEC §3 "Coverage card"). */
export const coverageCardSchema = z.object({
  id: idSchema,
  icon: z.enum(coverageIcons),
  title: textSchema,
  description: textSchema,
  /** Three to five short points. */
  features: z.array(textSchema).min(3).max(5),
  /** Optional page that explains this coverage in depth; must be a route of the route table. */
  href: sitePathSchema.optional(),
});

export type CoverageIcon = (typeof coverageIcons)[number];
export type CoverageCard = z.output<typeof coverageCardSchema>;
