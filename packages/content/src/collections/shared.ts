import { z } from 'zod';

// Small schema pieces every collection uses. Schemas validate only: no transforms, so the data a getter returns
// is exactly the data that was validated (the runtime entry imports no zod).

/** Kebab-case id or slug: lowercase letters, digits, single hyphens. */
export const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, hyphens)');

/** A non-empty line of text without leading or trailing spaces. */
export const textSchema = z
  .string()
  .min(1, 'must not be empty')
  .refine((value) => value.trim() === value, 'must not start or end with spaces');

/** A calendar date as an ISO string, e.g. "2026-10-15". */
export const isoDateSchema = z.iso.date('must be a date written YYYY-MM-DD, e.g. 2026-10-15');

/** An absolute https address. */
export const httpsUrlSchema = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** A site path: "/", "/medicare-advantage", "/service-areas/alabama". */
export const sitePathSchema = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a site path such as /about');

/** A link: an internal path, an in-page anchor ("#contact") or an absolute https address. */
export const hrefSchema = z.union([sitePathSchema, z.string().regex(/^#[a-z][a-z0-9-]*$/), httpsUrlSchema]);

/** Two-letter US state code. */
export const stateCodeSchema = z.enum(['AL', 'GA', 'FL', 'TN', 'IL']);

/**
 * The fields every icon card of the home page starts with (coverage, additional services, why choose us): an id, one
 * of its section's icons, a title and a description. A card's schema spreads them and adds its own.
 */
export function iconCardFields<const Icons extends readonly [string, ...string[]]>(icons: Icons) {
  return { id: idSchema, icon: z.enum(icons), title: textSchema, description: textSchema };
}
