import { z } from 'zod';
import { idSchema, stateCodeSchema, textSchema } from '../shared';

/** Job titles shown under an advisor's name. */
export const advisorRoles = ['Licensed Medicare Advisor', 'Founder & Licensed Medicare Advisor'] as const;

/**
 * One advisor of the agency: the author page /about/{id}, the blog byline (`author: {id}` in a post) and, for the
 * advisor with `chatPersona`, the chat panel title 'Chat with {name}'.
 */
export const advisorSchema = z.object({
  /** Slug of /about/{id}; blog posts name their author by it, e.g. "sarah-mitchell". */
  id: idSchema,
  name: textSchema,
  role: z.enum(advisorRoles),
  /** 3-4 plain sentences. May hold {agencyName}. No license numbers: those belong on the state lookup. */
  bio: textSchema.max(800),
  /** States where the advisor holds a health/life producer license (shared/facts/MEDICARE.md §4d). */
  licensedStates: z.array(stateCodeSchema).min(1),
  /** Languages the advisor can meet in, e.g. ["English", "Spanish"]. */
  languages: z.array(textSchema).min(1),
  yearsExperience: z.number().int().min(0).max(60),
  email: z.email(),
  /** True for the one advisor the chat panel is named after. */
  chatPersona: z.boolean(),
  /** True for the fictional sample advisors the kit ships with; `content:check` lists them. */
  isSample: z.boolean(),
  /** Shown in place of a photo, e.g. "SM". */
  initials: z.string().regex(/^[A-Z]{2,3}$/, 'must be 2-3 capital letters'),
});

export type AdvisorRole = (typeof advisorRoles)[number];
export type Advisor = z.output<typeof advisorSchema>;
