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

/**
 * The aggregate rating: shown (with its source and count) and given to search engines only once it is the agency's
 * real rating on a public reviews service. While `isSample`, no page states it and no structured data carries it.
 */
export const reviewsFactsSchema = z.object({
  ratingValue: z.number().min(1).max(5),
  /** How many reviews the rating averages, on the service named in `sourceName`. */
  reviewCount: z.number().int().min(1),
  /** The agency's public reviews page (the hero's reviews link). */
  reviewsUrl: httpsUrlSchema,
  /** The reviews service, e.g. "Google Reviews". */
  sourceName: textSchema,
  /** True while the rating is the kit's sample: a production build stops until it is the agency's real rating. */
  isSample: z.boolean(),
});

export type Testimonial = z.output<typeof testimonialSchema>;
export type ReviewsFacts = z.output<typeof reviewsFactsSchema>;
