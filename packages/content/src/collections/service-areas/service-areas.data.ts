import type { z } from 'zod';
import type { serviceAreaSchema } from './schema';

// Where the states' Medigap rules were read: published lists of the states' birthday and guaranteed-issue rules.
const stateLists = [
  {
    title: 'State Medigap guaranteed-issue rules, a list by state (amacbrokers.com)',
    url: 'https://amacbrokers.com/?p=3602',
    official: false,
  },
  {
    title: 'Which states have the Medigap birthday rule (medicareagentshub.com)',
    url: 'https://medicareagentshub.com/questions/what-states-have-the-medigap-birthday-rule-and-what-is-it',
    official: false,
  },
  {
    title: "Medicare's birthday rule, by state (doctorschoiceusa.com)",
    url: 'https://www.doctorschoiceusa.com/library/2022/9/20/birthdays-are-sweeter-with-medicares-birthday-rule',
    official: false,
  },
];

/**
 * The five service-area states, in display order. `medigapRules` holds each state's own Medigap rules with their
 * sources, checked 2026-11-21: the Illinois birthday rule is read in the law (in force since January 1, 2022; P.A.
 * 103-0747 adds affiliates); in AL, GA, FL and TN no birthday rule is on any list read (`none-found`: what the sources
 * show, not a certainty, so confirm with each state's insurance department); Florida's own guaranteed-issue rights
 * are read from a secondary copy of the statute (re-check it on the Florida Legislature's site); the other states'
 * own rights were not checked (`not-checked`, and the pages say so). `localPhone` is the number of the office that
 * serves the state (its city pages show it); the 555-01xx values are SAMPLES that `pnpm content:check` lists.
 */
export const serviceAreasData = [
  {
    id: 'alabama',
    slug: 'alabama',
    name: 'Alabama',
    code: 'AL',
    description:
      'We help people all across Alabama, from Huntsville to Mobile, understand their Medicare choices. We compare Medicare Advantage, Medicare Supplement and Part D plans from the insurance companies we represent, and our help is free.',
    primary: true,
    medigapRules: {
      birthdayRule: { status: 'none-found' },
      stateRights: { status: 'not-checked' },
      sources: stateLists,
      checked: '2026-11-21',
    },
    localPhone: { display: '(205) 555-0147', e164: '+12055550147' },
  },
  {
    id: 'georgia',
    slug: 'georgia',
    name: 'Georgia',
    code: 'GA',
    description:
      'We help people in Georgia, from Atlanta to Savannah, sort through their Medicare options. We explain how each plan works, check your doctors and medicines, and help you enroll at no cost to you.',
    primary: true,
    medigapRules: {
      birthdayRule: { status: 'none-found' },
      stateRights: { status: 'not-checked' },
      sources: stateLists,
      checked: '2026-11-21',
    },
    localPhone: { display: '(404) 555-0162', e164: '+14045550162' },
  },
  {
    id: 'florida',
    slug: 'florida',
    name: 'Florida',
    code: 'FL',
    description:
      'We help people in Florida, from Pensacola to Miami, compare Medicare plans side by side. Whether you are turning 65 or reviewing your plan in the fall, we walk you through your choices in plain language.',
    primary: true,
    medigapRules: {
      birthdayRule: { status: 'none-found' },
      stateRights: {
        status: 'listed',
        law: 'Florida Statutes §627.6741',
        rights: [
          'a 2-month window to get a Medigap policy after any group health coverage ends, if you have Part B',
          'an open enrollment period for people under 65 who have Medicare because of a disability or end-stage renal disease',
        ],
      },
      sources: [
        {
          title:
            'Florida Statutes §627.6741, Medicare supplement policies (copy of the 2019 text, legalfix.com)',
          url: 'https://legalfix.com/statutes/state-codes/florida/title-xxxvii/chapter-627/part-viii/section-627-6741',
          official: false,
        },
        ...stateLists,
      ],
      checked: '2026-11-21',
    },
    localPhone: { display: '(727) 555-0178', e164: '+17275550178' },
  },
  {
    id: 'tennessee',
    slug: 'tennessee',
    name: 'Tennessee',
    code: 'TN',
    description:
      'We help people in Tennessee, from Memphis to Knoxville, find Medicare coverage that fits their health and budget. We review your plan with you every October, so you are never left on your own.',
    primary: true,
    medigapRules: {
      birthdayRule: { status: 'none-found' },
      stateRights: { status: 'not-checked' },
      sources: stateLists,
      checked: '2026-11-21',
    },
    localPhone: { display: '(615) 555-0185', e164: '+16155550185' },
  },
  {
    id: 'illinois',
    slug: 'illinois',
    name: 'Illinois',
    code: 'IL',
    description:
      'We also help people in Illinois, from Chicago to Springfield, with their Medicare questions. We can explain your options, including the Illinois Medigap birthday rule, and compare plans with you.',
    primary: false,
    medigapRules: {
      birthdayRule: {
        status: 'in-force',
        since: '2022-01-01',
        summary:
          'if you are 65 to 75 and have a Medigap policy, for 45 days starting on your birthday you can switch to a policy with equal or lesser benefits from the same insurer or an affiliate, with no health questions.',
      },
      stateRights: { status: 'not-checked' },
      sources: [
        {
          title: 'Illinois Public Act 103-0747 (ilga.gov)',
          url: 'https://ilga.gov/legislation/publicacts/103/103-0747.htm',
          official: true,
        },
        {
          title: 'Illinois birthday rule update for Medicare policyholders (smsteam.net)',
          url: 'https://www.smsteam.net/illinois-birthday-rule-update-for-medicare-policyholders/',
          official: false,
        },
        {
          title: 'Illinois birthday rule (medicarefaq.com)',
          url: 'https://www.medicarefaq.com/blog/illinois-birthday-rule/',
          official: false,
        },
      ],
      checked: '2026-11-21',
    },
  },
] satisfies ReadonlyArray<z.input<typeof serviceAreaSchema>>;
