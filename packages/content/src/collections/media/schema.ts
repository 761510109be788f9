import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/** One media-recognition card (SPEC §3 "Media item: outlet, description, year"). */
export const mediaItemSchema = z.object({
  id: idSchema,
  /** Where the agency appeared. Sample entries start with "Sample:". */
  outlet: textSchema,
  description: textSchema,
  year: z.number().int().min(2000).max(2100),
  /** True while the entry is a placeholder to replace with a real appearance (PRODUCT.md decision 7). */
  isSample: z.boolean(),
});

/** The visible placeholder note of the media section (SPEC §2 home section 6). */
export const mediaNoteSchema = z.object({
  text: textSchema,
});

export type MediaItem = z.output<typeof mediaItemSchema>;
export type MediaNote = z.output<typeof mediaNoteSchema>;
