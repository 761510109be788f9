// The copy of the /medicare-alabama page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareAlabamaPage = {
  id: 'medicare-alabama',
  path: '/medicare-alabama',
  title: 'Medicare in Alabama: Local Help, Clear Answers',
  metaTitle: 'Medicare in Alabama | Plans, Enrollment and Local Help',
  description:
    "Medicare help for Alabama seniors: when to enroll, Medicare Advantage, Medigap and Part D, and why Alabama's Medigap rules matter if you switch later.",
  keywords: [
    'Medicare Alabama',
    'Alabama Medicare plans',
    'Medicare Advantage Alabama',
    'Medigap Alabama',
    'Part D Alabama',
    'Medicare help Alabama',
  ],
  intro:
    'We are a family-run agency that helps people across Alabama with Medicare. Whether you are turning 65 or reviewing your plan, we explain your options in plain words.',
  sections: [
    {
      id: 'choices',
      heading: 'Your Medicare choices in Alabama',
      paragraphs: [
        'Like everyone on Medicare, Alabama residents choose between two main paths. You can get your benefits through a Medicare Advantage plan, or keep Original Medicare and add a Medigap policy and a Part D drug plan.',
        'The plans you can choose from depend on your county and ZIP code. Plans, costs and networks can differ from one county to the next.',
      ],
    },
    {
      id: 'when-to-enroll',
      heading: 'When to enroll',
      paragraphs: ['These dates are the same in every state.'],
      bullets: [
        'Initial Enrollment Period: 7 months, starting 3 months before the month you turn 65.',
        'Annual Enrollment Period: October 15 to December 7 each year, with changes starting January 1.',
        'Medicare Advantage Open Enrollment: January 1 to March 31, one change for people in a Medicare Advantage plan.',
        'General Enrollment Period: January 1 to March 31, if you missed your first chance to sign up for Part B. Coverage starts the month after you sign up.',
      ],
    },
    {
      id: 'medigap-rules',
      heading: 'Medigap rules in Alabama',
      paragraphs: [
        '{birthdayRule:alabama} The easiest time to buy Medigap is your 6-month Medigap open enrollment period, which starts the first month you are both 65 or older and enrolled in Part B.',
        'After that window, insurers may ask health questions, charge more or turn down your application, unless you have a guaranteed-issue right. This matters if you start with Medicare Advantage and may want Medigap later. {stateRights:alabama}',
      ],
    },
    {
      id: 'costs-2026',
      heading: 'Key Medicare costs',
      paragraphs: [
        'These are the latest amounts Medicare has announced, each with its year. People with higher incomes pay more for Part B and Part D. Our IRMAA calculator page shows the {irmaa.magiYear:year} brackets.',
      ],
      bullets: [
        'Part B standard premium: {partB.standardPremium} a month in {partB.standardPremium:year}. {partB.standardPremium:pending}',
        'Part B deductible: {partB.deductible} in {partB.deductible:year}.',
        'Part A hospital deductible: {partA.deductible} per benefit period in {partA.deductible:year}.',
        'Part D out-of-pocket cap: {partD.outOfPocketCap} for covered drugs in {partD.outOfPocketCap:year}.',
      ],
    },
    {
      id: 'local-help',
      heading: 'Help by phone or video',
      paragraphs: [
        'We meet with Alabama clients by phone or video, so you can talk with us from your kitchen table. Family members are welcome to join. The consultation is free, and there is no obligation.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Does Alabama have a Medigap birthday rule?',
      answer:
        '{birthdayRule:alabama} Outside your Medigap open enrollment period or a guaranteed-issue right, insurers may ask health questions before selling you a policy.',
    },
    {
      question: 'Are Medicare Advantage plans the same everywhere in Alabama?',
      answer:
        'No. Plans, costs and networks vary by county and ZIP code. We show you the plans offered where you live.',
    },
  ],
  ctaHeading: 'Talk with an Alabama Medicare advisor',
  ctaText: 'Call {phone} or book a free consultation to see the plans offered in your Alabama county.',
} satisfies z.input<typeof pageSchema>;
