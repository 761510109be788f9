import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/** A text that must hold a token its code fills (for example the year a figure is missing for). */
const withToken = (token: string) =>
  textSchema.refine((text) => text.includes(`{${token}}`), `must contain {${token}}`);

/**
 * The chat function's own words (the 'chat' function, @agency/chat): the line every answer ends with, the replies
 * of its guardrails and the messages of its errors that a visitor may read. Strict objects, so a misspelt key is
 * reported instead of quietly ignored. {agencyName} and {phone} are filled by the chat with the brand it answers
 * for; {year} with the year a visitor asked about.
 */
export const chatCopySchema = z.strictObject({
  /** The sentence every answer ends with: 'Call us at {phone} for personalized help.' */
  closingLine: withToken('phone'),
  /** Put in place of a Medicare or Social Security number in a reply written by an LLM provider. */
  redactedNumber: textSchema,
  /** Replies of the guardrails, which answer before (and instead of) any search of the content. */
  guardrails: z.strictObject({
    /** A Medicare or Social Security number in the message. */
    sensitiveNumber: textSchema,
    /** 'Which plan is best for me?' */
    recommendation: textSchema,
    /** Weather, sports, recipes, other insurance. */
    offTopic: textSchema,
    politics: textSchema,
    /** About Medicare, but nothing in the content answers it. */
    unclear: textSchema,
    greeting: textSchema,
    thanks: textSchema,
    /** 911 and 988 first. */
    emergency: textSchema,
    medicalAdvice: textSchema,
    /** 'Are you a real person?': says it is an AI of {agencyName}. */
    identity: withToken('agencyName'),
    /** Asked about a year older than the figures: {year}. */
    noOldFigures: withToken('year'),
    /** Asked about a year newer than the figures: {year}. */
    noFigureForYear: withToken('year'),
  }),
  /** Error messages of the function's answers ({ error }) that are meant for the visitor. */
  errors: z.strictObject({
    /** 503: the rate-limit store is down and the engine is a paid one. */
    unavailable: withToken('phone'),
    /** 429 per client address. */
    tooManyFromNetwork: textSchema,
    /** 429 per anonymous id. */
    tooQuickly: textSchema,
    /** 504 from the LLM provider. */
    providerTimeout: textSchema,
    /** 402 from the LLM provider (billing). */
    providerUnavailable: textSchema,
    /** 429 from the LLM provider. */
    providerBusy: textSchema,
  }),
});

export type ChatCopy = z.output<typeof chatCopySchema>;

/**
 * A definition the site's pages take for granted ("What is Medicare?"), answered by the chat. General, stable facts:
 * no figures and no years (every figure comes from the figures collection).
 */
export const chatBasicSchema = z.strictObject({
  /** Unique; the chat's passage id is "basics:{id}". */
  id: idSchema,
  /** The chat topic the answer belongs to (a topic id of @agency/chat, e.g. "medicare-basics"). */
  topic: idSchema,
  /** The question; also the source title of the answer. */
  title: textSchema,
  /** Extra search words, not shown. */
  keywords: textSchema,
  /** Two to four plain sentences. */
  text: textSchema.max(600),
  /** The site page to read more on (the answer's source): a path, optionally with a home anchor ("/#services"). */
  href: z
    .string()
    .regex(/^\/[a-z0-9/-]*(#[a-z][a-z0-9-]*)?$/, 'must be a site path such as /medicare-comparison'),
});

export type ChatBasic = z.output<typeof chatBasicSchema>;
