// The posts the staff tools work on, fetched after sign-in from the file the build wrote (routes/admin-blog-posts.ts):
// the published posts only. Drafts and scheduled posts never reach the browser; staff see them in the repository and
// in `pnpm content:check` (docs/adr/0010-drafts-never-ship.md).
import type { PostSource } from '@agency/content';
import { use } from 'react';
import { staffPostsPath } from './posts-path';

let request: Promise<ReadonlyArray<PostSource>> | undefined;

/** Fetches the published posts once per page load (a failed fetch is tried again on the next call). */
export function loadStaffPosts(): Promise<ReadonlyArray<PostSource>> {
  request ??= fetch(staffPostsPath, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${staffPostsPath} answered ${response.status}`);
      return (await response.json()) as ReadonlyArray<PostSource>;
    })
    .catch((error: unknown) => {
      request = undefined;
      throw error;
    });
  return request;
}

/** The published posts, in a tool rendered inside the staff gate's Suspense (it shows 'Loading...' meanwhile). */
export function useStaffPosts(): ReadonlyArray<PostSource> {
  return use(loadStaffPosts());
}
