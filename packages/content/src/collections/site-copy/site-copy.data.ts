import type { z } from 'zod';
import type { siteCopySchema } from './schema';

// The words of the site's own pages that are not page copy: the title frame, breadcrumbs, the headings of the
// advisor, blog and place pages, and the keywords search engines read. {agencyName} is filled by the getter; the
// other tokens ({title}, {name}, {city}, ...) by the page with its own values.
export const siteCopyData = {
  meta: {
    titleTemplate: '{title} | {agencyName}',
  },
  breadcrumbs: {
    home: 'Home',
    about: 'About',
    blog: 'Blog',
    serviceAreas: 'Service Areas',
  },
  home: {
    keywords: [
      'Medicare help',
      'Medicare Advantage',
      'Medicare Supplement',
      'Part D',
      'Medicare agent Alabama',
    ],
  },
  serviceAreaState: {
    medigapHeading: 'Medigap rules in this state',
    keywords: ['Medicare {state}', 'Medicare agent {state}', 'Medicare Advantage {state}'],
  },
  serviceAreaCity: {
    medigapHeading: 'Medigap rules in {state}',
    keywords: ['Medicare {city}', 'Medicare agent {city}', 'Medicare {county}'],
  },
  aepCity: {
    keywords: ['Medicare {city}', 'Annual Enrollment Period {city}', 'Medicare {state}'],
  },
  about: {
    advisorsHeading: 'Meet our advisors',
  },
  advisor: {
    bioHeading: 'About {name}',
    licensesHeading: 'Licensed states and languages',
    experience: '{years} years helping people with Medicare.',
    licensedIn: 'Licensed in {states}',
    speaks: 'Speaks {languages}',
    languagesJoiner: 'and',
    articlesHeading: 'Articles by {name}',
  },
  blog: {
    byline: '{date} · {minutes} min read · {author}',
    relatedHeading: 'Related articles',
    topicsLine: 'Topics: {topics}',
    table: {
      label: 'Table (scrolls sideways)',
      hint: 'Swipe or scroll the table sideways to see every column.',
    },
    tagLabels: [
      { id: 'aep', label: 'AEP' },
      { id: 'alabama', label: 'Alabama' },
      { id: 'annual-enrollment', label: 'Annual Enrollment' },
      { id: 'checklist', label: 'Checklist' },
      { id: 'coverage-gap', label: 'Coverage gap' },
      { id: 'doctors', label: 'Doctors' },
      { id: 'enrollment', label: 'Enrollment' },
      { id: 'hmo', label: 'HMO plans' },
      { id: 'initial-enrollment-period', label: 'Initial Enrollment Period' },
      { id: 'irmaa', label: 'IRMAA' },
      { id: 'late-enrollment-penalty', label: 'Late enrollment penalty' },
      { id: 'medicare-advantage', label: 'Medicare Advantage' },
      { id: 'medicare-supplement', label: 'Medicare Supplement' },
      { id: 'medigap', label: 'Medigap' },
      { id: 'networks', label: 'Networks' },
      { id: 'out-of-pocket-cap', label: 'Out-of-pocket cap' },
      { id: 'part-b', label: 'Part B' },
      { id: 'part-d', label: 'Part D' },
      { id: 'plan-g', label: 'Plan G' },
      { id: 'plan-n', label: 'Plan N' },
      { id: 'ppo', label: 'PPO plans' },
      { id: 'premiums', label: 'Premiums' },
      { id: 'prescription-drugs', label: 'Prescription drugs' },
      { id: 'ssa-44', label: 'Form SSA-44' },
      { id: 'turning-65', label: 'Turning 65' },
    ],
  },
} satisfies z.input<typeof siteCopySchema>;
