import { z } from 'zod';

const text = z.string().min(1);

/** Short interface texts of the site's shared parts (banner, section headings, error pages). */
export const copySchema = z.object({
  phoneBanner: z.object({ callLabel: text, tagline: text }),
  faqSection: z.object({ heading: text, intro: text }),
  notFound: z.object({ title: text, homeLabel: text, metaTitle: text }),
  home: z.object({ metaTitle: text, description: text }),
});

export type Copy = z.output<typeof copySchema>;
