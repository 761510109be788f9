import { z } from 'zod';

/** A phone number as shown to visitors and as dialled by a tel: link. */
export const phoneSchema = z.object({
  /** How the number is printed, e.g. "(800) 555-0123". */
  display: z.string().min(7),
  /** E.164 form for tel: links, e.g. "+18005550123". */
  e164: z.string().regex(/^\+1\d{10}$/, 'must be E.164, e.g. +18005550123'),
});

export const brandSchema = z.object({
  agencyName: z.string().min(2),
  /** Short form for tight spaces (mobile header, chat). */
  shortName: z.string().min(2),
  /** Toll-free main number: the {phone} of the spec. */
  tollFreePhone: phoneSchema,
  /** Local number, shown on city pages beside the toll-free one. */
  localPhone: phoneSchema,
  email: z.email(),
  siteUrl: z.url({ protocol: /^https$/ }),
  /**
   * The spec holds three readings of the office hours; each is kept, named for where it appears
   * (PRODUCT.md decision 6). `content:check` reports the disagreement.
   */
  officeHours: z.object({
    /** Contact section: "Mon-Fri 8:00 AM to 6:00 PM". */
    contact: z.string().min(1),
    /** Chat widget: "Mon-Fri 8AM-6PM EST". */
    chat: z.string().min(1),
    /** schema.org openingHours for structured data: "Mo-Fr 09:00-17:00". */
    structuredData: z
      .string()
      .regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/),
  }),
});

export type Phone = z.output<typeof phoneSchema>;
export type Brand = z.output<typeof brandSchema>;
