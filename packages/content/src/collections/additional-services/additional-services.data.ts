import type { z } from 'zod';
import type { additionalServiceSchema } from './schema';

/**
 * The four additional-service cards, in display order. The Extra Help limits are figure tokens, filled from the
 * figures collection with their year; the card names Social Security as the place to check them.
 */
export const additionalServicesData = [
  {
    id: 'home-health-care',
    icon: 'home',
    title: 'Home Health Care Coverage',
    description:
      'Private plans that pay a benefit when you need care at home after an illness, an injury or a hospital stay.',
    benefits: [
      'Help paying for care in your own home',
      'Benefits paid to you, to use as you need',
      'Helps with costs Medicare may not cover',
      'Choose a benefit amount that fits your budget',
    ],
  },
  {
    id: 'final-expense',
    icon: 'hand-heart',
    title: 'Final Expense Life Insurance',
    description:
      'Life insurance that helps your family pay for funeral costs and final bills, so they are not left with the expense.',
    benefits: [
      'Benefit paid to the person you choose',
      'Smaller policies that are often easier to qualify for',
      'Many policies keep the same premium for life',
      'Coverage that lasts as long as premiums are paid',
    ],
  },
  {
    id: 'dental-vision-hearing',
    icon: 'smile',
    title: 'Dental, Vision & Hearing Plans',
    description: 'Stand-alone plans for the routine care that Original Medicare does not cover.',
    benefits: [
      'Cleanings, exams and fillings',
      'Eye exams and help paying for glasses',
      'Hearing exams and help paying for hearing aids',
      'Can be added to a Medicare Supplement plan',
    ],
  },
  {
    id: 'medicaid-extra-help',
    icon: 'clipboard-check',
    title: 'Medicaid & Extra Help Screening',
    description:
      'We check whether you may qualify for Medicaid or for Extra Help, a Medicare program that helps people with limited income and savings pay for prescriptions.',
    benefits: [
      'A quick, private check of the programs you may qualify for',
      'Extra Help in {extraHelp.incomeIndividual:year}: yearly income below {extraHelp.incomeIndividual} for one person or {extraHelp.incomeCouple} for a couple',
      'Resources in {extraHelp.resourcesIndividual:year}: below {extraHelp.resourcesIndividual} for one person or {extraHelp.resourcesCouple} for a couple',
      'Extra Help lowers drug plan premiums, deductibles and copays, with no Part D late penalty',
      'Help filling out the application',
    ],
    source: { label: 'Source: Social Security (ssa.gov/extrahelp)', href: 'https://www.ssa.gov/extrahelp' },
  },
] satisfies ReadonlyArray<z.input<typeof additionalServiceSchema>>;
