import { z } from 'zod';
import { httpsUrlSchema, idSchema, textSchema } from '../shared';

/** Kinds of coverage an AEP change moves between. */
export const aepCoverageKinds = ['medicare-advantage', 'medigap', 'drug-plan'] as const;

function hasUniqueIds(items: ReadonlyArray<{ id: string }>): boolean {
  return new Set(items.map((item) => item.id)).size === items.length;
}

const uniqueIdsMessage = 'ids must be unique within the list';

/** One step of the four-step AEP timeline. */
export const aepTimelineStepSchema = z.object({
  id: idSchema,
  /** As shown, e.g. "October 15" or "October-November". */
  date: textSchema,
  title: textSchema,
  description: textSchema.max(300),
});

/** One of the six changes a person can make during the AEP. */
export const aepChangeTypeSchema = z.object({
  id: idSchema,
  from: z.enum(aepCoverageKinds),
  to: z.enum(aepCoverageKinds),
  /** E.g. "Medigap to Medicare Advantage". */
  title: textSchema,
  description: textSchema.max(600),
  /**
   * True when, outside guaranteed-issue rights, the insurer may ask health questions (medical underwriting) and
   * can turn the person down or charge more (each state's own rights: the service areas' `medigapRules`).
   */
  requiresHealthQuestions: z.boolean(),
});

/** One of the common AEP mistakes. */
export const aepMistakeSchema = z.object({
  id: idSchema,
  title: textSchema,
  description: textSchema.max(400),
});

/** A question and answer for the city page and its FAQ structured data. */
export const aepFaqSchema = z.object({
  id: idSchema,
  question: textSchema.max(200),
  answer: textSchema.max(800),
});

/**
 * The fixed parts of the AEP city page /aep/{city} (spec §2 'AEP city page'). Text may hold {aepYear},
 * {planYear}, {nextPlanYear}, {agencyName} and {phone}; the maps link and address also hold the page's own
 * tokens {city} (city name), {state} (state name) and {cityQuery} (URL-encoded "City, State").
 */
export const aepPageSchema = z.object({
  /** 'October 15 - December 7, {aepYear}'. */
  dateBadge: textSchema,
  /** What the AEP is, 2-3 sentences. */
  explanation: textSchema.max(600),
  /** Button that scrolls to the contact section. */
  contactButtonLabel: textSchema,
  /** Maps link text, with {city} and {state}. */
  mapsLinkLabel: textSchema.refine((value) => value.includes('{city}'), 'must contain the {city} token'),
  /** Maps search address, with {cityQuery}. */
  mapsSearchUrl: z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'must be an https address')
    .refine((value) => value.includes('{cityQuery}'), 'must contain the {cityQuery} token'),
  /** Embedded video, loaded only when the visitor presses play. */
  video: z.object({
    /** YouTube video id: 11 characters. */
    id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id'),
    title: textSchema,
    /** Label of the click-to-load button. */
    loadLabel: textSchema,
    /** True while the id is a stand-in; `content:check` lists it. */
    isSample: z.boolean(),
  }),
  timeline: z.array(aepTimelineStepSchema).length(4).refine(hasUniqueIds, uniqueIdsMessage),
  changeTypes: z.array(aepChangeTypeSchema).length(6).refine(hasUniqueIds, uniqueIdsMessage),
  /** The external plan comparison tool. */
  planComparisonLink: z.object({ label: textSchema, href: httpsUrlSchema }),
  commonMistakes: z.array(aepMistakeSchema).length(4).refine(hasUniqueIds, uniqueIdsMessage),
  faqs: z.array(aepFaqSchema).min(3).max(4).refine(hasUniqueIds, uniqueIdsMessage),
  breadcrumbs: z.object({
    /** 'Home'. */
    home: textSchema,
    /** 'AEP {aepYear}': the /annual-enrollment-period overview. */
    overview: textSchema,
  }),
  /** 'Back to AEP overview'. */
  backLinkLabel: textSchema,
  /** Headings of the page's parts. */
  headings: z.object({
    /** The page's h1, with {city}: e.g. 'Annual Enrollment in {city}'. */
    title: textSchema.refine((value) => value.includes('{city}'), 'must contain the {city} token'),
    timeline: textSchema,
    changeTypes: textSchema,
    mistakes: textSchema,
    video: textSchema,
    faqs: textSchema,
  }),
  /** Badge on change types that may need health questions. */
  healthQuestionsLabel: textSchema,
});

export type AepCoverageKind = (typeof aepCoverageKinds)[number];
export type AepTimelineStep = z.output<typeof aepTimelineStepSchema>;
export type AepChangeType = z.output<typeof aepChangeTypeSchema>;
export type AepMistake = z.output<typeof aepMistakeSchema>;
export type AepFaq = z.output<typeof aepFaqSchema>;
export type AepPage = z.output<typeof aepPageSchema>;
