import { z } from 'zod';
import { phoneSchema } from '../brand/schema';
import { httpsUrlSchema, idSchema, isoDateSchema, stateCodeSchema, textSchema } from '../shared';

/** Where a state's rules were read: its title as a visitor may read it, its address, and whether it is official. */
export const stateRuleSourceSchema = z.strictObject({
  title: textSchema.max(160),
  url: httpsUrlSchema,
  /** True for the law itself or a state or federal government page; false for a secondary copy or a list. */
  official: z.boolean(),
});

/**
 * A state's Medigap birthday (or anniversary) rule: a yearly switch between Medigap policies with no health
 * questions. `none-found` says what the sources show (no such rule on any list read), never that none exists.
 */
export const birthdayRuleSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('in-force'),
    /** The day it took effect. */
    since: isoDateSchema,
    /** Who may switch, when, to what, in one sentence without the state's name ('If you are 65 to 75 ...'). */
    summary: textSchema.max(300),
  }),
  z.strictObject({ status: z.literal('none-found') }),
]);

/**
 * Guaranteed-issue rights the state's own law adds to the federal ones: `listed` (each right in a phrase, with the
 * law), `none-found` (the sources read show none), or `not-checked` (only the federal rights are known: say so).
 */
export const stateRightsSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('listed'),
    /** The law that gives them, as cited: 'Fla. Stat. §627.6741'. */
    law: textSchema.max(80),
    /** Each right as a phrase that completes "... gives rights of its own: ..." ('a 2-month window ...'). */
    rights: z.array(textSchema.max(240)).min(1),
  }),
  z.strictObject({ status: z.literal('none-found') }),
  z.strictObject({ status: z.literal('not-checked') }),
]);

/** A state's Medigap rules with their sources and the day they were checked. */
export const stateMedigapRulesSchema = z.strictObject({
  birthdayRule: birthdayRuleSchema,
  stateRights: stateRightsSchema,
  /** Where the rules were read; at least one. */
  sources: z.array(stateRuleSourceSchema).min(1, 'must name at least one source'),
  /** The day the rules were last checked against the sources (YYYY-MM-DD). */
  checked: isoDateSchema,
});

/**
 * The words every state's rules are written in (medigap-rules.ts fills them from each state's data). {state} is a
 * state's name, {states} a list of names, {since} and {date} long dates, {summary} a birthday rule's summary, {law}
 * and {rights} a state's own rights.
 */
export const medigapRulesCopySchema = z.strictObject({
  /** One state's birthday rule, by status. */
  birthdayRule: z.strictObject({ inForce: textSchema, noneFound: textSchema }),
  /** One state's own guaranteed-issue rights, by status; `listedIntro` comes before the rights as a list. */
  stateRights: z.strictObject({
    listed: textSchema,
    listedIntro: textSchema,
    noneFound: textSchema,
    notChecked: textSchema,
  }),
  /** What a state's rules mean: outside them and the open enrollment period, insurers may ask health questions. */
  healthQuestions: textSchema,
  /** Every served state at once: where a birthday rule applies, where none was found, where state law adds rights. */
  summary: z.strictObject({ withRule: textSchema, noneFound: textSchema, stateRights: textSchema }),
  /** The line under a state's rules: when they were checked. */
  checked: textSchema,
  /** A source's link: 'Source: {title}'. */
  sourceLabel: textSchema,
});

export type StateMedigapRules = z.output<typeof stateMedigapRulesSchema>;
export type MedigapRulesCopy = z.output<typeof medigapRulesCopySchema>;

/**
 * One state the agency serves (spec §3 'Service area: name, slug, description'), shown as a card on the home
 * page and at /service-areas/{slug}.
 */
export const serviceAreaSchema = z
  .object({
    /** Same as `slug`; cities point here with `stateId`. */
    id: idSchema,
    /** URL slug of /service-areas/{slug}, e.g. "alabama". */
    slug: idSchema,
    /** State name as written, e.g. "Alabama". */
    name: textSchema,
    /** Two-letter postal code, e.g. "AL". */
    code: stateCodeSchema,
    /** Card and page introduction, 2-3 plain sentences. */
    description: textSchema.max(500),
    /**
     * True for the four states the spec names as served (AL, GA, FL, TN); false for Illinois, which only has a
     * service-area page ('One part of the content also names Illinois').
     */
    primary: z.boolean(),
    /**
     * The state's own Medigap rules, as data: its birthday rule (or none found), the guaranteed-issue rights its law
     * adds to the federal ones, the sources and the day they were checked. Every page and chat answer that speaks of
     * the state's rules is written from it (medigap-rules.ts), so a changed rule changes them all.
     */
    medigapRules: stateMedigapRulesSchema,
    /**
     * The local number of the office that serves the state, shown on its city pages beside the toll-free number
     * (a Birmingham number on an Atlanta page helps no one). None: city pages show the toll-free number only.
     */
    localPhone: phoneSchema.optional(),
  })
  .refine((area) => area.id === area.slug, { path: ['id'], message: 'must equal slug' });

export type ServiceArea = z.output<typeof serviceAreaSchema>;
