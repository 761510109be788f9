import type { z } from 'zod';
import type { deadlineSchema } from './schema';

/**
 * The four cards of 'Enrollment deadlines for {coverageYear}-{coverageYearNext}', in display order. Each dated card
 * shows its period in progress or the next one (rules/season.ts): the AEP of {aepYear} (coverage from January 1,
 * {planYear}) and Medicare Advantage Open Enrollment of {maOepYear}. Rules follow shared/facts/MEDICARE.md §3 and
 * "Spec figures vs official".
 */
export const deadlinesData = [
  {
    id: 'annual-enrollment-period',
    period: 'Annual Enrollment Period',
    dates: 'October 15 - December 7, {aepYear}',
    description:
      'Review your coverage once a year and join, switch or drop a Medicare Advantage or Part D drug plan. The changes you make start January 1, {planYear}.',
    priority: 'high',
    whoCanEnroll: [
      'Anyone with Medicare',
      'People in a Medicare Advantage plan who want a different plan',
      'People who want to join, switch or drop a Part D drug plan',
    ],
  },
  {
    id: 'medicare-advantage-open-enrollment',
    period: 'Medicare Advantage Open Enrollment',
    dates: 'January 1 - March 31, {maOepYear}',
    description:
      'If you are in a Medicare Advantage plan, you can make one change: switch to another Medicare Advantage plan, or go back to Original Medicare, with or without a Part D drug plan. The change starts on the first day of the following month.',
    priority: 'medium',
    whoCanEnroll: [
      'People enrolled in a Medicare Advantage plan',
      'New Medicare Advantage members in their first 3 months of Medicare',
    ],
  },
  {
    id: 'initial-enrollment-period',
    period: 'Initial Enrollment Period',
    dates: '7 months around your 65th birthday',
    description:
      'Your first chance to sign up for Medicare: the 3 months before the month you turn 65, your birthday month, and the 3 months after. If your birthday is on the 1st of the month, every date moves one month earlier.',
    priority: 'medium',
    whoCanEnroll: [
      'People turning 65 who are new to Medicare',
      'People born on the 1st of the month, whose 7 months start one month earlier',
    ],
  },
  {
    id: 'special-enrollment-period',
    period: 'Special Enrollment Period',
    dates: 'Varies by life event',
    description:
      'Some life events let you sign up or change plans outside the usual dates, for example when job-based coverage from current work ends. If a plan rated 5 stars is offered where you live, you can also switch to it once between December 8 and November 30.',
    priority: 'medium',
    whoCanEnroll: [
      'People whose job-based coverage from current work is ending',
      'People who want to join a 5-star rated plan in their area',
      'People with another qualifying life event: call us to check',
    ],
  },
] satisfies ReadonlyArray<z.input<typeof deadlineSchema>>;
