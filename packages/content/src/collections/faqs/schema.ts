import { z } from 'zod';

export const faqTopics = [
  'basics',
  'enrollment',
  'advantage',
  'medigap',
  'part-d',
  'costs',
  'our-service',
] as const;

export const faqSchema = z.object({
  /** Unique, kebab-case; also the accordion item's value. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, hyphens)'),
  question: z.string().min(10).max(200),
  answer: z.string().min(20).max(1200),
  topic: z.enum(faqTopics),
});

export type FaqTopic = (typeof faqTopics)[number];
export type Faq = z.output<typeof faqSchema>;
