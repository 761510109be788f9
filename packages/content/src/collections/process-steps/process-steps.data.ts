import type { z } from 'zod';
import type { processStepSchema } from './schema';

/** The four-step process, in order (SPEC §2 home section 3). */
export const processStepsData = [
  {
    id: 'initial-consultation',
    number: 1,
    icon: 'phone',
    title: 'Initial Consultation',
    description:
      'A relaxed talk, by phone or in person, about your doctors, your prescriptions, your budget and what matters most to you.',
    timeframe: '20 minutes',
  },
  {
    id: 'plan-research',
    number: 2,
    icon: 'search',
    title: 'Plan Research',
    description:
      'We look at plans from the companies we represent in your area and check that your doctors and medicines are covered.',
    timeframe: '24-48 hours',
  },
  {
    id: 'personalized-comparison',
    number: 3,
    icon: 'file-text',
    title: 'Personalized Comparison',
    description:
      'We walk you through your options side by side in plain words, so you can choose the coverage that fits you.',
    timeframe: '30-45 minutes',
  },
  {
    id: 'enrollment-and-support',
    number: 4,
    icon: 'heart-handshake',
    title: 'Enrollment and Lifetime Support',
    description:
      'We help you enroll, answer your questions all year, and review your coverage with you every October.',
    timeframe: 'Ongoing',
  },
] satisfies ReadonlyArray<z.input<typeof processStepSchema>>;
