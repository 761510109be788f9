import { z } from 'zod';
import { httpsUrlSchema, idSchema, stateCodeSchema, textSchema } from '../shared';

/** One client review on the home page (SPEC §3 "Testimonial": name, rating always 5, text, a year). */
export const testimonialSchema = z.object({
  id: idSchema,
  /** First name and last initial only, e.g. "Margaret T.". */
  name: z
    .string()
    .regex(
      /^[A-Z][a-z]+( (and|&) [A-Z][a-z]+)? [A-Z]\.$/,
      'must be a first name and initial, e.g. "Margaret T."',
    ),
  city: textSchema,
  state: stateCodeSchema,
  rating: z.literal(5),
  text: textSchema.max(400),
  /** Year of the review. */
  year: z.number().int().min(2021).max(2026),
  /**
   * True while the review is a placeholder. Sample reviews must be replaced with real, permitted client
   * reviews before launch (PRODUCT.md decision 7; made-up reviews are not allowed on a live site).
   */
  isSample: z.boolean(),
});

/** The aggregate rating shown on the site and in the organization's structured data. */
export const reviewsFactsSchema = z.object({
  ratingValue: z.number().min(1).max(5),
  reviewCount: z.number().int().min(1),
  /** The agency's public reviews page (the hero's reviews link). */
  reviewsUrl: httpsUrlSchema,
  /** The reviews service, e.g. "Google Reviews". */
  sourceName: textSchema,
});

export type Testimonial = z.output<typeof testimonialSchema>;
export type ReviewsFacts = z.output<typeof reviewsFactsSchema>;
