import type { z } from 'zod';
import type { serviceAreaSchema } from './schema';

/**
 * The five service-area states, in display order. Birthday-rule notes follow shared/facts/MEDICARE.md §6: the
 * Illinois rule is verified (in force since January 1, 2022); the absence of one in AL, GA, FL and TN is inferred
 * from every published list, so it is worded as "we know of none". `localPhone` is the number of the office that
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
    medigapBirthdayRule:
      'We know of no Medigap birthday rule in Alabama. Outside your Medigap open enrollment period, only federal guaranteed-issue rights let you change policies without health questions.',
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
    medigapBirthdayRule:
      'We know of no Medigap birthday rule in Georgia. Outside your Medigap open enrollment period, only federal guaranteed-issue rights let you change policies without health questions.',
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
    medigapBirthdayRule:
      'We know of no Medigap birthday rule in Florida. Outside your Medigap open enrollment period, only federal guaranteed-issue rights let you change policies without health questions.',
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
    medigapBirthdayRule:
      'We know of no Medigap birthday rule in Tennessee. Outside your Medigap open enrollment period, only federal guaranteed-issue rights let you change policies without health questions.',
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
    medigapBirthdayRule:
      'Illinois has a Medigap birthday rule, in force since January 1, 2022. If you are 65 to 75 and have a Medigap policy, for 45 days starting on your birthday you can switch to a policy with equal or lesser benefits from the same insurer or an affiliate, with no health questions.',
  },
] satisfies ReadonlyArray<z.input<typeof serviceAreaSchema>>;
