// The copy of the /medicare-comparison page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const medicareComparisonPage = {
  id: 'medicare-comparison',
  path: '/medicare-comparison',
  title: 'Medicare Advantage vs Original Medicare with Medigap',
  metaTitle: 'Medicare Advantage vs Medigap: Side-by-Side Comparison',
  description:
    'Compare Medicare Advantage with Original Medicare plus a Medigap plan: doctors, out-of-pocket limits, prior authorization, drugs, travel and premiums.',
  keywords: [
    'Medicare Advantage vs Medigap',
    'Medicare comparison',
    'Original Medicare',
    'Medigap',
    'Medicare Advantage',
    'Medicare choices',
  ],
  intro:
    'There are two main ways to get your Medicare coverage, and neither is right for everyone. This side-by-side look shows the trade-offs, so you can see which one fits your health, your doctors and your budget.',
  sections: [
    {
      id: 'doctors',
      heading: 'Doctors and networks',
      paragraphs: ['This is often the first question people ask: can I keep my doctors?'],
      bullets: [
        "Medicare Advantage: you usually must use in-network providers in the plan's service area for care that is not an emergency. PPO plans pay for some out-of-network care at a higher cost. Referrals may be required.",
        'Original Medicare with Medigap: you can see any doctor or hospital in the U.S. that accepts Medicare. There is no network and no referrals.',
      ],
    },
    {
      id: 'costs',
      heading: 'Premiums and out-of-pocket costs',
      paragraphs: [
        'Both choices have costs. They just show up in different places. Plans, premiums and availability vary by county and ZIP code.',
      ],
      bullets: [
        "Medicare Advantage: many plans have a $0 plan premium, and you still pay the Part B premium ({partB.standardPremium} a month in {partB.standardPremium:year}). You pay copays and coinsurance when you get care, up to the plan's yearly out-of-pocket limit.",
        'Original Medicare with Medigap: you pay the Part B premium, a Medigap premium and a Part D premium. In return, your costs when you get care are low and easy to predict. With Plan G, you pay only the Part B deductible, {partB.deductible} in {partB.deductible:year}.',
        'Original Medicare alone has no yearly out-of-pocket cap. Medigap fills that gap, and Plans K and L have their own yearly caps.',
      ],
    },
    {
      id: 'prior-authorization',
      heading: 'Prior authorization',
      paragraphs: ['Prior authorization means the plan must approve a service before you get it.'],
      bullets: [
        'Medicare Advantage: prior authorization is common for many services.',
        'Original Medicare with Medigap: generally none. A Medicare pilot program that started in 2026 requires it for some services in six states, but not in Alabama, Georgia, Florida, Tennessee or Illinois.',
      ],
    },
    {
      id: 'drugs-and-extras',
      heading: 'Drugs and extra benefits',
      paragraphs: ['Drug coverage is handled differently in each path.'],
      bullets: [
        'Medicare Advantage: most plans include Part D drug coverage, and many include dental, vision and hearing extras.',
        'Original Medicare with Medigap: you add a separate Part D plan for drugs. Medigap does not include dental, vision or hearing extras.',
      ],
    },
    {
      id: 'travel',
      heading: 'Travel',
      paragraphs: ['If you travel often or spend part of the year in another state, this can matter a lot.'],
      bullets: [
        "Medicare Advantage: outside the plan's service area, network limits apply except for emergency and urgent care.",
        'Original Medicare with Medigap: any provider in the U.S. that accepts Medicare. Plans C, D, F, G, M and N pay 80% of emergency care abroad, up to plan limits.',
      ],
    },
    {
      id: 'switching-later',
      heading: 'Switching later',
      paragraphs: [
        'If you choose Medicare Advantage and later want Original Medicare with Medigap, it may be harder. Outside your Medigap open enrollment period or another guaranteed-issue right, insurers in {statesWithoutBirthdayRule} may ask health questions and can charge more or say no.',
        "Some people who try Medicare Advantage for the first time have limited rights to return to Medigap within the first year. Ask us whether this applies to you. It helps to think about the long term now, not only this year's costs.",
      ],
    },
  ],
  faqs: [
    {
      question: 'Which is better, Medicare Advantage or Medigap?',
      answer:
        'It depends on you. People who want lower monthly costs and extra benefits often look at Medicare Advantage. People who want to see any doctor that accepts Medicare and have predictable costs often look at Medigap. We walk through your doctors, medicines, travel and budget before you decide.',
    },
    {
      question: 'Do both choices include drug coverage?',
      answer:
        'Most Medicare Advantage plans include Part D. With Original Medicare and Medigap, you add a separate Part D drug plan.',
    },
  ],
  ctaHeading: 'Not sure which path fits you?',
  ctaText:
    'Call {phone} or book a free consultation, and a licensed advisor will compare both options using your own doctors and medicines.',
} satisfies z.input<typeof pageSchema>;
