// The copy of the /best-medigap-plans-alabama page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const bestMedigapPlansAlabamaPage = {
  id: 'best-medigap-plans-alabama',
  path: '/best-medigap-plans-alabama',
  title: 'Which Medigap Plan Is Best in Alabama? It Depends on You',
  metaTitle: 'Medigap Plans in Alabama: G, N, High-Deductible G, K, L',
  description:
    'Compare Medigap Plans G, N, high-deductible G, K and L in Alabama, and see why the right plan depends on your health, your budget and how you use care.',
  keywords: [
    'Medigap Alabama',
    'Medicare Supplement Alabama',
    'Plan G Alabama',
    'Plan N Alabama',
    'high-deductible Plan G',
    'Medigap Plan K',
  ],
  intro:
    'There is no single best Medigap plan for everyone in Alabama. The right plan depends on your health, your budget and how you like to pay for care. Here is how the main plans sold today compare.',
  sections: [
    {
      id: 'plan-g',
      heading: 'Plan G',
      paragraphs: [
        'Plan G is the most complete Medigap plan for people new to Medicare. It pays the Part A deductible, coinsurance and Part B excess charges. You pay only the Part B deductible, which is {partB.deductible} in {partB.deductible:year}. {partB.deductible:pending}',
        'Plan G may suit you if you want few surprise bills and are comfortable with a higher monthly premium.',
      ],
    },
    {
      id: 'plan-n',
      heading: 'Plan N',
      paragraphs: [
        'Plan N usually has a lower premium than Plan G. In return, you may pay up to $20 for some doctor visits and up to $50 for emergency room visits. You also pay the Part B deductible, and Plan N does not cover Part B excess charges.',
        'Plan N may suit you if you see the doctor now and then and want to save on premiums.',
      ],
    },
    {
      id: 'high-deductible-g',
      heading: 'High-deductible Plan G',
      paragraphs: [
        'High-deductible Plan G has the same benefits as Plan G, but only after you pay a yearly deductible. One source reports {medigap.highDeductibleG.deductible} for {medigap.highDeductibleG.deductible:year}, so please confirm the current amount with us. Its premium is usually much lower than regular Plan G.',
        'It may suit you if you are in good health, have savings for a costly year and want a low monthly premium.',
      ],
    },
    {
      id: 'plans-k-and-l',
      heading: 'Plans K and L',
      paragraphs: [
        'Plans K and L share costs with you. Plan K pays 50% of many costs and Plan L pays 75%, until your share reaches a yearly out-of-pocket limit. After that, the plan pays the rest of covered costs for the year.',
        "Plan K's limit is {medigap.plans.K.outOfPocketLimit} in {medigap.plans.K.outOfPocketLimit:year}. Plan L's limit is lower; ask us for the current amount. These plans may suit you if you want a lower premium but still want a cap on what you could pay.",
      ],
    },
    {
      id: 'how-to-choose',
      heading: 'How to choose the right plan for you',
      paragraphs: [
        'Medigap plans are standardized, so a Plan G from one company has the same benefits as a Plan G from another. Prices are not the same, so compare several companies and ask how their rates have changed over time.',
      ],
      bullets: [
        'How often do you see doctors and specialists?',
        'Could you handle a large bill in a bad health year?',
        'Do you prefer a higher premium with few bills, or a lower premium with some bills?',
        'Do you travel abroad? Plans G and N pay 80% of emergency care outside the U.S., up to plan limits.',
      ],
    },
    {
      id: 'alabama-timing',
      heading: 'Timing matters in Alabama',
      paragraphs: [
        '{birthdayRule:alabama} During your 6-month Medigap open enrollment period, you can buy any plan sold in the state, and insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the plan may still make you wait up to 6 months before it covers a pre-existing condition. Outside that window, insurers may ask health questions and can charge more or turn you down, unless you have a guaranteed-issue right.',
        'Plans C and F are only available to people who were eligible for Medicare before January 1, 2020.',
      ],
    },
  ],
  faqs: [
    {
      question: 'What is the best Medigap plan in Alabama?',
      answer:
        'There is no one best plan. Plan G may suit people who want the fewest bills. Plan N may suit people who want a lower premium and accept small copays. High-deductible G, K and L may suit people who want lower premiums with more cost sharing. We compare prices from several companies for your ZIP code.',
    },
    {
      question: 'Can I switch from Plan G to Plan N later in Alabama?',
      answer:
        'You can apply. {birthdayRule:alabama} Outside your open enrollment period or a guaranteed-issue right, the insurer may ask health questions and can turn down your application.',
    },
    {
      question: 'Do Medigap plans in Alabama cover prescription drugs?',
      answer: 'No. Medigap plans do not cover drugs. You add a separate Part D drug plan.',
    },
  ],
  ctaHeading: 'Compare Medigap prices for your Alabama ZIP code',
  ctaText:
    'Call {phone} or book a free consultation, and we will compare Plan G, Plan N and other options from the companies we represent.',
} satisfies z.input<typeof pageSchema>;
