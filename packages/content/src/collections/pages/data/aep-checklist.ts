// The copy of the /aep-checklist page: metadata, heading, intro, sections, FAQ and call to action. One entry of
// pages.data.ts, which lists the pages in route-table order and says how page copy is written.
import type { z } from 'zod';
import type { pageSchema } from '../schema';

export const aepChecklistPage = {
  id: 'aep-checklist',
  path: '/aep-checklist',
  title: 'Annual Enrollment Period Checklist',
  metaTitle: 'Medicare Annual Enrollment Checklist | Step by Step',
  description:
    'A simple checklist for the Medicare Annual Enrollment Period, October 15 to December 7: what to gather, what to check, and when changes take effect.',
  keywords: [
    'AEP checklist',
    'Medicare annual enrollment checklist',
    'Medicare plan review',
    'Medicare open enrollment checklist',
    'compare Medicare plans',
    'Annual Enrollment Period',
  ],
  intro:
    'Use this checklist during the Annual Enrollment Period, October 15 to December 7, {aepYear}. Tick each item as you go, or print it and work through it with a family member.',
  sections: [
    {
      id: 'before-you-start',
      heading: 'Before you start',
      paragraphs: [
        "Set aside an hour. Have your current plan card, your list of medicines and your list of doctors nearby. Any letters your plan sent about next year's changes will help too.",
      ],
    },
    {
      id: 'checklist',
      heading: 'Your checklist',
      paragraphs: [
        'Work down the list in order. It is fine to stop and come back later. Plans and costs vary by county and ZIP code, so compare only plans offered where you live.',
      ],
      bullets: [
        "Read the letter from your plan about next year's changes.",
        'Write down every medicine you take, with the dose and how often.',
        'List your doctors, specialists and preferred hospitals.',
        'Confirm your pharmacy, including any mail-order pharmacy.',
        "Check that your doctors and hospitals are in the plan's network for next year.",
        "Check that each medicine is on the plan's drug list, and note what it will cost.",
        'Compare monthly premiums, including the Part B premium you also pay.',
        'Compare deductibles, copays and coinsurance for the care you use most.',
        "Look at each plan's yearly out-of-pocket limit.",
        'Check the dental, vision and hearing benefits you use.',
        'Ask whether the plan needs prior authorization for care you expect.',
        'Check whether you might qualify for Extra Help with drug costs.',
        'Make any change by December 7; new coverage starts January 1.',
        'Keep your new plan card and welcome letter somewhere safe.',
      ],
    },
    {
      id: 'dates',
      heading: 'Dates to remember',
      paragraphs: ['These dates are the same every year.'],
      bullets: [
        'October 15: the Annual Enrollment Period opens.',
        'December 7: the last day to make changes.',
        'January 1: new coverage starts.',
        'January 1 to March 31: Medicare Advantage Open Enrollment, one change for people in a Medicare Advantage plan.',
      ],
    },
    {
      id: 'need-a-hand',
      heading: 'Need a hand?',
      paragraphs: [
        'You do not have to do this alone. We go through this checklist with clients every fall, at no cost to you.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I have to change plans every year?',
      answer:
        'No. Many people keep the same plan. The checklist helps you confirm that your plan still fits before the new year starts.',
    },
    {
      question: 'Can a family member do the checklist with me?',
      answer:
        'Yes. Many people work through it with a son, daughter or friend, and they are welcome on our calls too.',
    },
  ],
  ctaHeading: 'Go through the checklist with us',
  ctaText:
    'Call {phone} or book a free consultation, and we will work through each item with you and your family.',
} satisfies z.input<typeof pageSchema>;
