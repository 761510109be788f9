import type { z } from 'zod';
import type { faqSchema } from './schema';

/**
 * The home page FAQ, in display order: the spec's 20 entries, one of them duplicated. The last entry,
 * 'cost-of-help-repeat', repeats 'cost-of-help' word for word on purpose (spec §2 and §9, PRODUCT.md decision 6):
 * the content check reports it and the FAQ structured data lists each question once.
 * Answers follow shared/facts/MEDICARE.md; figures are figure tokens and name their year ({partB.standardPremium:year}).
 */
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
    question: 'How much is the Part B premium in {partB.standardPremium:year}?',
    answer:
      'In {partB.standardPremium:year}, the standard Part B premium is {partB.standardPremium} a month (it was {partB.standardPremium:prior} in {partB.standardPremium:priorYear}), and the Part B deductible is {partB.deductible}. {partB.standardPremium:pending} People with higher incomes pay more, an amount called IRMAA.',
  },
  {
    id: 'part-d-cap-2026',
    topic: 'part-d',
    question: 'Is there still a "donut hole" in Part D?',
    answer:
      'No. Since January 1, 2025 there is no coverage gap. After your deductible you pay 25% of drug costs until your out-of-pocket spending reaches the yearly cap: {partD.outOfPocketCap} in {partD.outOfPocketCap:year}. After that you pay nothing more for covered drugs that year.',
  },
  {
    id: 'part-a-deductible-2026',
    topic: 'costs',
    question: 'How much is the Part A hospital deductible in {partA.deductible:year}?',
    answer:
      'In {partA.deductible:year} the Part A deductible is {partA.deductible} for each benefit period (it was {partA.deductible:prior} in {partA.deductible:priorYear}). {partA.deductible:pending} It is what you pay for a hospital stay before Part A starts to pay. Most Medigap plans pay some or all of it.',
  },
  {
    id: 'part-d-deductible-2026',
    topic: 'part-d',
    question: 'How much is the Part D deductible in {partD.maxDeductible:year}?',
    answer:
      'Each Part D plan sets its own deductible, but in {partD.maxDeductible:year} it can be no more than {partD.maxDeductible} (it was {partD.maxDeductible:prior} in {partD.maxDeductible:priorYear}). Some plans set a lower one, so it is worth comparing.',
  },
  {
    id: 'when-does-part-b-start',
    topic: 'enrollment',
    question: 'If I sign up for Part B at 65, when does my coverage start?',
    answer:
      'If you sign up in the 3 months before your birthday month, Part B starts on the first day of your birthday month. If you sign up in your birthday month or in the 3 months after, it starts on the first day of the month after you sign up. These rules have applied since January 1, 2023.',
  },
  {
    id: 'general-enrollment-period',
    topic: 'enrollment',
    question: 'I missed my first chance to sign up for Part B. What can I do?',
    answer:
      'If you do not qualify for a Special Enrollment Period, you can sign up during the General Enrollment Period, January 1 to March 31 each year. Since 2023, your coverage starts on the first day of the month after you sign up. A late enrollment penalty may apply.',
  },
  {
    id: 'medigap-open-enrollment',
    topic: 'medigap',
    question: 'When is the best time to buy a Medigap plan?',
    answer:
      'Your Medigap open enrollment period lasts 6 months, starting the first month you are both 65 or older and enrolled in Part B. During those 6 months you can buy any Medigap plan sold in your state, and insurers cannot turn you down or charge you more because of your health. If you did not have creditable coverage before, such as a job-based health plan, the plan may still make you wait up to 6 months before it covers a pre-existing condition. After it ends, insurers may ask health questions unless you have a guaranteed-issue right.',
  },
  {
    id: 'medicare-advantage-open-enrollment',
    topic: 'advantage',
    question: 'Can I change my Medicare Advantage plan after January 1?',
    answer:
      'Yes, once. If you are in a Medicare Advantage plan, you can make one change between January 1 and March 31: switch to another Medicare Advantage plan, or go back to Original Medicare, with or without a Part D drug plan. The change takes effect on the first day of the following month.',
  },
  {
    id: 'five-star-special-enrollment',
    topic: 'enrollment',
    question: 'What is the 5-star special enrollment period?',
    answer:
      'If a plan with a 5-star rating from Medicare is offered where you live, you can switch to it once between December 8 and November 30. This applies to 5-star Medicare Advantage, Cost and Part D plans.',
  },
  {
    id: 'what-is-irmaa',
    topic: 'costs',
    question: 'What is IRMAA, and can I lower it?',
    answer:
      'IRMAA is an extra amount added to your Part B and Part D premiums when your income is above a set level; in {irmaa.magiYear:year} it starts above {irmaa.brackets.0.individual.upTo} on an individual tax return or {irmaa.brackets.0.joint.upTo} on a joint return. Social Security uses your tax return from two years earlier, so {irmaa.magiYear:year} premiums are based on {irmaa.magiYear} income. If your income has dropped because of a life-changing event, such as retiring, marriage, divorce or the death of a spouse, you can ask Social Security to use your newer income with Form SSA-44.',
  },
  {
    id: 'part-b-late-penalty',
    topic: 'costs',
    question: 'Is there a penalty for signing up for Part B late?',
    answer:
      'Yes. Your Part B premium goes up 10% for each full 12-month period you could have had Part B but did not, and you pay it for as long as you have Part B. There is no penalty if you delayed because you had a Special Enrollment Period, for example through job-based coverage from current work.',
  },
  {
    id: 'part-d-late-penalty',
    topic: 'part-d',
    question: 'Is there a penalty for signing up for Part D late?',
    answer:
      'Yes, if you go 63 days or more in a row without Part D or other creditable drug coverage after your first chance to sign up. The penalty is 1% of the national base premium ({partD.baseBeneficiaryPremium} in {partD.baseBeneficiaryPremium:year}) for each full month without coverage, added to your premium for as long as you have Part D. People who get Extra Help pay no penalty.',
  },
  {
    id: 'advantage-networks',
    topic: 'advantage',
    question: 'Can I keep my doctors with a Medicare Advantage plan?',
    answer:
      'It depends on the plan. Most Medicare Advantage plans have a network, and for care that is not an emergency you usually need to use doctors and hospitals in that network; some plans also need referrals. PPO plans pay for some care outside the network, at a higher cost. Before you enroll, we check that your doctors and hospitals are in the plan you are considering.',
  },
  {
    id: 'what-to-bring',
    topic: 'our-service',
    question: 'What should I have ready for my consultation?',
    answer:
      'Please have your Medicare card, a list of your medicines with the dose and how often you take them, and the names of your doctors and your pharmacy. If you already have a plan, bring any letters it has sent you about next year. A family member is always welcome to join.',
  },
  {
    id: 'medicare-number-in-chat',
    topic: 'our-service',
    question: 'Should I type my Medicare number into the website chat?',
    answer:
      'No. Please never share your Medicare number, Social Security number or bank details in the website chat; it does not need them to answer your questions. When you are ready to enroll, a licensed advisor will help you by phone at {phone}.',
  },
  {
    id: 'cost-of-help-repeat',
    topic: 'our-service',
    question: 'Do you charge for your help?',
    answer:
      'No. Our consultations and ongoing help are free to you. We are paid a commission by the insurance companies we represent, and the plan costs the same whether you enroll through us or directly.',
  },
] satisfies ReadonlyArray<z.input<typeof faqSchema>>;
