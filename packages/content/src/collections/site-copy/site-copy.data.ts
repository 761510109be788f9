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
  },
} satisfies z.input<typeof siteCopySchema>;
