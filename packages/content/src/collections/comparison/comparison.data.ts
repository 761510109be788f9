import type { z } from 'zod';
import type { comparisonSchema } from './schema';

/**
 * Medicare Advantage vs Original Medicare + Medigap for /medicare-comparison: the eight rows of
 * shared/facts/MEDICARE.md §6, in plain words aligned with the page copy (pages/data/medicare-comparison.ts),
 * and the words around the Medigap plan letter table (§5). Figures are figure tokens, filled from the figures
 * collection with their year: MA in-network out-of-pocket limit (and the year before), Part B deductible and premium.
 */
export const comparisonData = {
  copy: {
    heading: 'The two paths side by side',
    intro:
      'There are two main ways to get your Medicare coverage, and neither is right for everyone. Plans, premiums and availability vary by county and ZIP code.',
    caption: 'Medicare Advantage compared with Original Medicare plus a Medigap plan',
    topicLabel: 'Topic',
    advantageLabel: 'Medicare Advantage (Part C)',
    medigapLabel: 'Original Medicare + Medigap',
    medigapHeading: 'Medigap plans by letter',
    medigapIntro:
      'Medigap plans are standardized: plans with the same letter cover the same benefits, whichever company sells them.',
    medigapCaption: 'What each Medigap plan pays, by plan letter',
    benefitLabel: 'Benefit',
    planLabel: 'Plan',
    eligibleBefore2020Label: 'Only if eligible before 2020',
    legendHeading: 'How to read the table',
    coverage: {
      yes: { label: 'Yes', meaning: 'The plan covers this benefit.' },
      no: { label: 'No', meaning: 'The plan does not cover it: you pay this cost.' },
      '50%': { label: '50%', meaning: 'The plan pays half of this cost.' },
      '75%': { label: '75%', meaning: 'The plan pays three quarters of this cost.' },
    },
    outOfPocketLimitLabel: 'Yearly out-of-pocket limit',
    noLimitLabel: 'No out-of-pocket limit',
    footnotes: [
      'Plans C and F can be bought only by people who were eligible for Medicare before January 1, 2020. No plan sold to people new to Medicare since then covers the Part B deductible.',
      'Plans K and L share some costs with you (50% or 75%) up to a yearly out-of-pocket limit.',
    ],
    scrollHint: 'On a small screen, scroll the table sideways to see every plan.',
  },
  rows: [
    {
      id: 'doctors-and-network',
      topic: 'Doctors and network',
      advantage:
        "You usually must use the plan's in-network providers in its service area for care that is not an emergency. PPO plans pay for some out-of-network care at a higher cost. Referrals may be required.",
      medigap: 'Any doctor or hospital in the U.S. that accepts Medicare. No network and no referrals.',
    },
    {
      id: 'out-of-pocket-limit',
      topic: 'Yearly out-of-pocket limit',
      advantage:
        'Every plan has a yearly limit on what you pay for covered Part A and Part B services. For in-network care the limit can be at most {maMoop.inNetwork} in {maMoop.inNetwork:year} ({maMoop.inNetwork:prior} in {maMoop.inNetwork:priorYear}).',
      medigap:
        'Original Medicare alone has no yearly limit. Medigap fills the gaps: with Plan G you pay only the Part B deductible ({partB.deductible} in {partB.deductible:year}). Plans K and L have their own yearly limits.',
    },
    {
      id: 'prior-authorization',
      topic: 'Prior authorization',
      advantage: 'Common for many services: the plan must approve them before you get them.',
      medigap:
        'Generally none. A Medicare pilot program that started in 2026 requires it for some services in six states, but not in Alabama, Georgia, Florida, Tennessee or Illinois.',
    },
    {
      id: 'drugs',
      topic: 'Prescription drugs',
      advantage: 'Most plans include Part D drug coverage.',
      medigap: 'You add a separate Part D drug plan. Medigap does not cover prescription drugs.',
    },
    {
      id: 'travel',
      topic: 'Travel',
      advantage:
        "Outside the plan's service area, network limits apply in the U.S., except for emergency and urgent care.",
      medigap:
        'Any provider in the U.S. that accepts Medicare. Plans C, D, F, G, M and N pay 80% of emergency care abroad, up to plan limits.',
    },
    {
      id: 'premiums',
      topic: 'Premiums',
      advantage:
        'Many plans have a $0 plan premium. You still pay the Part B premium ({partB.standardPremium} a month in {partB.standardPremium:year}).',
      medigap: 'You pay a Medigap premium, a Part D premium and the Part B premium.',
    },
    {
      id: 'extras',
      topic: 'Dental, vision and hearing',
      advantage: 'Often included.',
      medigap: 'Not included.',
    },
    {
      id: 'switching-later',
      topic: 'Switching later',
      advantage:
        'You can leave a Medicare Advantage plan during the Annual Enrollment Period (October 15 - December 7) or Medicare Advantage Open Enrollment (January 1 - March 31).',
      medigap:
        'Buying Medigap after Medicare Advantage can be harder: outside your Medigap open enrollment period, trial rights or another guaranteed-issue right, insurers may ask health questions and can charge more or say no. {medigapStateRules}',
    },
  ],
} satisfies z.input<typeof comparisonSchema>;
