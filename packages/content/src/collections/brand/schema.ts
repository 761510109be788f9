import { z } from 'zod';
import { readOfficeHours, zoneWordPattern } from '../../rules/office-hours';
import { httpsUrlSchema, stateCodeSchema, textSchema } from '../shared';

/** A phone number as shown to visitors and as dialled by a tel: link. */
export const phoneSchema = z.object({
  /** How the number is printed, e.g. "(800) 555-0123". */
  display: z.string().min(7),
  /** E.164 form for tel: links, e.g. "+18005550123". */
  e164: z.string().regex(/^\+1\d{10}$/, 'must be E.164, e.g. +18005550123'),
});

/** A reading of the office hours a visitor sees: no time zone of its own (the site adds `cycle.timeZone`'s). */
const visitorHoursSchema = z
  .string()
  .min(1)
  .refine(
    (text) => !zoneWordPattern.test(text),
    "must not name a time zone: the site adds the agency's zone (cycle.timeZone) to every reading",
  );

export const brandSchema = z.object({
  agencyName: z.string().min(2),
  /** Short form for tight spaces (mobile header, chat). */
  shortName: z.string().min(2),
  /** Toll-free main number: the {phone} of the spec. */
  tollFreePhone: phoneSchema,
  /** Local number, shown on city pages beside the toll-free one. */
  localPhone: phoneSchema,
  email: z.email(),
  /** The site's own address, for canonical URLs and structured data (no trailing slash). */
  siteUrl: httpsUrlSchema.refine((url) => !url.endsWith('/'), 'must not end with a slash'),
  /** Office address, for the contact section and structured data. */
  address: z.object({
    street: textSchema,
    city: textSchema,
    state: stateCodeSchema,
    zip: z.string().regex(/^\d{5}$/, 'must be a 5-digit ZIP code'),
  }),
  /**
   * Third-party addresses the site embeds or sends visitors to. (The webinar link lives in the nav, the reviews
   * page in the reviews facts, the video id with the AEP page copy; `content:check` lists every sample value.)
   */
  links: z.object({
    /** External booking widget ("Book Appointment" in the exit popup, /appointments). */
    booking: httpsUrlSchema,
    /** Map embed of the office (contact section, loaded on click). */
    mapEmbed: httpsUrlSchema,
  }),
  /**
   * CMS third-party marketing disclaimer counts (42 CFR 422.2267(e)(41)), `{organizationCount}` and `{planCount}`:
   * the CMS rule covers Medicare Advantage and Part D only, so both count MA and Part D (PDP) organizations and plans
   * in the service area. Not the carriers' represented count (`{carrierCount}`), which also counts carriers the
   * agency represents for Medigap or other products only.
   */
  tpmo: z.object({
    /** Medicare Advantage and Part D organizations the agency represents in its service area. */
    organizationCount: z.number().int().min(1),
    /** Set to true once the agency has confirmed the organization count is real for its service area. */
    organizationCountConfirmed: z.boolean(),
    /** Medicare Advantage and Part D plans ("products") the agency offers in its service area. */
    planCount: z.number().int().min(1),
    /** Set to true once the agency has confirmed the plan count is real for its service area. */
    confirmed: z.boolean(),
  }),
  /** Analytics ids; an empty string loads nothing. */
  analytics: z.object({
    /** Advertising pixel (Meta). */
    pixelId: z.string().regex(/^(\d{6,20})?$/, 'must be digits, or empty'),
    /** Google Analytics 4 measurement id, e.g. G-XXXXXXX. */
    ga4Id: z.string().regex(/^(G-[A-Z0-9]{4,16})?$/, 'must look like G-XXXXXXX, or be empty'),
    /** Microsoft Clarity project id. */
    clarityId: z.string().regex(/^([a-z0-9]{6,16})?$/, 'must be a Clarity project id, or empty'),
  }),
  /**
   * The spec holds three readings of the office hours; each is kept, named for where it appears
   * (PRODUCT.md decision 6). `content:check` reports the disagreement. The readings a visitor sees name no time
   * zone: the site adds the agency's zone (`cycle.timeZone`, given once) to each, "Central Time" or "CT".
   */
  officeHours: z.object({
    /** Contact section: "Mon-Fri 8:00 AM to 6:00 PM"; the callback form's best times and call window read it. */
    contact: visitorHoursSchema.refine(
      (text) => readOfficeHours(text) !== null,
      'must read as days and opening times, like "Mon-Fri 8:00 AM to 6:00 PM"',
    ),
    /** Chat widget: "Mon-Fri, 8AM-6PM" (shown as "Available Mon-Fri, 8AM-6PM CT"). */
    chat: visitorHoursSchema,
    /** schema.org openingHours for structured data: "Mo-Fr 09:00-17:00". */
    structuredData: z
      .string()
      .regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/),
  }),
});

export type Phone = z.output<typeof phoneSchema>;
export type Brand = z.output<typeof brandSchema>;
