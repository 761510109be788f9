import { z } from 'zod';
import { idSchema, sitePathSchema, textSchema } from '../shared';

export const pageSectionSchema = z.object({
  /** In-page anchor of the section. */
  id: idSchema,
  heading: textSchema,
  /** Short paragraphs, plain text. */
  paragraphs: z.array(textSchema).min(1),
  /** Optional bullet list after the paragraphs. */
  bullets: z.array(textSchema).min(1).optional(),
  /** Optional links to other pages of the site, after the paragraphs and bullets. */
  links: z
    .array(z.strictObject({ label: textSchema, href: sitePathSchema }))
    .min(1)
    .optional(),
});

export const pageFaqSchema = z.object({ question: textSchema, answer: textSchema });

/** The copy of one content route: heading, metadata, sections, page FAQ and call to action. */
export const pageSchema = z.object({
  id: idSchema,
  /** The route, e.g. "/medicare-advantage". */
  path: sitePathSchema,
  /** The page's h1. */
  title: textSchema,
  /** The <title>, before " | {agencyName}" is added. */
  metaTitle: textSchema.check(
    z.maxLength(65, 'must be at most 65 characters (search results cut longer titles)'),
  ),
  /** Meta description. */
  description: textSchema
    .check(z.minLength(70, 'must be at least 70 characters'))
    .check(z.maxLength(170, 'must be at most 170 characters (search results cut longer ones)')),
  keywords: z.array(textSchema).min(1).max(10),
  /** One to three sentences under the h1. */
  intro: textSchema,
  sections: z.array(pageSectionSchema).min(1),
  faqs: z.array(pageFaqSchema).min(1).optional(),
  ctaHeading: textSchema,
  ctaText: textSchema,
});

export type PageSection = z.output<typeof pageSectionSchema>;
export type Page = z.output<typeof pageSchema>;
