// The copy of the /part-d page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const partDPage = {
  id: 'part-d',
  path: '/part-d',
  title: 'Medicare Part D Drug Coverage',
  metaTitle: 'Medicare Part D Drug Plans | The Yearly Drug Cap Explained',
  description:
    'How Medicare Part D works in {partD.outOfPocketCap:year}: the deductible, 25% coinsurance, the {partD.outOfPocketCap} yearly cap, no coverage gap, and the late penalty.',
  keywords: [
    'Medicare Part D',
    'prescription drug plan',
    'Part D out-of-pocket cap',
    'donut hole',
    'Part D late enrollment penalty',
    'Extra Help',
  ],
  intro:
    'Part D helps pay for prescription drugs. You can get it as a stand-alone drug plan with Original Medicare, or as part of most Medicare Advantage plans. Here is how it works in {partD.outOfPocketCap:year}.',
  sections: [
    {
      id: 'how-it-works-2026',
      heading: 'How Part D works in {partD.outOfPocketCap:year}',
      paragraphs: [
        'Since January 1, 2025, Part D has three stages. There is no longer a coverage gap, which people used to call the donut hole.',
      ],
      bullets: [
        "Deductible: you pay for covered drugs until you meet your plan's deductible. In {partD.maxDeductible:year}, no plan's deductible can be more than {partD.maxDeductible}, and some plans have a lower one.",
        'Initial coverage: you pay 25% coinsurance for covered drugs until your yearly out-of-pocket costs reach the cap.',
        'Catastrophic coverage: once your out-of-pocket costs reach {partD.outOfPocketCap} in {partD.outOfPocketCap:year}, you pay $0 for covered drugs for the rest of the year. {partD.outOfPocketCap:pending}',
      ],
    },
    {
      id: 'next-year',
      heading: 'The Part D limits for {partD.outOfPocketCap:year}',
      paragraphs: [
        "Medicare has announced the Part D limits for {partD.outOfPocketCap:year}: the out-of-pocket cap is {partD.outOfPocketCap} ({partD.outOfPocketCap:prior} in {partD.outOfPocketCap:priorYear}), and the highest allowed deductible is {partD.maxDeductible} ({partD.maxDeductible:prior} in {partD.maxDeductible:priorYear}). {partD.outOfPocketCap:pending} Your plan's premium and drug list can change too, so review your plan during the Annual Enrollment Period.",
      ],
    },
    {
      id: 'choosing',
      heading: 'How to choose a drug plan',
      paragraphs: [
        'The plan with the lowest premium is not always the lowest total cost. What matters is what you will pay for your own medicines at your own pharmacy. Plans and availability vary by ZIP code.',
      ],
      bullets: [
        "Is every medicine you take on the plan's drug list?",
        'What will each medicine cost at each stage?',
        "Is your pharmacy in the plan's network, and is it a preferred pharmacy?",
        'Does the plan need to approve any of your drugs before it covers them?',
        'What are the monthly premium and the deductible?',
      ],
    },
    {
      id: 'late-penalty',
      heading: 'Avoid the Part D late enrollment penalty',
      paragraphs: [
        'If you go 63 days or more in a row without Part D or other creditable drug coverage after your Initial Enrollment Period, you may owe a penalty. It is added to your premium for as long as you have Part D.',
        'The penalty is 1% of the national base beneficiary premium for each full month you went without coverage. That base premium is {partD.baseBeneficiaryPremium} in {partD.baseBeneficiaryPremium:year}, so 10 months without coverage add 10% of it to your monthly premium, rounded to the nearest 10 cents. People who get Extra Help do not pay this penalty.',
      ],
    },
    {
      id: 'extra-help',
      heading: 'Help if money is tight',
      paragraphs: [
        'Extra Help is a Medicare program that lowers drug costs for people with limited income and savings. You may qualify if your income and your resources, such as savings, are below these limits. They change every year and are higher in Alaska and Hawaii. {extraHelp.incomeIndividual:pendingMany}',
      ],
      bullets: [
        'Income in {extraHelp.incomeIndividual:year}: below {extraHelp.incomeIndividual} a year for one person, or {extraHelp.incomeCouple} for a married couple living together.',
        'Resources in {extraHelp.resourcesIndividual:year}: below {extraHelp.resourcesIndividual} for one person, or {extraHelp.resourcesCouple} for a married couple.',
        'Source: Social Security, which decides who qualifies. Check the current limits and apply at ssa.gov/extrahelp, or call us and we will help you apply.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Is there still a donut hole in Part D?',
      answer:
        'No. The coverage gap ended on January 1, 2025. In {partD.outOfPocketCap:year}, once your out-of-pocket costs for covered drugs reach {partD.outOfPocketCap}, you pay $0 for covered drugs for the rest of the year.',
    },
    {
      question: "Do I need Part D if I don't take any medicines?",
      answer:
        'You are not required to have it. But if you go 63 days or more in a row without Part D or other creditable drug coverage after your Initial Enrollment Period, you may pay a late penalty later, for as long as you have Part D.',
    },
    {
      question: 'Can I change my drug plan each year?',
      answer:
        'Yes. During the Annual Enrollment Period, October 15 to December 7, you can join, switch or drop a Part D plan. The change starts January 1.',
    },
  ],
  ctaHeading: "Check your medicines against this year's plans",
  ctaText:
    'Call {phone} or book a free consultation, and bring your list of medicines and doses so we can compare drug plans at your pharmacy.',
} satisfies z.input<typeof pageSchema>;
