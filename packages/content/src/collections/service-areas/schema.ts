import { z } from 'zod';
import { phoneSchema } from '../brand/schema';
import { idSchema, stateCodeSchema, textSchema } from '../shared';

/**
 * One state the agency serves (spec §3 'Service area: name, slug, description'), shown as a card on the home
 * page and at /service-areas/{slug}.
 */
export const serviceAreaSchema = z
  .object({
    /** Same as `slug`; cities point here with `stateId`. */
    id: idSchema,
    /** URL slug of /service-areas/{slug}, e.g. "alabama". */
    slug: idSchema,
    /** State name as written, e.g. "Alabama". */
    name: textSchema,
    /** Two-letter postal code, e.g. "AL". */
    code: stateCodeSchema,
    /** Card and page introduction, 2-3 plain sentences. */
    description: textSchema.max(500),
    /**
     * True for the four states the spec names as served (AL, GA, FL, TN); false for Illinois, which only has a
     * service-area page ('One part of the content also names Illinois').
     */
    primary: z.boolean(),
    /** Whether the state has a Medigap birthday rule, per shared/facts/MEDICARE.md §6, in one or two sentences. */
    medigapBirthdayRule: textSchema.max(400),
    /**
     * The local number of the office that serves the state, shown on its city pages beside the toll-free number
     * (a Birmingham number on an Atlanta page helps no one). None: city pages show the toll-free number only.
     */
    localPhone: phoneSchema.optional(),
  })
  .refine((area) => area.id === area.slug, { path: ['id'], message: 'must equal slug' });

export type ServiceArea = z.output<typeof serviceAreaSchema>;
