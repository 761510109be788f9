// The copy of the /irmaa-calculator page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const irmaaCalculatorPage = {
  id: 'irmaa-calculator',
  path: '/irmaa-calculator',
  title: 'IRMAA Calculator: Will You Pay More for Medicare?',
  metaTitle: 'IRMAA Calculator {irmaa.magiYear:year}: Medicare Income Surcharge',
  description:
    'Estimate your {irmaa.magiYear:year} IRMAA, the extra Medicare premium for higher incomes. Learn the two-year look-back and how to ask for a new decision with Form SSA-44.',
  keywords: [
    'IRMAA calculator',
    'IRMAA {irmaa.magiYear:year}',
    'Medicare income surcharge',
    'Part B premium high income',
    'SSA-44',
    'life-changing event',
  ],
  intro:
    'IRMAA is an extra amount some people with higher incomes pay for Part B and Part D. Enter your income and tax filing status in the calculator to estimate your {irmaa.magiYear:year} premiums.',
  sections: [
    {
      id: 'what-is-irmaa',
      heading: 'What is IRMAA?',
      paragraphs: [
        'IRMAA stands for income-related monthly adjustment amount. If your income is above a set level, you pay more than the standard Part B premium, plus an extra amount for Part D. Social Security decides who pays it.',
        'In {partB.standardPremium:year}, the standard Part B premium is {partB.standardPremium} a month. With IRMAA, the {irmaa.magiYear:year} Part B premium ranges from {irmaa.brackets.1.partBTotal} to {irmaa.brackets.5.partBTotal} a month.',
      ],
    },
    {
      id: 'two-year-look-back',
      heading: 'The two-year look-back',
      paragraphs: [
        'IRMAA uses your modified adjusted gross income (MAGI) from your tax return two years earlier. MAGI is your adjusted gross income plus tax-exempt interest. Your {irmaa.magiYear:year} premiums are based on your {irmaa.magiYear} tax return.',
        'If that return is not available, Social Security uses the one from three years earlier.',
      ],
    },
    {
      id: 'brackets-2026',
      heading: '{irmaa.magiYear:year} IRMAA brackets',
      paragraphs: [
        'Monthly amounts per person in {irmaa.magiYear:year}, based on {irmaa.magiYear} income. The Part D amount is added to whatever your drug plan charges. {irmaa.magiYear:pendingMany}',
        'Married people who lived together at any time in the year but file separate returns have different brackets. Ask us or Social Security.',
      ],
      bullets: [
        'Individual up to {irmaa.brackets.0.individual.upTo}, or joint up to {irmaa.brackets.0.joint.upTo}: Part B {irmaa.brackets.0.partBTotal}, no Part D extra.',
        'Individual above {irmaa.brackets.1.individual.over} up to {irmaa.brackets.1.individual.upTo}, or joint above {irmaa.brackets.1.joint.over} up to {irmaa.brackets.1.joint.upTo}: Part B {irmaa.brackets.1.partBTotal}, Part D extra {irmaa.brackets.1.partDAddOn}.',
        'Individual above {irmaa.brackets.2.individual.over} up to {irmaa.brackets.2.individual.upTo}, or joint above {irmaa.brackets.2.joint.over} up to {irmaa.brackets.2.joint.upTo}: Part B {irmaa.brackets.2.partBTotal}, Part D extra {irmaa.brackets.2.partDAddOn}.',
        'Individual above {irmaa.brackets.3.individual.over} up to {irmaa.brackets.3.individual.upTo}, or joint above {irmaa.brackets.3.joint.over} up to {irmaa.brackets.3.joint.upTo}: Part B {irmaa.brackets.3.partBTotal}, Part D extra {irmaa.brackets.3.partDAddOn}.',
        'Individual above {irmaa.brackets.4.individual.over} and below {irmaa.brackets.4.individual.upTo}, or joint above {irmaa.brackets.4.joint.over} and below {irmaa.brackets.4.joint.upTo}: Part B {irmaa.brackets.4.partBTotal}, Part D extra {irmaa.brackets.4.partDAddOn}.',
        'Individual {irmaa.brackets.5.individual.over} or more, or joint {irmaa.brackets.5.joint.over} or more: Part B {irmaa.brackets.5.partBTotal}, Part D extra {irmaa.brackets.5.partDAddOn}.',
      ],
    },
    {
      id: 'ssa-44',
      heading: 'Lower your IRMAA after a life-changing event',
      paragraphs: [
        'If your income dropped because of certain life events, you can ask Social Security for a new decision using Form SSA-44. These are the events that count:',
        'Other drops in income, such as choosing to sell an investment property or a normal fall in dividends, do not count as life-changing events.',
      ],
      bullets: [
        'Death of a spouse',
        'Marriage',
        'Divorce or annulment',
        'Working fewer hours',
        'Stopping work',
        'Loss of income-producing property',
        'Loss or reduction of a pension',
        'An employer settlement payment',
      ],
    },
    {
      id: 'about-the-estimate',
      heading: 'About this estimate',
      paragraphs: [
        "The calculator gives an estimate, not a decision from Social Security. Your actual amount comes from Social Security's letter. If it looks wrong, or your income has changed, call us and we will walk you through your options.",
      ],
    },
  ],
  faqs: [
    {
      question: 'Will I pay IRMAA forever?',
      answer:
        "Not necessarily. Each year's IRMAA uses the tax return from two years earlier. If your income falls below the brackets, your premium can go back to the standard amount.",
    },
    {
      question: 'How does IRMAA work for married couples?',
      answer:
        'Each person on Medicare pays their own premium. If you file jointly and your {irmaa.magiYear} joint income was above {irmaa.brackets.0.joint.upTo}, each spouse on Medicare may pay IRMAA in {irmaa.magiYear:year}.',
    },
    {
      question: 'My income dropped when I retired. What can I do?',
      answer:
        'Stopping work is a life-changing event. You can ask Social Security to use your lower income by filing Form SSA-44.',
    },
  ],
  ctaHeading: 'Questions about IRMAA?',
  ctaText:
    'Call {phone} or book a free consultation, and we will explain your IRMAA letter and whether Form SSA-44 may help.',
} satisfies z.input<typeof pageSchema>;
