import type { z } from 'zod';
import type { contentTopicSchema } from './schema';

/**
 * The topics of the content strategy, most valuable first (gaps of equal priority are listed in this order within a
 * place). Keep the terms specific: "open enrollment" is left out of AEP on purpose, because "Medigap open
 * enrollment period" is a different window.
 */
export const topicsData = [
  {
    id: 'medigap',
    label: 'Medicare Supplement (Medigap)',
    terms: ['medigap', 'medicare supplement'],
    suggestedTitle: 'Medigap Plans in {place}: How to Choose and When to Buy',
  },
  {
    id: 'medicare-advantage',
    label: 'Medicare Advantage',
    terms: ['medicare advantage'],
    suggestedTitle: 'Medicare Advantage in {place}: Networks, Costs and How to Compare',
  },
  {
    id: 'part-d',
    label: 'Part D drug plans',
    terms: ['part d', 'drug plan', 'drug plans', 'drug coverage', 'prescription drug', 'prescription drugs'],
    suggestedTitle: 'Part D Drug Plans in {place}: How to Check Your Medicines',
  },
  {
    id: 'turning-65',
    label: 'Turning 65',
    terms: ['turning 65', 'turn 65', 'initial enrollment', 'new to medicare'],
    suggestedTitle: 'Turning 65 in {place}: Your Medicare Steps, Month by Month',
  },
  {
    id: 'aep',
    label: 'Annual Enrollment (AEP)',
    terms: ['annual enrollment', 'aep'],
    suggestedTitle: 'Annual Enrollment in {place}: Your Fall Medicare Checklist',
  },
  {
    id: 'irmaa',
    label: 'IRMAA',
    terms: ['irmaa', 'income related monthly adjustment', 'high income'],
    suggestedTitle: 'IRMAA in {place}: Higher Medicare Premiums and How to Appeal',
  },
  {
    id: 'medicare-costs',
    label: 'Medicare costs',
    terms: ['cost', 'costs', 'premium', 'premiums', 'deductible', 'deductibles', 'out of pocket'],
    suggestedTitle: 'What Medicare Costs in {place}: Premiums, Deductibles and Limits',
  },
] satisfies ReadonlyArray<z.input<typeof contentTopicSchema>>;
