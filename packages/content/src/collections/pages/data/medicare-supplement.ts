// The copy of the /medicare-supplement page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareSupplementPage = {
  id: 'medicare-supplement',
  path: '/medicare-supplement',
  title: 'Medicare Supplement (Medigap) Insurance',
  metaTitle: 'Medicare Supplement (Medigap) Plans Explained',
  description:
    'How Medigap plans such as G, N and K work with Original Medicare, when insurers cannot turn you down because of your health, and how to compare prices.',
  keywords: [
    'Medicare Supplement',
    'Medigap',
    'Medigap Plan G',
    'Medigap Plan N',
    'Medigap open enrollment',
    'Medicare Supplement Alabama',
  ],
  intro:
    'A Medicare Supplement plan, also called Medigap, helps pay costs that Original Medicare leaves behind. You can see any doctor or hospital in the U.S. that accepts Medicare, with no network and no referrals.',
  sections: [
    {
      id: 'what-it-does',
      heading: 'What Medigap does',
      paragraphs: [
        'Original Medicare pays most, but not all, of your covered costs. You still owe deductibles, coinsurance and copays, and Original Medicare has no yearly out-of-pocket limit. A Medigap policy pays some or all of these costs.',
        'Medigap works only with Original Medicare (Parts A and B). It does not cover prescription drugs, so most people also add a separate Part D plan.',
      ],
    },
    {
      id: 'standardized-plans',
      heading: 'Plans are standardized by letter',
      paragraphs: [
        'Medigap plans are named with letters. A Plan G from one insurance company has the same benefits as a Plan G from another. What differs is the price.',
      ],
      bullets: [
        'Plan G covers the most for people new to Medicare. You pay only the Part B deductible, which is {partB.deductible} in {partB.deductible:year}. {partB.deductible:pending}',
        'Plan N usually has a lower premium. You may pay copays of up to $20 for some office visits and up to $50 for emergency room visits, and it does not cover Part B excess charges.',
        "Plans K and L pay 50% or 75% of many costs, up to a yearly out-of-pocket limit. Plan K's limit is {medigap.plans.K.outOfPocketLimit} in {medigap.plans.K.outOfPocketLimit:year}. {medigap.plans.K.outOfPocketLimit:pending}",
        'High-deductible Plan G has a lower premium, but you pay a yearly deductible before the plan pays.',
        'Plans C and F can only be bought by people who were eligible for Medicare before January 1, 2020.',
      ],
    },
    {
      id: 'open-enrollment',
      heading: 'When to buy: your Medigap open enrollment period',
      paragraphs: [
        'You get a one-time, 6-month Medigap open enrollment period. It starts the first month you are both 65 or older and enrolled in Part B. During it, you can buy any Medigap policy sold in your state, and insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the policy may still make you wait up to 6 months before it covers a pre-existing condition.',
        'If you delayed Part B because you had job-based coverage, the 6 months start when your Part B starts.',
        'After this window, insurers in {statesWithoutBirthdayRule} may ask health questions. They can charge more or turn you down, unless you have a guaranteed-issue right.',
      ],
    },
    {
      id: 'birthday-rule',
      heading: 'Is there a birthday rule in my state?',
      paragraphs: [
        'Some states let people switch Medigap plans each year around their birthday with no health questions. {medigapStateRules}',
        '{birthdayRuleDetails}',
        '{stateRightsDetails}',
      ],
    },
    {
      id: 'compare-prices',
      heading: 'How to compare Medigap prices',
      paragraphs: [
        "Because the benefits are the same, price matters. Premiums vary by insurer, age and ZIP code. Ask how each company's rates have changed over time, not just what the first-year price is.",
        'We compare Medigap prices from the companies we represent in your area, and we explain the trade-offs in plain words.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Does a Medigap plan cover prescription drugs?',
      answer:
        'No. Medigap plans sold today do not cover drugs. Most people pair Medigap with a separate Part D drug plan, which also helps them avoid a late enrollment penalty.',
    },
    {
      question: 'Can I change my Medigap plan later?',
      answer:
        'You can apply at any time. Outside your open enrollment period or a guaranteed-issue right, insurers in {statesWithoutBirthdayRule} may ask health questions, charge more or turn down your application.',
    },
    {
      question: 'Do I need referrals with Medigap?',
      answer:
        'No. With Original Medicare and Medigap, you can see any doctor or hospital in the U.S. that accepts Medicare, and you do not need referrals.',
    },
  ],
  ctaHeading: 'Get Medigap prices for your ZIP code',
  ctaText:
    'Call {phone} or book a free consultation to compare Medigap plans side by side, with no obligation.',
} satisfies z.input<typeof pageSchema>;
