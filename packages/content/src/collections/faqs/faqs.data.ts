import type { z } from 'zod';
import type { faqSchema } from './schema';

/** The home page FAQ, in display order. Answers follow shared/facts/MEDICARE.md; figures name their year. */
export const faqsData = [
  {
    id: 'cost-of-help',
    topic: 'our-service',
    question: 'Do you charge for your help?',
    answer:
      'No. Our consultations and ongoing help are free to you. We are paid a commission by the insurance companies we represent, and the plan costs the same whether you enroll through us or directly.',
  },
  {
    id: 'when-can-i-enroll',
    topic: 'enrollment',
    question: 'When can I sign up for Medicare for the first time?',
    answer:
      'Your Initial Enrollment Period lasts 7 months: the 3 months before the month you turn 65, your birthday month, and the 3 months after. If your birthday falls on the 1st of the month, every date moves one month earlier.',
  },
  {
    id: 'when-can-i-switch-plans',
    topic: 'enrollment',
    question: 'When can I change my Medicare Advantage or drug plan?',
    answer:
      'Every year during the Annual Enrollment Period, October 15 to December 7, with the new coverage starting January 1. If you are already in a Medicare Advantage plan, you can also make one change from January 1 to March 31.',
  },
  {
    id: 'what-is-medigap',
    topic: 'medigap',
    question: 'What is a Medicare Supplement (Medigap) plan?',
    answer:
      'Medigap is private insurance that works alongside Original Medicare and pays some or all of what Medicare leaves you to pay, such as deductibles and coinsurance. You can see any doctor in the U.S. who accepts Medicare. Medigap does not cover prescriptions, so most people add a Part D plan.',
  },
  {
    id: 'part-b-premium-2026',
    topic: 'costs',
    question: 'How much is the Part B premium in 2026?',
    answer:
      'The standard Part B premium is $202.90 a month in 2026 (it was $185.00 in 2025), and the Part B deductible is $283. People with higher incomes pay more, an amount called IRMAA.',
  },
  {
    id: 'part-d-cap-2026',
    topic: 'part-d',
    question: 'Is there still a "donut hole" in Part D?',
    answer:
      'No. Since January 1, 2025 there is no coverage gap. After your deductible you pay 25% of drug costs until your out-of-pocket spending reaches the yearly cap: $2,100 in 2026. After that you pay nothing more for covered drugs that year.',
  },
] satisfies ReadonlyArray<z.input<typeof faqSchema>>;
