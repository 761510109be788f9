// The copy of the /medicare-mistakes page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareMistakesPage = {
  id: 'medicare-mistakes',
  path: '/medicare-mistakes',
  title: 'Common Medicare Mistakes and How to Avoid Them',
  metaTitle: 'Common Medicare Mistakes to Avoid | Plain-Language Guide',
  description:
    'Late sign-up penalties, plans picked by premium alone, unchecked doctors and drugs: common Medicare mistakes and simple ways to avoid each one.',
  keywords: [
    'Medicare mistakes',
    'Medicare late enrollment penalty',
    'choosing a Medicare plan',
    'Medicare tips',
    'Medigap switching',
    'Medicare fraud',
  ],
  intro:
    'Most Medicare mistakes are easy to avoid once you know about them. Here are the ones we see most often, and what to do instead.',
  sections: [
    {
      id: 'signing-up-late',
      heading: 'Signing up late for Part B or Part D',
      paragraphs: [
        'If you miss your Initial Enrollment Period and do not have qualifying coverage, you may pay a late penalty for as long as you have the coverage. For Part B, it is 10% of the standard premium for each full 12 months you went without it. For Part D, it is 1% of the national base beneficiary premium for each full month without drug coverage.',
        'If you are still working and have job-based coverage, ask us before you delay. The rules depend on the kind of coverage you have.',
      ],
    },
    {
      id: 'premium-only',
      heading: 'Choosing a plan by premium alone',
      paragraphs: [
        'A low premium can come with higher copays, a higher deductible or a drug list that leaves out your medicines. Look at the total cost for a year, including the care and drugs you actually use. Plans and costs vary by county and ZIP code, so compare the ones offered where you live.',
      ],
    },
    {
      id: 'not-checking',
      heading: 'Not checking doctors, drugs and pharmacies',
      paragraphs: [
        'Networks and drug lists can change every year. Before you join or stay in a plan, confirm that your doctors, hospitals, medicines and pharmacy are covered for next year.',
      ],
    },
    {
      id: 'skipping-review',
      heading: 'Skipping the yearly review',
      paragraphs: [
        'Your plan can change its costs and benefits each January. Read the letters your plan sends in the fall, and review your coverage during the Annual Enrollment Period, October 15 to December 7.',
      ],
    },
    {
      id: 'medigap-switch',
      heading: 'Assuming you can switch to Medigap at any time',
      paragraphs: [
        'Your Medigap open enrollment period is a one-time, 6-month window. After it, insurers in {statesWithoutBirthdayRule} may ask health questions. If you leave Medigap for Medicare Advantage, you may not be able to get a Medigap policy back later at the same price, or at all.',
      ],
    },
    {
      id: 'sharing-your-number',
      heading: 'Giving your Medicare number to strangers',
      paragraphs: [
        'Do not share your Medicare number with unexpected callers, texts or emails. Share it only when you have chosen to enroll, with someone you trust. We never ask for it in chat or email.',
      ],
    },
  ],
  faqs: [
    {
      question: 'How much is the Part B late penalty?',
      answer:
        'It is 10% of the standard premium for each full 12-month period you could have had Part B but did not. The standard premium is {partB.standardPremium} a month in {partB.standardPremium:year}, so one full year late adds a tenth of that to every monthly premium, for as long as you have Part B.',
    },
    {
      question: 'What if I have already made one of these mistakes?',
      answer:
        'Call us. Many problems can be fixed at the next enrollment period, and some situations qualify for a Special Enrollment Period. We will look at your options with you.',
    },
  ],
  ctaHeading: 'Get a second pair of eyes on your Medicare',
  ctaText: 'Call {phone} or book a free consultation, and we will review your coverage with you at no cost.',
} satisfies z.input<typeof pageSchema>;
