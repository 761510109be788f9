import { z } from 'zod';
import { httpsUrlSchema, idSchema, textSchema } from '../shared';

/** Where a fact of the chat's knowledge comes from (shared/facts/MEDICARE.md names its sources by ID). */
export const chatKnowledgeSourceSchema = z.strictObject({
  /** The source's name as a visitor may read it, e.g. "Medicare.gov: Part D costs". */
  title: textSchema,
  url: httpsUrlSchema,
});

/**
 * A situation visitors ask the chat about (working past 65, COBRA, HSA, VA, moving, Medigap rights, the agency
 * itself): two to four plain sentences the chat answers from, with its sources. Figures only by token
 * ({partB.deductible}, {partB.deductible:year}); the agency's facts by the global tokens ({agencyName},
 * {serviceAreaStates}, ...), never typed again.
 */
export const chatKnowledgeSchema = z.strictObject({
  /** Unique; the chat's passage id is "knowledge:{id}". */
  id: idSchema,
  /** The chat topic the answer belongs to (a topic id of @agency/chat, e.g. "employer-coverage"). */
  topic: idSchema,
  /** The question it answers; also the source title of the answer. */
  title: textSchema,
  /** Extra search words, not shown: how visitors say it. */
  keywords: textSchema,
  /** Two to four plain sentences. */
  text: textSchema.max(700),
  /** The site page to read more on: a path, optionally with a home anchor ("/#services"). */
  href: z
    .string()
    .regex(/^\/[a-z0-9/-]*(#[a-z][a-z0-9-]*)?$/, 'must be a site path such as /medicare-timeline'),
  /** The sources of its facts (official first). */
  sources: z.array(chatKnowledgeSourceSchema).min(1),
  /** False while a fact rests on a rule not re-read in shared/facts/MEDICARE.md (re-check before relying on it). */
  verified: z.boolean(),
});

export type ChatKnowledge = z.output<typeof chatKnowledgeSchema>;
