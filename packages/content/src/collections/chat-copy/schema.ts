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
  /** The chat panel's own words beside the spec's title and subtitle (the site passes them to ui's ChatWidget). */
  panel: z.strictObject({
    /**
     * Shown under 'Chat with {name}' / 'Licensed Medicare Advisor', and part of the panel's accessible name: the
     * answers come from an automated assistant, not from the advisor named in the title.
     */
    automatedLabel: textSchema.max(60),
  }),
  /** The sentence every answer ends with: 'Call us at {phone} for personalized help.' */
  closingLine: withToken('phone'),
  /** Put in place of a Medicare or Social Security number in a reply written by an LLM provider. */
  redactedNumber: textSchema,
  /** Replies of the guardrails, which answer before (and instead of) any search of the content. */
  guardrails: z.strictObject({
    /** A Medicare or Social Security number in the message. */
    sensitiveNumber: textSchema,
    /** A payment card number, or a date of birth next to another identifier (a ZIP code, a phone number). */
    personalDetails: textSchema,
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
    /**
     * Who answers: 'are you a real person?', 'is this Medicare?', 'can I talk to a human?', 'is this a scam?'. The
     * chat puts the pieces together by what was asked; every answer has `answer` and `reach`.
     */
    identity: z.strictObject({
      /** Always: an automated assistant of {agencyName}, an independent agency, not a person, not a licensed agent,
       * not connected with Medicare or the government. */
      answer: withToken('agencyName'),
      /** First, when asked whether the chat is Medicare or the government: 'No, this is not Medicare...'. */
      notGovernment: textSchema,
      /** After `answer`, when asked about Medicare or the government: how to reach Medicare itself. */
      medicareItself: textSchema,
      /** First, when asked whether the chat is a scam. */
      trust: textSchema,
      /** When someone asked for a personal number, or the chat's honesty is asked: never give it out. */
      numberRequest: textSchema,
      /** When a person is asked for: the chat cannot hand over, a licensed advisor can talk. */
      humanWanted: textSchema,
      /** Always, last: when and how to reach a licensed advisor, {officeHours} and {booking} (the brand's). */
      reach: withToken('booking').refine(
        (text) => text.includes('{officeHours}'),
        'must contain {officeHours}',
      ),
    }),
    /** Asked about a year older than the figures: {year}. */
    noOldFigures: withToken('year'),
    /** Asked about a year newer than the figures: {year}. */
    noFigureForYear: withToken('year'),
  }),
  /**
   * Answers the chat computes with content's rules from the numbers a question gives (an income, a birthday, a
   * delay). Each names the year of its figures; the visitor's own numbers are never repeated, only the bracket.
   */
  computed: z.strictObject({
    /** IRMAA above the first bracket: {status}, {magiYear}, {range}, {year}, {premium}, {standard}, {surcharge}. */
    irmaa: withToken('premium'),
    /** No IRMAA (first bracket): {status}, {magiYear}, {range}, {year}, {standard}. */
    irmaaNone: withToken('standard'),
    /** The plan year's brackets are not in the figures: {planYear}, {checked} (the day last checked), {year}. */
    irmaaPending: withToken('planYear'),
    /** Filing status names: individual, joint, separate. */
    statusNames: z.strictObject({ individual: textSchema, joint: textSchema, separate: textSchema }),
    /** The Initial Enrollment Period for a stated birthday: {birthdayMonth}, {start}, {end}, {deadline}, {partAStart}. */
    iep: withToken('start'),
    /** Born on the 1st: {date}, the day Social Security counts as the 65th birthday. */
    iepBornOnFirst: textSchema,
    /** The day of the month was not given. */
    iepDayUnknown: textSchema,
    /** Part B's start for a sign-up month late in the IEP: {signupMonth}, {start}. */
    coverageStartAfter: withToken('start'),
    /** Part B's start for a sign-up month in the General Enrollment Period: {signupMonth}, {start}. */
    coverageStartGeneral: withToken('start'),
    /** Part B's start for a sign-up month before the 65th-birthday month: {signupMonth}, {start}. */
    coverageStartBeforeBirthday: withToken('start'),
    /** The Part B penalty for a stated delay: {months}, {fullYears}, {percent}, {year}, {standard}, {penalty}, {total}. */
    partBPenalty: withToken('penalty'),
    /** A delay shorter than a full 12 months: {months}. */
    partBPenaltyNone: withToken('months'),
    /** Said after a penalty: months of coverage from a current job do not count. */
    partBPenaltyEmployer: textSchema,
    /** The plan year's standard premium is not in the figures: {planYear}, {checked}. */
    pendingPremium: withToken('planYear'),
    /** The Part D penalty for a stated gap: {months}, {percent}, {year}, {base}, {penalty}. */
    partDPenalty: withToken('penalty'),
    /** The plan year's Part D base premium is not in the figures: {planYear}, {checked}. */
    pendingBase: withToken('planYear'),
    /**
     * The plan year's Part D base premium is known only from sources not confirmed (figure `verified: false`), so the
     * penalty uses the latest confirmed one: {planYear}, {year}.
     */
    unconfirmedBase: withToken('planYear'),
    /** Extra Help for a stated income under the limit: {total} (a year), {year}, {upTo} (limit), {status}, {base} (resources). */
    extraHelpBelow: withToken('upTo'),
    /** Extra Help for a stated income over the limit: {total}, {year}, {upTo}, {status}. */
    extraHelpAbove: withToken('upTo'),
    /** Whose limit: one person, a married couple. */
    extraHelpStatus: z.strictObject({ individual: textSchema, couple: textSchema }),
  }),
  /**
   * How the chat's figure answers name a figure that is not confirmed by an official source yet (figure
   * `verified: false`).
   */
  figures: z.strictObject({
    /** Opens the sentence of a figure computed on, when the plan year's is not confirmed: {planYear}. */
    unconfirmedMany: withToken('planYear'),
    /** Put after "In {year}" when the figures of that year are not confirmed yet. */
    unconfirmed: textSchema,
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
