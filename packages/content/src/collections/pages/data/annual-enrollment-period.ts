// The copy of the /annual-enrollment-period page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const annualEnrollmentPeriodPage = {
  id: 'annual-enrollment-period',
  path: '/annual-enrollment-period',
  title: 'The Medicare Annual Enrollment Period',
  metaTitle: 'Medicare Annual Enrollment Period: Oct 15 to Dec 7',
  description:
    'What you can change during the Medicare Annual Enrollment Period (October 15 to December 7), what to review, and the other dates to know.',
  keywords: [
    'Medicare Annual Enrollment Period',
    'AEP',
    'Medicare open enrollment',
    'October 15 to December 7',
    'Medicare Advantage Open Enrollment',
    '5-star Special Enrollment Period',
  ],
  intro:
    'Each fall, the Annual Enrollment Period gives you a chance to review your Medicare coverage and make changes for the next year. It runs from October 15 to December 7, and changes start January 1.',
  sections: [
    {
      id: 'what-you-can-change',
      heading: 'What you can change',
      paragraphs: [
        'During the Annual Enrollment Period, you can make these changes. Your new coverage starts January 1.',
        'Medigap is not tied to this period. If you want to move from Medicare Advantage to Medigap, insurers in {statesWithoutBirthdayRule} may ask health questions unless you have a guaranteed-issue right.',
      ],
      bullets: [
        'Switch from Original Medicare to a Medicare Advantage plan.',
        'Switch from Medicare Advantage back to Original Medicare.',
        'Switch from one Medicare Advantage plan to another.',
        'Join, switch or drop a Part D drug plan.',
      ],
    },
    {
      id: 'what-to-review',
      heading: 'What to review this year',
      paragraphs: [
        'Even if you like your plan, it can change each year. Plans and availability vary by county and ZIP code. Check these points for next year.',
      ],
      bullets: [
        "Doctors and hospitals: are they in the plan's network for next year?",
        'Drugs: is each medicine on the drug list, and what will it cost?',
        'Pharmacies: is your pharmacy in the network, and is it preferred?',
        'Premiums: what will you pay each month, including the Part B premium?',
        'Out-of-pocket limit: what is the most you could pay in a year?',
        'Extra benefits you use, such as dental, vision or hearing.',
      ],
    },
    {
      id: 'part-d',
      heading: 'Part D: no more coverage gap',
      paragraphs: [
        'Since January 1, 2025, Part D has no coverage gap. Once your out-of-pocket costs for covered drugs reach the yearly cap, you pay $0 for covered drugs for the rest of the year. The cap is {partD.outOfPocketCap} in {partD.outOfPocketCap:year} ({partD.outOfPocketCap:prior} in {partD.outOfPocketCap:priorYear}). {partD.outOfPocketCap:pending}',
      ],
    },
    {
      id: 'after-december-7',
      heading: 'If you change your mind after December 7',
      paragraphs: [
        'If you are in a Medicare Advantage plan, the Medicare Advantage Open Enrollment Period runs from January 1 to March 31. You can make one change: switch to another Medicare Advantage plan, or go back to Original Medicare, with or without a Part D plan. The change starts the first day of the next month.',
        'There is also a 5-star Special Enrollment Period from December 8 to November 30. You can use it once to join a plan rated 5 stars, if one is offered in your area.',
      ],
    },
    {
      id: 'plan-ahead',
      heading: 'Give yourself time',
      paragraphs: [
        "Plans send letters about next year's changes in the fall. Read yours, make your list of doctors and medicines, and start early so you have time to compare. Our annual review every October is a good place to start.",
      ],
    },
  ],
  faqs: [
    {
      question: 'When does the Annual Enrollment Period start and end?',
      answer: 'It runs from October 15 to December 7 every year. Changes you make start January 1.',
    },
    {
      question: 'Do I have to do anything if I like my plan?',
      answer:
        'No. If your plan is still offered, it usually renews. Still, plans can change costs, networks and drug lists each year, so it is wise to check.',
    },
    {
      question: 'Can I switch Medigap plans during this period?',
      answer:
        'The Annual Enrollment Period does not apply to Medigap. You can apply to change Medigap plans at other times, but insurers in {statesWithoutBirthdayRule} may ask health questions.',
    },
  ],
  ctaHeading: 'Book your annual review',
  ctaText:
    "Call {phone} or book a free consultation, and we will check next year's plans against your doctors and medicines.",
} satisfies z.input<typeof pageSchema>;
