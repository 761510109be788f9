import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/** Lucide icon names (kebab-case) a trust badge may show; the UI maps each to its component. */
export const trustBadgeIcons = [
  'shield-check',
  'map-pin',
  'users',
  'home',
  'award',
  'heart-handshake',
] as const;

/** One trust badge under the hero (SPEC §2 home section 1). */
export const trustBadgeSchema = z.object({
  id: idSchema,
  icon: z.enum(trustBadgeIcons),
  /** Short, fits on one line on a phone. */
  label: textSchema.max(40),
});

export type TrustBadgeIcon = (typeof trustBadgeIcons)[number];
export type TrustBadge = z.output<typeof trustBadgeSchema>;
