import { z } from 'zod';
import { iconCardFields, sitePathSchema, textSchema } from '../shared';

/** Lucide icon names (kebab-case) a coverage card may show; the UI maps each to its component. */
export const coverageIcons = ['stethoscope', 'shield-check', 'pill', 'hospital', 'heart-pulse'] as const;

/** One coverage-option card on the home page (SPEC §3 "Coverage card"). */
export const coverageCardSchema = z.object({
  ...iconCardFields(coverageIcons),
  /** Three to five short points. */
  features: z.array(textSchema).min(3).max(5),
  /** Optional page that explains this coverage in depth; must be a route of the route table. */
  href: sitePathSchema.optional(),
});

export type CoverageIcon = (typeof coverageIcons)[number];
export type CoverageCard = z.output<typeof coverageCardSchema>;
