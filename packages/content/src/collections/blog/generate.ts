import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** A post as read from its markdown file, before validation. */
export interface RawPost {
  file: string;
  [field: string]: unknown;
}

/** YAML reads `2026-07-14` as a Date; the collection stores ISO date strings. */
function toPlain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(toPlain);
  return value;
}

/**
 * One markdown file as the collection stores it: the frontmatter fields (dates as ISO strings, `draft` false when
 * absent), then the body trimmed, with one final newline. `file` is "posts/{name}.md".
 */
export function parsePostFile(file: string, text: string): RawPost {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from returning a cached result shared between calls.
    parsed = matter(text, {});
  } catch (error) {
    throw new Error(`blog (${file}): the frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const frontmatter = Object.fromEntries(
    Object.entries(parsed.data).map(([key, value]) => [key, toPlain(value)]),
  );
  return { file, ...frontmatter, draft: frontmatter.draft ?? false, body: parsed.content.trim() + '\n' };
}

/** Reads every `posts/*.md` file under the blog folder, in file-name order. */
export function readPosts(blogDir: string): RawPost[] {
  const postsDir = path.join(blogDir, 'posts');
  return readdirSync(postsDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parsePostFile(`posts/${name}`, readFileSync(path.join(postsDir, name), 'utf8')));
}

/** The source of posts.generated.ts. */
export function generatePostsModule(blogDir: string): string {
  const posts = readPosts(blogDir);
  return [
    '// Generated from posts/*.md by `pnpm --filter @agency/content gen:posts`. Do not edit: edit the markdown.',
    "import type { z } from 'zod';",
    "import type { blogPostSchema } from './schema';",
    '',
    `export const postsData = ${JSON.stringify(posts, null, 2)} satisfies ReadonlyArray<z.input<typeof blogPostSchema>>;`,
    '',
  ].join('\n');
}
