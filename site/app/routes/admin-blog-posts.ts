import { staffPosts } from '../lib/posts.server';
import { buildDate } from '../prerender';

/**
 * /admin/blog-posts.json, prerendered: the published posts as written in their files, for the staff tools (fetched
 * after sign-in). Drafts and scheduled posts are not in it: they stay in the repository (ADR 0010).
 */
export function loader() {
  return new Response(`${JSON.stringify(staffPosts(buildDate()))}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
