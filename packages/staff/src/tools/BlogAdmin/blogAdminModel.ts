// The editor's pure parts: field names and labels, tags typed as text, where a validation problem belongs,
// whether a post has changes that were not downloaded yet, and a call to the site's functions that may throw.

import type { FieldProblem, PostDraft, PostStatus } from '../types';

/** The editable fields in screen order (their labels, also naming problems in the error summary, are the copy's). */
export const blogAdminFields = [
  'title',
  'slug',
  'description',
  'author',
  'published',
  'modified',
  'tags',
  'draft',
  'body',
] as const satisfies ReadonlyArray<keyof PostDraft>;

export type BlogAdminField = (typeof blogAdminFields)[number];

/** The fields' labels, e.g. { slug: "Slug (web address)" } (`copy.blogAdmin.editor.fields`). */
export type BlogAdminFieldLabels = Readonly<Record<BlogAdminField, string>>;

const fields = new Set<string>(blogAdminFields);

/** Problems reported on other names that belong to an editor field (the file name follows the slug). */
const aliases: Record<string, BlogAdminField> = { file: 'slug', fileName: 'slug', date: 'published' };

/** The editor field a problem is about ("tags.2" -> "tags"), or null when it names none of them. */
export function fieldOfProblem(problem: FieldProblem): BlogAdminField | null {
  const head = problem.field.split(/[.[]/)[0] ?? '';
  if (fields.has(head)) return head as BlogAdminField;
  return aliases[head] ?? null;
}

/** Other words a message may open with to name its field ("Date is missing.", "Modified must not be …"). */
const synonyms: Partial<Record<BlogAdminField, string[]>> = {
  slug: ['Slug', 'File'],
  published: ['Published', 'Date'],
  modified: ['Last updated', 'Modified'],
  tags: ['Tag', 'The tag'],
  body: ['Body', 'Content'],
};

/**
 * "Description: must be at least 70 characters"; a message that already names its field ("Title must be at most 90
 * characters (it has 95).") is shown as it is.
 */
export function problemText(problem: FieldProblem, labels: BlogAdminFieldLabels): string {
  const field = fieldOfProblem(problem);
  const name = (field ? labels[field] : problem.field).replace(/ \(.*\)$/, '');
  const names = [name, ...(field ? (synonyms[field] ?? []) : [])].map((word) => word.toLowerCase());
  const message = problem.message.toLowerCase();
  if (names.some((word) => word && message.startsWith(word))) return problem.message;
  return `${name}: ${problem.message}`;
}

/** "irmaa, part-b , ,ssa-44" -> ["irmaa", "part-b", "ssa-44"]. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The tags as the field shows them. */
export function tagsText(tags: ReadonlyArray<string>): string {
  return tags.join(', ');
}

/** Two drafts hold the same post (field by field, tags in order). */
export function sameDraft(a: PostDraft, b: PostDraft): boolean {
  return (
    a.slug === b.slug &&
    a.title === b.title &&
    a.description === b.description &&
    a.author === b.author &&
    a.published === b.published &&
    a.modified === b.modified &&
    a.draft === b.draft &&
    a.body === b.body &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index])
  );
}

export const blogAdminFilters = ['all', 'published', 'scheduled', 'draft'] as const;
export type BlogAdminFilter = (typeof blogAdminFilters)[number];

/** Whether a post with `status` shows under `filter`. */
export function matchesFilter(status: PostStatus, filter: BlogAdminFilter): boolean {
  return filter === 'all' || filter === status;
}

/** Runs one of the functions the site passes in (preview, checks, file), turning a throw into its message. */
export function attempt<T>(run: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
