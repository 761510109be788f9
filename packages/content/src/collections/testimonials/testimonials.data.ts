import type { z } from 'zod';
import type { reviewsFactsSchema, testimonialSchema } from './schema';

/**
 * The five 5-star client reviews of the home page, in display order. All are SAMPLES written to show the
 * layout: replace each with a real client review (with the client's permission) and set `isSample: false`.
 */
export const testimonialsData = [
  {
    id: 'margaret-t-huntsville',
    name: 'Margaret T.',
    city: 'Huntsville',
    state: 'AL',
    rating: 5,
    text: 'I was turning 65 and did not know where to start. They explained everything in plain English, answered all my questions with patience, and helped me sign up on time.',
    year: 2024,
    isSample: true,
  },
  {
    id: 'robert-h-macon',
    name: 'Robert H.',
    city: 'Macon',
    state: 'GA',
    rating: 5,
    text: 'Before I changed anything, they checked that my heart doctor was in the network and that my medicines were covered. That peace of mind meant a lot to me.',
    year: 2023,
    isSample: true,
  },
  {
    id: 'dorothy-w-pensacola',
    name: 'Dorothy W.',
    city: 'Pensacola',
    state: 'FL',
    rating: 5,
    text: 'My daughter and I met with them together. Nobody rushed us or pushed us. They call me every October to review my plan, just like they promised.',
    year: 2025,
    isSample: true,
  },
  {
    id: 'james-p-chattanooga',
    name: 'James P.',
    city: 'Chattanooga',
    state: 'TN',
    rating: 5,
    text: 'Months after I enrolled I had a question about a bill. I called, a real person answered, and they sorted it out for me. You can tell they care.',
    year: 2022,
    isSample: true,
  },
  {
    id: 'patricia-m-mobile',
    name: 'Patricia M.',
    city: 'Mobile',
    state: 'AL',
    rating: 5,
    text: 'They laid out my options side by side and showed me what my prescriptions would cost on each one. For the first time, I understand my coverage.',
    year: 2026,
    isSample: true,
  },
] satisfies ReadonlyArray<z.input<typeof testimonialSchema>>;

/**
 * The aggregate rating: a SAMPLE (the spec's "5.0"), with a fictional reviews page (example.com). Give the agency's
 * real rating, review count and reviews page on the service named here, then set `isSample: false`; until then no page
 * states a rating and no structured data carries it.
 */
export const reviewsFactsData = {
  ratingValue: 5,
  reviewCount: 5,
  reviewsUrl: 'https://www.example.com/reviews',
  sourceName: 'Google Reviews',
  isSample: true,
} satisfies z.input<typeof reviewsFactsSchema>;
