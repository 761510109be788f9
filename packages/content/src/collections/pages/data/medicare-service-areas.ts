// The copy of the /medicare-service-areas page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareServiceAreasPage = {
  id: 'medicare-service-areas',
  path: '/medicare-service-areas',
  title: 'Medicare Service Areas: Plans Where You Live',
  metaTitle: 'Medicare Service Areas by City',
  description:
    'Your Medicare plan choices depend on where you live. See how plan service areas work and find Medicare help for your city in {serviceAreaStates}.',
  keywords: [
    'Medicare service area',
    'Medicare plans by county',
    'Medicare plans by ZIP code',
    'Medicare Advantage service area',
    'Medicare help near me',
    'local Medicare advisor',
  ],
  intro:
    'Your Medicare choices depend on where you live. This page explains how plan service areas work, and links to local pages for the cities we serve.',
  sections: [
    {
      id: 'what-is-a-service-area',
      heading: 'What is a plan service area?',
      paragraphs: [
        'Each Medicare Advantage plan serves a set area, usually a list of counties. Generally, you need to live in that area to join the plan, and its network of doctors and hospitals is built around it.',
      ],
    },
    {
      id: 'why-it-matters',
      heading: 'Why it matters for you',
      paragraphs: ['Two neighbors in different counties can have quite different choices.'],
      bullets: [
        'The plans, premiums and extra benefits offered can change from one county to the next.',
        "A doctor in one plan's network may not be in another plan's network.",
        'Medigap prices vary by ZIP code.',
        "Outside your plan's service area, Medicare Advantage network limits apply, except for emergency and urgent care.",
      ],
    },
    {
      id: 'moving-or-travel',
      heading: 'If you move or travel',
      paragraphs: [
        'If you move to a new county or state, your plan options may change. Tell us before you move, and we will look at what is offered at your new address.',
        'Original Medicare with a Medigap plan works with any provider in the U.S. that accepts Medicare. Some people who split their time between two states find that easier.',
      ],
    },
    {
      id: 'find-your-city',
      heading: 'Find your city',
      paragraphs: [
        'We have pages for many cities in Alabama, Georgia, Florida and Tennessee. Each one covers local enrollment help and how to reach us. If your city is not listed, we can still help you anywhere in those states.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Can I keep my Medicare Advantage plan if I move?',
      answer:
        "It depends on whether your new address is in the plan's service area. If it is not, you will usually need a new plan. Call us before you move so we can check.",
    },
    {
      question: 'Why do my friends have plans I cannot get?',
      answer:
        'Plans and availability vary by county and ZIP code. A plan your friend has in another county may not be offered where you live.',
    },
  ],
  ctaHeading: 'See the plans in your area',
  ctaText: 'Call {phone} or book a free consultation, and we will look up the plans offered in your county.',
} satisfies z.input<typeof pageSchema>;
