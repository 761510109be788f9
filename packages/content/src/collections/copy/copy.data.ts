import type { z } from 'zod';
import type { copySchema } from './schema';

export const copyData = {
  phoneBanner: { callLabel: 'Call Now', tagline: 'Free Medicare Consultation' },
  faqSection: {
    heading: 'Frequently Asked Questions',
    intro: 'Straight answers to the questions we hear most. Tap a question to read the answer.',
  },
  notFound: { title: 'Oops! Page not found', homeLabel: 'Return to Home', metaTitle: 'Page not found' },
  home: {
    metaTitle: 'Free Medicare Help in Alabama, Georgia, Florida & Tennessee',
    description:
      'Family-run, licensed Medicare advisors. Compare Medicare Advantage, Medigap and Part D plans from 15 carriers with free, no-obligation help.',
  },
} satisfies z.input<typeof copySchema>;
