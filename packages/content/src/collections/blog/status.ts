// A post's status, from its frontmatter and today's date. No zod: the root entry (a browser entry) uses it.

/** Where a post stands: on the blog, waiting for its date, or still being written. */
export type PostStatus = 'published' | 'scheduled' | 'draft';

/**
 * `draft` when the frontmatter says `draft: true`; `scheduled` when the published date is after `today`;
 * `published` otherwise. Dates are ISO strings ("2026-10-15"), so they compare as text.
 */
export function postStatus(
  post: { published: string; draft?: boolean | undefined },
  today: string,
): PostStatus {
  if (post.draft === true) return 'draft';
  return post.published > today ? 'scheduled' : 'published';
}
