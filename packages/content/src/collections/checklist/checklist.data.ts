import type { z } from 'zod';
import type { checklistSchema } from './schema';

/**
 * The annual enrollment checklist of /aep-checklist, aligned with the bullets of the page's 'Your checklist'
 * section (pages/data/aep-checklist.ts). Dates and figures follow shared/facts/MEDICARE.md: AEP October 15 -
 * December 7 with coverage from January 1 (Spec figures #5); Medicare Advantage Open Enrollment January 1 - March 31,
 * one change, effective the 1st of the following month (#6). Figures (Part B premium, Part D out-of-pocket cap and
 * the year before, Extra Help income and resource limits) are figure tokens, filled from the figures collection with
 * their year. Item ids are the keys of the ticks saved in visitors' browsers: never rename one.
 */
export const checklistData = {
  copy: {
    title: 'From review to new coverage, step by step',
    intro:
      'Tick each step as you finish it. It is fine to stop and come back later, or print the list and work through it with a family member.',
    progressLabel: '{done} of {total} done',
    allDoneText: 'Every step is ticked. If you changed plans, your new coverage starts January 1.',
    resetLabel: 'Start over',
    resetConfirmTitle: 'Clear all your ticks?',
    resetConfirmText: 'This removes every tick from the checklist on this device. It cannot be undone.',
    resetConfirmLabel: 'Yes, clear my ticks',
    resetCancelLabel: 'No, keep my ticks',
    closeLabel: 'Close',
    printLabel: 'Print the checklist',
    savedNote: 'Your ticks are saved on this device.',
  },
  groups: [
    {
      id: 'before-october-15',
      heading: 'Before October 15',
      items: [
        {
          id: 'read-annual-notice-of-change',
          text: "Read the Annual Notice of Change your plan sends in September about next year's changes.",
          help: 'It lists what changes on January 1: the premium, copays, the drug list and the network.',
        },
        {
          id: 'list-medicines',
          text: 'Write down every medicine you take, with the dose and how often.',
        },
        {
          id: 'list-doctors',
          text: 'List your doctors, specialists and preferred hospitals.',
        },
        {
          id: 'confirm-pharmacy',
          text: 'Confirm your pharmacy, including any mail-order pharmacy.',
        },
      ],
    },
    {
      id: 'compare',
      heading: 'Compare plans from October 15',
      items: [
        {
          id: 'check-doctors-in-network',
          text: "Check that your doctors and hospitals are in the plan's network for next year.",
        },
        {
          id: 'check-drug-list',
          text: "Check that each medicine is on the plan's drug list, and note what it will cost at your pharmacy.",
        },
        {
          id: 'compare-premiums',
          text: 'Compare monthly premiums, including the Part B premium you also pay.',
          help: 'The standard Part B premium is {partB.standardPremium} a month in {partB.standardPremium:year}. {partB.standardPremium:pending}',
        },
        {
          id: 'compare-copays',
          text: 'Compare deductibles, copays and coinsurance for the care you use most.',
        },
        {
          id: 'compare-out-of-pocket-limits',
          text: "Look at each plan's yearly out-of-pocket limit.",
          help: 'What you pay for covered Part D drugs in a year is capped too: {partD.outOfPocketCap} in {partD.outOfPocketCap:year} ({partD.outOfPocketCap:prior} in {partD.outOfPocketCap:priorYear}).',
        },
        {
          id: 'check-extras',
          text: 'Check the dental, vision and hearing benefits you use.',
        },
        {
          id: 'ask-prior-authorization',
          text: 'Ask whether the plan needs prior authorization for care you expect.',
          help: 'Prior authorization means the plan must approve a service before you get it.',
        },
        {
          id: 'check-extra-help',
          text: 'Check whether you might qualify for Extra Help, which lowers Part D drug costs.',
          help: 'You may qualify with income below {extraHelp.incomeIndividual} a year ({extraHelp.incomeCouple} for a couple) in {extraHelp.incomeIndividual:year} and resources below {extraHelp.resourcesIndividual} ({extraHelp.resourcesCouple} for a couple) in {extraHelp.resourcesIndividual:year}. Source: ssa.gov/extrahelp.',
        },
      ],
    },
    {
      id: 'decide-and-enroll',
      heading: 'Decide and enroll by December 7',
      items: [
        {
          id: 'decide-keep-or-change',
          text: 'Decide whether to keep your plan or change. Keeping a plan that still fits is fine.',
        },
        {
          id: 'enroll-by-december-7',
          text: 'Make any change by December 7; new coverage starts January 1.',
        },
      ],
    },
    {
      id: 'after-you-enroll',
      heading: 'After you enroll',
      items: [
        {
          id: 'keep-plan-card',
          text: 'Keep your new plan card and welcome letter somewhere safe.',
        },
        {
          id: 'know-ma-open-enrollment',
          text: 'In a Medicare Advantage plan? From January 1 to March 31 you can make one change.',
          help: 'Switch to another Medicare Advantage plan, or go back to Original Medicare with or without a Part D drug plan. The change starts the first day of the next month.',
        },
      ],
    },
  ],
} satisfies z.input<typeof checklistSchema>;
