import type { z } from 'zod';
import type { aepPageSchema } from './schema';

/**
 * The fixed parts of every /aep/{city} page (spec §2 'AEP city page'), in page order. Rules follow
 * shared/facts/MEDICARE.md (§3 enrollment periods, §6 Medigap underwriting). The states' Medigap rules come from the
 * service areas' data through tokens ({statesWithoutBirthdayRule}, {medigapStateRules}).
 * SAMPLE: `video.id` is the YouTube API sample video ('M7lc1UVf-VE'); replace it with the agency's own video.
 */
export const aepPageData = {
  dateBadge: 'October 15 - December 7, {aepYear}',
  explanation:
    'The Annual Enrollment Period is the one time each year when anyone with Medicare can review their coverage and make changes. You can join, switch or drop a Medicare Advantage plan or a Part D drug plan, and your new coverage starts January 1, {planYear}. Our licensed advisors can compare the plans offered where you live with you, at no cost to you.',
  contactButtonLabel: 'Schedule Free Consultation',
  mapsLinkLabel: 'Find {city}, {state} on Google Maps',
  mapsSearchUrl: 'https://www.google.com/maps/search/?api=1&query={cityQuery}',
  video: {
    id: 'M7lc1UVf-VE',
    title: 'The Annual Enrollment Period explained',
    loadLabel: 'Play video',
    isSample: true,
  },
  timeline: [
    {
      id: 'aep-begins',
      date: 'October 15',
      title: 'AEP begins',
      description:
        'You can now join, switch or drop a Medicare Advantage or Part D drug plan for {planYear}.',
    },
    {
      id: 'review-period',
      date: 'October-November',
      title: 'Review period',
      description:
        "Look at next year's costs, drug list and doctor network for your plan, and compare them with other plans where you live. We can do this with you.",
    },
    {
      id: 'last-day-to-enroll',
      date: 'December 7',
      title: 'Last day to enroll',
      description:
        'This is the last day to make a change for {planYear}. Deciding a little earlier leaves time for your questions.',
    },
    {
      id: 'coverage-begins',
      date: 'January 1',
      title: 'Coverage begins',
      description:
        "Any new plan you chose starts on January 1, {planYear}. Use your new plan's member card at the doctor and pharmacy, and call us if anything looks wrong.",
    },
  ],
  changeTypes: [
    {
      id: 'advantage-to-advantage',
      from: 'medicare-advantage',
      to: 'medicare-advantage',
      title: 'Medicare Advantage to Medicare Advantage',
      description:
        'Move from one Medicare Advantage plan to another, for example to keep your doctors in network or to get better coverage for your medicines. There are no health questions.',
      requiresHealthQuestions: false,
    },
    {
      id: 'medigap-to-medigap',
      from: 'medigap',
      to: 'medigap',
      title: 'Medigap to Medigap',
      description:
        'You can apply for a different Medigap policy, and the change is not tied to the AEP dates. Outside your Medigap open enrollment period and other guaranteed-issue rights, the new insurer may ask health questions and can turn you down or charge more. The sources we checked show no birthday rule in {statesWithoutBirthdayRule}, so keep your current policy until the new one is approved.',
      requiresHealthQuestions: true,
    },
    {
      id: 'medigap-to-advantage',
      from: 'medigap',
      to: 'medicare-advantage',
      title: 'Medigap to Medicare Advantage',
      description:
        'Join a Medicare Advantage plan, which often includes drug coverage; there are no health questions. Keep your Medigap policy until the new plan starts, and know that if you later want Medigap back, the insurer may ask health questions.',
      requiresHealthQuestions: false,
    },
    {
      id: 'drug-plan-to-drug-plan',
      from: 'drug-plan',
      to: 'drug-plan',
      title: 'Drug plan to drug plan',
      description:
        'Switch to a Part D plan that covers your medicines at a lower cost or works with your pharmacy. Drug lists and prices change every year, so a quick check is worth it even if you are happy today.',
      requiresHealthQuestions: false,
    },
    {
      id: 'drug-plan-to-advantage',
      from: 'drug-plan',
      to: 'medicare-advantage',
      title: 'Drug plan to Medicare Advantage',
      description:
        'Leave Original Medicare with a separate drug plan and join a Medicare Advantage plan that includes drug coverage. Check that your doctors are in the plan network and your medicines are on its drug list.',
      requiresHealthQuestions: false,
    },
    {
      id: 'advantage-to-medigap',
      from: 'medicare-advantage',
      to: 'medigap',
      title: 'Medicare Advantage to Medigap',
      description:
        'You can go back to Original Medicare and add a Part D drug plan during the AEP. A Medigap policy is a separate purchase: outside your Medigap open enrollment period, trial rights and other guaranteed-issue rights, insurers may ask health questions and can turn you down or charge more. The sources we checked show no birthday rule in {statesWithoutBirthdayRule}, so get approved for Medigap before you leave your Medicare Advantage plan.',
      requiresHealthQuestions: true,
    },
  ],
  planComparisonLink: {
    label: 'Compare plans on Medicare.gov',
    href: 'https://www.medicare.gov/plan-compare/',
  },
  commonMistakes: [
    {
      id: 'waiting-until-the-last-day',
      title: 'Waiting until the last day',
      description:
        'Leaving your decision to December 7 leaves no time to ask questions or fix a problem. Starting in October lets you compare calmly.',
    },
    {
      id: 'not-checking-doctors',
      title: 'Not checking your doctors',
      description:
        "Plan networks can change from year to year. Before you switch or stay, check that your doctors, specialists and hospitals are in the plan's network for {planYear}.",
    },
    {
      id: 'ignoring-drug-coverage',
      title: 'Ignoring drug coverage',
      description:
        'Each plan has its own drug list, and the list and prices can change every year. Check that every medicine you take is covered and what it will cost at your pharmacy.',
    },
    {
      id: 'choosing-only-by-premium',
      title: 'Choosing only by premium',
      description:
        'A low or $0 premium can come with higher copays, a deductible or a smaller network. Compare what you would pay over the whole year, including the most you could pay out of pocket.',
    },
  ],
  faqs: [
    {
      id: 'when-is-aep',
      question: 'When is the Annual Enrollment Period?',
      answer:
        'It runs from October 15 to December 7 every year. The next one, or the one open now, is October 15 - December 7, {aepYear}, and the changes you make then start January 1, {planYear}.',
    },
    {
      id: 'what-can-i-change',
      question: 'What can I change during the Annual Enrollment Period?',
      answer:
        'You can join, switch or drop a Medicare Advantage plan, join, switch or drop a Part D drug plan, or go back to Original Medicare. If you also want a Medigap policy, the insurer may ask health questions unless you have a guaranteed-issue right. {medigapStateRules}',
    },
    {
      id: 'what-if-i-miss-it',
      question: 'What if I miss December 7?',
      answer:
        'If you are in a Medicare Advantage plan, you can still make one change from January 1 to March 31, {maOepYear}. Some life events, and the 5-star special enrollment period, allow changes at other times. Call us at {phone} and we will check your options.',
    },
    {
      id: 'does-help-cost-anything',
      question: 'Does it cost anything to get your help?',
      answer:
        'No. Our help is free to you: the insurance companies we represent pay us, and your plan costs the same whether you enroll through us or directly.',
    },
  ],
  breadcrumbs: { home: 'Home', overview: 'AEP {aepYear}' },
  backLinkLabel: 'Back to AEP overview',
  headings: {
    title: 'Medicare Annual Enrollment in {city}, {state}',
    timeline: 'Key dates of the Annual Enrollment Period',
    changeTypes: 'Changes you can make',
    mistakes: 'Common mistakes to avoid',
    video: 'Watch: the Annual Enrollment Period in 2 minutes',
    faqs: 'Questions about the Annual Enrollment Period',
  },
  healthQuestionsLabel: 'Health questions may apply',
} satisfies z.input<typeof aepPageSchema>;
