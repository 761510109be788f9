// The copy of the /blog page: metadata, heading, intro, sections and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const blogPage = {
  id: 'blog',
  path: '/blog',
  title: 'Medicare Articles and Guides',
  metaTitle: 'Medicare Blog | Plain-Language Guides and Updates',
  description:
    'Plain-language Medicare articles from licensed advisors: enrollment dates, Medigap, Part D, Medicare Advantage, IRMAA and late penalties.',
  keywords: ['Medicare blog', 'Medicare articles', 'Medicare guides', 'Medigap', 'Part D', 'IRMAA'],
  intro:
    'Clear, practical articles about Medicare, written by our licensed advisors for seniors and the families who help them. Every figure in our articles names its year.',
  sections: [
    {
      id: 'what-you-will-find',
      heading: 'What you will find here',
      paragraphs: ['We write about the questions we hear most on the phone.'],
      bullets: [
        'Enrollment dates and deadlines, explained month by month.',
        'Medigap plan comparisons, such as Plan G and Plan N.',
        'Part D drug coverage and the yearly out-of-pocket cap.',
        'Medicare Advantage networks and how to check your doctors.',
        'IRMAA and late enrollment penalties, with worked examples.',
      ],
    },
    {
      id: 'figures',
      heading: 'How we handle figures',
      paragraphs: [
        'Medicare costs change every year. Every figure in our articles names its year, such as the {partB.standardPremium:year} Part B premium of {partB.standardPremium} a month. If an article is older, check its date and call us for current numbers.',
      ],
    },
    {
      id: 'general-information',
      heading: 'General information, not advice',
      paragraphs: [
        'Our articles explain how Medicare works in general. They do not recommend a specific plan. Plans and costs vary by ZIP code, so talk with a licensed advisor before you make a change.',
      ],
    },
  ],
  ctaHeading: 'Have a question an article did not answer?',
  ctaText:
    'Call {phone} or book a free consultation, and a licensed advisor will answer it for your situation.',
} satisfies z.input<typeof pageSchema>;
