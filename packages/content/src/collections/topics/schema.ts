import { z } from 'zod';
import { idSchema, textSchema } from '../shared';

/**
 * A subject the blog should cover in every place the agency serves. The staff content-strategy page
 * (`contentStrategy()` in `@agency/staff/rules`) crosses these topics with the service-area states and cities to
 * find the places where no post or page covers a topic yet.
 */
export const contentTopicSchema = z.object({
  id: idSchema,
  /** How the topic is named to staff, e.g. "Medicare Supplement (Medigap)". */
  label: textSchema,
  /**
   * Words or phrases that show a post or page is about the topic when they appear in its address, title, tags or
   * headings. Lowercase letters, digits and single spaces: "part d", "turning 65". Hyphens in addresses and tags
   * count as spaces, so "out of pocket" also finds "out-of-pocket".
   */
  terms: z
    .array(
      z
        .string()
        .regex(
          /^[a-z0-9]+( [a-z0-9]+)*$/,
          'must be lowercase words separated by single spaces, e.g. "part d"',
        ),
    )
    .min(1, 'must have at least one term'),
  /** Title suggested for a missing post; `{place}` becomes "Alabama" or "Birmingham, Alabama". */
  suggestedTitle: textSchema.refine((title) => title.includes('{place}'), 'must contain {place}'),
});

export type ContentTopic = z.output<typeof contentTopicSchema>;
