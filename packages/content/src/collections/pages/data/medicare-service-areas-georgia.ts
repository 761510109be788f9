// The copy of the /medicare-service-areas-georgia page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareServiceAreasGeorgiaPage = {
  id: 'medicare-service-areas-georgia',
  path: '/medicare-service-areas-georgia',
  title: 'Medicare Help in Georgia',
  metaTitle: 'Medicare Help in Georgia | Advantage, Medigap, Part D',
  description:
    'Medicare help for Georgia seniors and families: plan choices by county, enrollment dates, Georgia Medigap rules, and free consultations by phone or video.',
  keywords: [
    'Medicare Georgia',
    'Georgia Medicare plans',
    'Medicare Advantage Georgia',
    'Medigap Georgia',
    'Part D Georgia',
    'Medicare help Georgia',
  ],
  intro:
    'We help people across Georgia understand Medicare and choose coverage. Here is what Georgia residents should know, and how to find help for your city.',
  sections: [
    {
      id: 'choices',
      heading: 'Your choices in Georgia',
      paragraphs: [
        'Georgia residents can get Medicare through a Medicare Advantage plan, or keep Original Medicare and add a Medigap policy and a Part D drug plan. The plans offered depend on your county and ZIP code.',
      ],
    },
    {
      id: 'medigap-rules',
      heading: 'Georgia Medigap rules',
      paragraphs: [
        '{birthdayRule:georgia} The easiest time to buy Medigap is your 6-month Medigap open enrollment period, when insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition. After that, they may ask health questions unless you have a guaranteed-issue right. {stateRights:georgia}',
      ],
    },
    {
      id: 'dates',
      heading: 'Dates to know',
      paragraphs: ['These dates are the same in every state.'],
      bullets: [
        'Initial Enrollment Period: the 3 months before the month you turn 65, that month, and the 3 months after.',
        'Annual Enrollment Period: October 15 to December 7, with changes starting January 1.',
        'Medicare Advantage Open Enrollment: January 1 to March 31, one change for people in a Medicare Advantage plan.',
        '5-star Special Enrollment Period: December 8 to November 30, a one-time chance to join a plan rated 5 stars, if one is offered in your area.',
      ],
    },
    {
      id: 'costs-2026',
      heading: 'Key Medicare costs',
      paragraphs: [
        'These federal amounts apply in Georgia and every other state. They are the latest Medicare has announced, each with its year.',
      ],
      bullets: [
        'Part B standard premium: {partB.standardPremium} a month in {partB.standardPremium:year}. {partB.standardPremium:pending}',
        'Part B deductible: {partB.deductible} in {partB.deductible:year}.',
        'Part D out-of-pocket cap: {partD.outOfPocketCap} for covered drugs in {partD.outOfPocketCap:year}.',
      ],
    },
    {
      id: 'find-your-city',
      heading: 'Find your Georgia city',
      paragraphs: [
        'We have local pages for the Georgia cities we serve. If your city is not listed, call us. We help people across the state by phone or video.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Does Georgia have a Medigap birthday rule?',
      answer:
        '{birthdayRule:georgia} Outside your Medigap open enrollment period or a guaranteed-issue right, insurers in Georgia may ask health questions before selling you a policy.',
    },
    {
      question: 'Do I have to meet in person?',
      answer: 'No. We meet by phone or video, and family members are welcome to join.',
    },
  ],
  ctaHeading: 'Talk with a Georgia Medicare advisor',
  ctaText: 'Call {phone} or book a free consultation to see the plans offered in your Georgia county.',
} satisfies z.input<typeof pageSchema>;
