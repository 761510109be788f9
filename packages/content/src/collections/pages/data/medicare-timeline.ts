// The copy of the /medicare-timeline page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareTimelinePage = {
  id: 'medicare-timeline',
  path: '/medicare-timeline',
  title: 'Your Medicare Enrollment Timeline',
  metaTitle: 'Medicare Enrollment Timeline and Calculator | Turning 65',
  description:
    'Find your Medicare Initial Enrollment Period, when Part B starts, the General Enrollment Period, your Medigap open enrollment window and late penalties.',
  keywords: [
    'Medicare enrollment calculator',
    'Initial Enrollment Period',
    'turning 65 Medicare',
    'when does Part B start',
    'General Enrollment Period',
    'Medigap open enrollment',
  ],
  intro:
    'Enter your date of birth in the calculator to see your Medicare dates. Below, we explain the rules behind each date in plain words.',
  sections: [
    {
      id: 'initial-enrollment-period',
      heading: 'Your Initial Enrollment Period',
      paragraphs: [
        'Your Initial Enrollment Period is 7 months long. It includes the 3 months before the month you turn 65, your birthday month, and the 3 months after.',
        'For example, if you turn 65 on June 15, {planYear}, your Initial Enrollment Period runs from March through September {planYear}.',
      ],
    },
    {
      id: 'born-on-the-first',
      heading: 'If you were born on the 1st of the month',
      paragraphs: [
        'Social Security treats you as turning 65 on the day before your birthday. So if your birthday is on the 1st, every date moves one month earlier.',
        'Someone whose 65th birthday is June 1, {planYear}, is treated as turning 65 the day before, in May. Their Initial Enrollment Period runs from February through August {planYear}, and coverage can start as early as May 1, {planYear}.',
      ],
    },
    {
      id: 'when-part-b-starts',
      heading: 'When Part B coverage starts',
      paragraphs: [
        'Since January 1, 2023, the start date depends only on when you sign up during your Initial Enrollment Period.',
      ],
      bullets: [
        'Sign up in any of the 3 months before your birthday month: coverage starts the 1st of your birthday month.',
        'Sign up in your birthday month or in the 3 months after: coverage starts the 1st of the month after you sign up.',
      ],
    },
    {
      id: 'general-enrollment-period',
      heading: 'If you miss your Initial Enrollment Period',
      paragraphs: [
        'The General Enrollment Period runs from January 1 to March 31 each year. Since 2023, your coverage starts the 1st of the month after you sign up. You may also owe a late penalty.',
        'If you delayed Part B because you had health coverage from current work, you may be able to use a Special Enrollment Period instead, with no penalty.',
      ],
    },
    {
      id: 'medigap-open-enrollment',
      heading: 'Your Medigap open enrollment period',
      paragraphs: [
        'Your 6-month Medigap open enrollment period starts the first month you are both 65 or older and enrolled in Part B. During it, you can buy any Medigap policy sold in your state, and insurers cannot turn you down or charge you more because of your health. If you delay Part B because of job-based coverage, it starts when your Part B starts. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
      ],
    },
    {
      id: 'late-penalties',
      heading: 'Late enrollment penalties',
      paragraphs: [
        'Both penalties last as long as you have the coverage, so it pays to get the timing right.',
      ],
      bullets: [
        'Part B: 10% of the standard premium ({partB.standardPremium} a month in {partB.standardPremium:year}) for each full 12 months you could have had Part B but did not.',
        'Part D: 1% of the national base beneficiary premium ({partD.baseBeneficiaryPremium} in {partD.baseBeneficiaryPremium:year}) for each full month without Part D or creditable drug coverage, once a gap lasts 63 days or more.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I have to sign up for Part B if I am still working?',
      answer:
        'It depends on your coverage. If you have health coverage from current work, you may be able to delay Part B without a penalty. Talk with us before you decide.',
    },
    {
      question: 'Can I sign up during my birthday month?',
      answer: 'Yes. If you sign up in your birthday month, Part B starts the 1st of the following month.',
    },
  ],
  ctaHeading: 'Get your dates checked by a person',
  ctaText: 'Call {phone} or book a free consultation, and we will map out your Medicare dates with you.',
} satisfies z.input<typeof pageSchema>;
