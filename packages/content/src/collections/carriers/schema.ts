import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/** A color as #rrggbb. Carrier colors are used for text on white, so they must reach 4.5:1 contrast. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb hex color');

/**
 * One carrier partner (SPEC §3 "Carrier: name, color"). Names only, never logos. The last entry is the
 * "many more" tile, flagged `isMore: true`; its visible text is `sections.carriers.moreLabel`.
 */
export const carrierSchema = z.object({
  id: idSchema,
  name: textSchema,
  /** Accent color of the name tile, #rrggbb, at least 4.5:1 against white. */
  color: hexColorSchema,
  isMore: z.literal(true).optional(),
});

/**
 * Figures about the carriers, used in text through `{carrierCount}`. Not in the TPMO disclaimer, which counts the
 * Medicare Advantage and Part D organizations only (brand `tpmo.organizationCount`).
 */
export const carrierFactsSchema = z.object({
  /** How many insurance organizations the agency represents (SPEC: 15). */
  representedCount: z.number().int().positive(),
});

export type Carrier = z.output<typeof carrierSchema>;
export type CarrierFacts = z.output<typeof carrierFactsSchema>;
