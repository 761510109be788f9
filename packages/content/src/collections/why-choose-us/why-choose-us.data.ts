import type { z } from 'zod';
import type { familyRunNoteSchema, whyChooseUsCardSchema } from './schema';

/**
 * The four "Why choose us" cards, in display order. Figures match the `constants` stats
 * (15+ years combined experience, since 2020, 1,000+ families, 5.0 rating) and `carrierFacts`.
 */
export const whyChooseUsData = [
  {
    id: 'free-consultation',
    icon: 'heart-handshake',
    title: 'Free, No-Obligation Help',
    description:
      'Your consultation costs you nothing. We are paid by the insurance companies we represent, so you pay the same price for a plan whether you enroll with us or on your own.',
  },
  {
    id: 'licensed-advisors',
    icon: 'shield-check',
    title: 'Licensed, Experienced Advisors',
    description:
      'Our licensed advisors bring more than 15 years of combined experience. We explain your choices in plain words and never rush you.',
  },
  {
    id: 'many-carriers',
    icon: 'search',
    title: 'Plans From {carrierCount} Insurance Companies',
    description:
      'We represent {carrierCount} insurance companies, so we can compare plans side by side and check your doctors and prescriptions for you.',
  },
  {
    id: 'lifetime-support',
    icon: 'calendar-check',
    title: 'Lifetime Support',
    description:
      'We stay with you after you enroll. Every October we review your coverage together, and we are a phone call away all year.',
  },
] satisfies ReadonlyArray<z.input<typeof whyChooseUsCardSchema>>;

export const familyRunNoteData = {
  title: 'Family-Run Difference',
  text: '{agencyName} is a family business that has served our neighbors since 2020. We have helped more than 1,000 families, and our clients rate us 5.0 stars. When you call, you talk with people who know you by name.',
} satisfies z.input<typeof familyRunNoteSchema>;
