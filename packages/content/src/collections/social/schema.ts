import { z } from 'zod';
import { httpsUrlSchema, idSchema, textSchema } from '../shared';

/** The social networks the footer links to; the UI maps each to its icon. */
export const socialNetworks = [
  'google-business',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
] as const;

/** One social profile link in the footer (SPEC §2 home section 13). */
export const socialProfileSchema = z.object({
  id: idSchema,
  network: z.enum(socialNetworks),
  /** Accessible name of the icon link, e.g. "{agencyName} on Facebook". */
  label: textSchema,
  href: httpsUrlSchema,
});

export type SocialNetwork = (typeof socialNetworks)[number];
export type SocialProfile = z.output<typeof socialProfileSchema>;
