import { z } from 'zod';
import { hrefSchema, idSchema, textSchema } from '../shared';

/**
 * One navigation item (SPEC §3): a destination, a label, a description and optional flags.
 * - `external`: opens in a new tab; the href must be an https address, and every https href must set it.
 * - `featured`: shown highlighted at the top of its dropdown.
 * - `scrollTo`: smooth-scrolls to an in-page anchor of the home page; the href must be such an anchor.
 */
export const navItemSchema = z
  .object({
    id: idSchema,
    href: hrefSchema,
    /** May hold `{aepYear}`, e.g. "AEP {aepYear}". */
    label: textSchema,
    /** One short line shown under the label in dropdowns and the mobile menu. */
    description: textSchema,
    external: z.boolean().optional(),
    featured: z.boolean().optional(),
    scrollTo: z.boolean().optional(),
  })
  .superRefine((item, ctx) => {
    const isHttps = item.href.startsWith('https://');
    const isAnchor = item.href.startsWith('#');
    if (item.external === true && !isHttps)
      ctx.addIssue({
        code: 'custom',
        path: ['href'],
        message: 'an external item must link to an https address',
      });
    if (isHttps && item.external !== true)
      ctx.addIssue({ code: 'custom', path: ['external'], message: 'an https link must set external: true' });
    if (item.scrollTo === true && !isAnchor)
      ctx.addIssue({
        code: 'custom',
        path: ['href'],
        message: 'a scrollTo item must link to an anchor such as #faq',
      });
    if (isAnchor && item.scrollTo !== true)
      ctx.addIssue({ code: 'custom', path: ['scrollTo'], message: 'an anchor link must set scrollTo: true' });
  });

/** The header navigation and the mobile side menu (SPEC §2 "Header and navigation"). */
export const navSchema = z.object({
  /** Button text of the Learn dropdown. */
  learnLabel: textSchema,
  /** Items of the Learn dropdown, in display order; featured items come first. */
  learn: z.array(navItemSchema).min(1),
  /** Plain links between the two dropdowns, in display order. */
  primary: z.array(navItemSchema).min(1),
  /** Button text of the Tools dropdown. */
  toolsLabel: textSchema,
  /** Items of the Tools dropdown, in display order. */
  tools: z.array(navItemSchema).min(1),
  /** The Home button. */
  home: navItemSchema,
  /** The Book Appointment button: scrolls to the contact section. */
  bookAppointment: navItemSchema,
  /** Accessible name of the header phone link; `{phone}` is the toll-free number. */
  phoneLabel: textSchema,
  /** Accessible names of the mobile menu's open and close buttons. */
  openMenuLabel: textSchema,
  closeMenuLabel: textSchema,
});

export type NavItem = z.output<typeof navItemSchema>;
export type Nav = z.output<typeof navSchema>;
