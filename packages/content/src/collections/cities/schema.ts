import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/**
 * One real city in a service-area state. Cities feed /service-areas/{state}/{city}, the Medicare service-area
 * pages and, where `aep` is true, the annual-enrollment page /aep/{slug}.
 */
export const citySchema = z
  .object({
    /** `${slug}-${state code}`, e.g. "decatur-al": unique across states where slugs are not. */
    id: idSchema,
    /** URL slug: the city name in kebab-case, e.g. "new-port-richey". Unique within a state. */
    slug: idSchema,
    /** City name as written, e.g. "New Port Richey". */
    name: textSchema,
    /** Slug of the service-area state the city is in, e.g. "alabama". */
    stateId: idSchema,
    /** The county the city lies in (the main one where it spans several), e.g. "Pasco County". */
    county: textSchema.regex(/^[A-Z][A-Za-z.' -]* County$/, 'must be a county name such as "Pasco County"'),
    /** True when the city gets an /aep/{slug} page; aep slugs must be unique across all states. */
    aep: z.boolean(),
  })
  .refine((city) => new RegExp(`^${city.slug}-[a-z]{2}$`).test(city.id), {
    path: ['id'],
    message: 'must be the slug followed by the state code, e.g. "decatur-al"',
  });

export type City = z.output<typeof citySchema>;
