// The copy of the /about page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const aboutPage = {
  id: 'about',
  path: '/about',
  title: 'About {agencyName}',
  metaTitle: 'About Us | Family-Run Independent Medicare Agency',
  description:
    'A family-run, independent Medicare agency since 2020, with 15+ years of combined experience and more than 1,000 seniors and families helped.',
  keywords: [
    'independent Medicare agency',
    'family-run insurance agency',
    'Medicare advisors',
    'Medicare help Alabama',
    'Medicare agents Georgia',
    'Medicare agents Florida',
  ],
  intro:
    '{agencyName} is a family-run, independent Medicare insurance agency. We help seniors and their families in {serviceAreaStates} understand their choices and pick coverage with confidence.',
  sections: [
    {
      id: 'our-story',
      heading: 'Our story',
      paragraphs: [
        'We opened our family agency in 2020 with a simple idea: Medicare help should feel like talking with family, not with a call center. Our advisors bring more than 15 years of combined experience.',
        'Since then, we have helped more than 1,000 seniors and families.',
      ],
    },
    {
      id: 'independent',
      heading: 'Independent means more choices',
      paragraphs: [
        'We are not tied to one insurance company. We represent {carrierCount} insurance companies, so we can compare plans from several companies side by side. We do not offer every plan available in your area, and we will always tell you so.',
        'We never push a particular plan or company. Our job is to explain your options clearly so you can choose what fits you.',
      ],
    },
    {
      id: 'what-to-expect',
      heading: 'What you can expect from us',
      paragraphs: ['These are the promises we make to every client.'],
      bullets: [
        'Plain words, not insurance jargon.',
        'Patience. Take all the time you need, and ask as many questions as you like.',
        'Family welcome. Bring a son, daughter or friend to any call.',
        'No pressure and no obligation.',
        'Lifetime support, with an annual review every October.',
      ],
    },
    {
      id: 'how-we-are-paid',
      heading: 'How we are paid',
      paragraphs: [
        'Our consultations are free. We are paid by the insurance companies we represent when you enroll. You never pay us a fee.',
      ],
    },
    {
      id: 'not-government',
      heading: 'An independent agency',
      paragraphs: [
        '{agencyName} is an independent insurance agency with licensed advisors. We are not connected with or endorsed by the U.S. government or the federal Medicare program.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I need to come to an office?',
      answer:
        'No. Most of our meetings happen by phone or video, so you can talk with us from home and family members can join from anywhere.',
    },
    {
      question: 'Who will I talk to?',
      answer:
        'A licensed advisor from our family team. You can read about each of our advisors on their own page.',
    },
  ],
  ctaHeading: 'Meet the family behind {agencyName}',
  ctaText: 'Call {phone} or book a free consultation and talk with a licensed advisor from our team.',
} satisfies z.input<typeof pageSchema>;
