import type { z } from 'zod';
import type { coverageCardSchema } from './schema';

/**
 * The five coverage cards of the home page (#coverage), in display order. No figures here: figures live in
 * year-keyed data. Home health care and final expense life insurance are in `additional-services`.
 */
export const coverageData = [
  {
    id: 'medicare-advantage',
    icon: 'stethoscope',
    title: 'Medicare Advantage (Part C)',
    description:
      'An all-in-one way to get your Medicare benefits through a private insurance company that contracts with Medicare.',
    features: [
      'Hospital and medical coverage in one plan',
      'Most plans include Part D drug coverage',
      'A yearly limit on what you pay for covered care',
      'Many plans add dental, vision and hearing benefits',
      'You still pay your Part B premium',
    ],
    href: '/medicare-advantage',
  },
  {
    id: 'medicare-supplement',
    icon: 'shield-check',
    title: 'Medicare Supplement (Medigap)',
    description:
      'Private insurance that works alongside Original Medicare and helps pay the costs Medicare leaves to you.',
    features: [
      'See any doctor in the U.S. who accepts Medicare',
      'No network and no referrals',
      'Helps pay deductibles, coinsurance and copays',
      'Standard plans, such as Plan G and Plan N',
      'Pair it with a Part D plan for prescriptions',
    ],
    href: '/medicare-supplement',
  },
  {
    id: 'part-d',
    icon: 'pill',
    title: 'Part D Prescription Drug Plans',
    description: 'Drug coverage you add to Original Medicare, with or without a Medicare Supplement plan.',
    features: [
      'Covers many brand-name and generic drugs',
      'A yearly cap on what you pay for covered drugs',
      "We check your medicines against each plan's drug list",
      'Joining on time helps you avoid a late enrollment penalty',
    ],
    href: '/part-d',
  },
  {
    id: 'hospital-indemnity',
    icon: 'hospital',
    title: 'Hospital Indemnity',
    description:
      'Pays you a set cash amount when you stay in the hospital, to help with copays and other costs your plan leaves behind.',
    features: [
      'Cash benefits paid directly to you',
      'Use the money however you need',
      'Works alongside Medicare Advantage',
      'Choose a benefit amount that fits your budget',
    ],
  },
  {
    id: 'cancer-heart-attack-stroke',
    icon: 'heart-pulse',
    title: 'Cancer, Heart Attack & Stroke Plans',
    description:
      'Pays a lump-sum cash benefit if you are diagnosed with a covered illness, so you can focus on getting well.',
    features: [
      'A lump-sum cash benefit paid to you',
      'Help with travel, household bills or treatment costs',
      'Works alongside your Medicare coverage',
      'Choose a benefit amount that fits your budget',
    ],
  },
] satisfies ReadonlyArray<z.input<typeof coverageCardSchema>>;
