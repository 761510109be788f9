// Definitions the site's pages take for granted ("What is Medicare?"). General, stable facts with no figures and
// no years: every figure comes from @agency/content. Written for the chat; edit here if the site adds a glossary.
import type { Passage } from './passage.ts';

/** Passages for basic "what is ...?" questions. */
export function basicsPassages(): Passage[] {
  return [
    {
      id: 'basics:medicare',
      kind: 'basics',
      topic: 'medicare-basics',
      title: 'What is Medicare?',
      keywords: 'medicare what is explain basics overview program',
      text:
        'Medicare is the federal health insurance program for people 65 or older, and for some younger people ' +
        'with disabilities. Original Medicare has Part A for hospital care and Part B for doctor visits and ' +
        'outpatient care. You can add a Part D drug plan and a Medigap policy, or get your benefits through a ' +
        'Medicare Advantage plan (Part C) instead.',
      url: '/medicare-comparison',
    },
    {
      id: 'basics:part-a',
      kind: 'basics',
      topic: 'medicare-basics',
      title: 'What is Part A?',
      keywords: 'part a hospital insurance what is covers',
      text:
        'Part A is hospital insurance. It covers inpatient hospital stays, skilled nursing facility care after a ' +
        'hospital stay, hospice care and some home health care. Most people pay no Part A premium because they ' +
        'or a spouse paid Medicare taxes while working long enough.',
      url: '/medicare-comparison',
    },
    {
      id: 'basics:part-b',
      kind: 'basics',
      topic: 'medicare-basics',
      title: 'What is Part B?',
      keywords: 'part b medical insurance what is covers doctor outpatient',
      text:
        'Part B is medical insurance. It covers doctor visits, outpatient care, lab tests, medical equipment and ' +
        'preventive services. Most people pay a monthly Part B premium, and you keep paying it if you join a ' +
        'Medicare Advantage plan.',
      url: '/medicare-comparison',
    },
    {
      id: 'basics:original-medicare',
      kind: 'basics',
      topic: 'medicare-basics',
      title: 'What is Original Medicare?',
      keywords: 'original medicare traditional what is',
      text:
        'Original Medicare is Part A and Part B, run by the federal government. You can see any doctor or ' +
        'hospital in the U.S. that accepts Medicare, with no network. It has no yearly out-of-pocket limit and ' +
        'does not cover most prescriptions, so many people add a Medigap policy and a Part D drug plan.',
      url: '/medicare-comparison',
    },
    {
      id: 'basics:eligibility',
      kind: 'basics',
      topic: 'medicare-basics',
      title: 'Who can get Medicare, and can I get it before 65?',
      keywords: 'eligible eligibility qualify age early before 65 62 younger disability who can get',
      text:
        'Most people become eligible for Medicare at 65. Some younger people qualify earlier, for example after ' +
        'getting Social Security disability benefits for 24 months, or with end-stage renal disease or ALS. ' +
        'Retiring early does not make you eligible before 65.',
      url: '/medicare-timeline',
    },
    {
      id: 'basics:medicaid',
      kind: 'basics',
      topic: 'extra-help',
      title: 'What is Medicaid?',
      keywords: 'medicaid what is dual eligible low income state',
      text:
        'Medicaid is a program run by each state with the federal government that helps people with limited ' +
        'income and savings pay for health care. Some people qualify for both Medicare and Medicaid, and they ' +
        'also get Extra Help with drug costs. We can check whether you may qualify.',
      url: '/#services',
    },
    {
      id: 'basics:nursing-home',
      kind: 'basics',
      topic: 'part-a-cost',
      title: 'Does Medicare pay for a nursing home?',
      keywords: 'nursing home long-term care custodial assisted living skilled nursing facility snf',
      text:
        'Medicare does not pay for long-term custodial care in a nursing home or assisted living. Part A covers ' +
        'skilled nursing facility care for up to 100 days after a qualifying hospital stay, with a daily ' +
        'coinsurance from day 21. Medicaid may help with long-term nursing home care for people who qualify.',
      url: '/#coverage',
    },
  ];
}
