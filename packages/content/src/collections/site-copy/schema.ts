import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/** Words search engines read in a page's keywords meta tag; each may hold the page's {tokens}. */
const keywordsSchema = z.array(textSchema).min(1);

/**
 * The words the site's own code used to write: page titles' frame, breadcrumbs, headings and keywords of the routes
 * that have no page copy of their own (advisor, blog, state and city pages). Strict objects, so a misspelt key is
 * reported instead of quietly ignored. Tokens: {agencyName} (filled by the getter); {title}, {name}, {years},
 * {states}, {languages}, {date}, {minutes}, {author}, {city}, {state}, {county} (filled by the page).
 */
export const siteCopySchema = z.strictObject({
  meta: z.strictObject({
    /** Every page's <title> and Open Graph title: '{title} | {agencyName}'. */
    titleTemplate: textSchema.refine((text) => text.includes('{title}'), 'must contain {title}'),
  }),
  /** Breadcrumb labels of the pages above the current one. */
  breadcrumbs: z.strictObject({
    home: textSchema,
    about: textSchema,
    blog: textSchema,
    serviceAreas: textSchema,
  }),
  home: z.strictObject({ keywords: keywordsSchema }),
  /** /service-areas/{state}. */
  serviceAreaState: z.strictObject({ medigapHeading: textSchema, keywords: keywordsSchema }),
  /** /service-areas/{state}/{city} and its two other route families. */
  serviceAreaCity: z.strictObject({
    /** 'Medigap rules in {state}'. */
    medigapHeading: textSchema,
    keywords: keywordsSchema,
  }),
  /** /aep/{city}. */
  aepCity: z.strictObject({ keywords: keywordsSchema }),
  /** /about: the list of advisors. */
  about: z.strictObject({ advisorsHeading: textSchema }),
  /** /about/{advisor}. */
  advisor: z.strictObject({
    /** 'About {name}'. */
    bioHeading: textSchema,
    licensesHeading: textSchema,
    /** '{years} years helping people with Medicare.' */
    experience: textSchema,
    /** 'Licensed in {states}' (state names joined with commas). */
    licensedIn: textSchema,
    /** 'Speaks {languages}' (joined with `languagesJoiner`). */
    speaks: textSchema,
    /** The word between two languages: 'and'. */
    languagesJoiner: textSchema,
    /** 'Articles by {name}'. */
    articlesHeading: textSchema,
  }),
  /** /blog and /blog/{slug}. */
  blog: z.strictObject({
    /** '{date} · {minutes} min read · {author}'; on a post the author's name is a link. */
    byline: textSchema.refine((text) => text.includes('{author}'), 'must contain {author}'),
    relatedHeading: textSchema,
    /** A post's topics on the blog list: 'Topics: {topics}' ({topics}: the tags' words, joined by ' · '). */
    topicsLine: textSchema.refine((text) => text.includes('{topics}'), 'must contain {topics}'),
    /** Readable words for the posts' tags ('medicare-advantage' → 'Medicare Advantage'); a tag without one is not shown. */
    tagLabels: z.array(z.strictObject({ id: idSchema, label: textSchema })),
    /** A table in a post scrolls sideways in a frame: its accessible name, and the hint shown on narrow screens. */
    table: z.strictObject({ label: textSchema, hint: textSchema }),
  }),
});

export type SiteCopy = z.output<typeof siteCopySchema>;
