import { z } from 'zod';
import { idSchema, isoDateSchema, textSchema } from '../shared';

/**
 * A blog post: markdown with YAML frontmatter in `posts/{slug}.md`. `pnpm --filter @agency/content gen:posts`
 * (run by every build) turns the files into posts.generated.ts; this schema validates each one.
 */
export const blogPostSchema = z
  .object({
    /** The markdown file, relative to the blog folder (set by the generator). */
    file: z.string().regex(/^posts\/[a-z0-9-]+\.md$/),
    slug: idSchema,
    title: textSchema.check(z.maxLength(90, 'must be at most 90 characters')),
    description: textSchema
      .check(z.minLength(70, 'must be at least 70 characters'))
      .check(z.maxLength(170, 'must be at most 170 characters')),
    /** Id of the advisor who wrote it (see the advisors collection). */
    author: idSchema,
    published: isoDateSchema,
    modified: isoDateSchema,
    tags: z.array(idSchema).min(1, 'must have at least one tag').max(8, 'must have at most 8 tags'),
    /** True while the post is being written: listed for staff only, never on the blog (default false). */
    draft: z.boolean().optional(),
    /** Markdown body (no raw HTML: the renderer drops it). */
    body: z.string().min(200, 'must be at least 200 characters'),
  })
  .refine((post) => post.modified >= post.published, {
    path: ['modified'],
    message: 'must not be before the published date',
  })
  .refine((post) => post.file === `posts/${post.slug}.md`, {
    path: ['slug'],
    message: 'must match the file name (posts/{slug}.md)',
  });

export type BlogPost = z.output<typeof blogPostSchema>;

/** A post as written in its markdown file, without the file name: what the staff functions take. */
export type PostSource = Omit<BlogPost, 'file'>;

/** What every post shares: the standard closing disclaimer (the quality report checks each post carries it). */
export const blogSettingsSchema = z.object({
  /** The disclaimer sentence(s) every post ends with, as plain text (posts write it in italics). */
  disclaimer: textSchema.check(z.minLength(40, 'must be at least 40 characters')),
});

export type BlogSettings = z.output<typeof blogSettingsSchema>;
