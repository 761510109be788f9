import { z } from 'zod';
import { iconCardFields, textSchema } from '../shared';

/** Lucide icon names (kebab-case) a why-choose-us card may show; the UI maps each to its component. */
export const whyChooseUsIcons = [
  'heart-handshake',
  'shield-check',
  'search',
  'calendar-check',
  'users',
  'award',
] as const;

/**
 * One "Why choose us" card on the home page (SPEC §2 home section 2); its description may hold `{agencyName}` and
 * `{carrierCount}`.
 */
export const whyChooseUsCardSchema = z.object(iconCardFields(whyChooseUsIcons));

/** The "Family-Run Difference" note under the four cards. */
export const familyRunNoteSchema = z.object({
  title: textSchema,
  /** May hold `{agencyName}`. */
  text: textSchema,
});

export type WhyChooseUsIcon = (typeof whyChooseUsIcons)[number];
export type WhyChooseUsCard = z.output<typeof whyChooseUsCardSchema>;
export type FamilyRunNote = z.output<typeof familyRunNoteSchema>;
