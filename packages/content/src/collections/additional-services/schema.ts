import { z } from 'zod';
import { iconCardFields, httpsUrlSchema, textSchema } from '../shared';

/** Lucide icon names (kebab-case) an additional-service card may show; the UI maps each to its component. */
export const additionalServiceIcons = [
  'home',
  'hand-heart',
  'smile',
  'clipboard-check',
  'eye',
  'ear',
] as const;

/**
 * One additional-service card on the home page (#services, SPEC §3 "Additional-service card").
 * Its Learn More button scrolls to #contact; the label is `sections.additionalServices.learnMoreLabel`.
 */
export const additionalServiceSchema = z.object({
  ...iconCardFields(additionalServiceIcons),
  /** Three to five short points. */
  benefits: z.array(textSchema).min(3).max(5),
  /** Where a visitor can check the figures the card states (the Extra Help limits: Social Security). */
  source: z.object({ label: textSchema, href: httpsUrlSchema }).optional(),
});

export type AdditionalServiceIcon = (typeof additionalServiceIcons)[number];
export type AdditionalService = z.output<typeof additionalServiceSchema>;
