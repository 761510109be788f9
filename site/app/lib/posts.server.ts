// Build time only: the one module of the site that reads the blog posts (route loaders, the prerender list, the
// sitemap). `@agency/content/posts` holds every post, drafts and scheduled ones included; a module named *.server is
// never part of the browser build (React Router fails the build if client code imports it), so no page's
// JavaScript can carry a post that is not published (docs/adr/0010-drafts-never-ship.md).
import {
  getPostSources,
  getPublishedPosts,
  getSitePaths as contentSitePaths,
  type BlogPostSummary,
} from '@agency/content/posts';
import { staffPostsPath } from '../staff/posts-path';

/** The posts visitors see on `today` (the build date), newest first. */
export function publishedPosts(today: string): ReadonlyArray<BlogPostSummary> {
  return getPublishedPosts(today);
}

/** Every page of the site on `today`: only the posts published by then have a page. */
export function sitePaths(today: string): string[] {
  return contentSitePaths({ today });
}

/**
 * Every URL to prerender on `today`: the site's pages plus the staff tools' data file (`staffPostsPath`). Used by
 * site/app/prerender.ts as its `getSitePaths`.
 */
export function prerenderedSitePaths(options: { today: string }): string[] {
  return [...sitePaths(options.today), staffPostsPath];
}

/**
 * What the signed-in staff tools work on (/admin/blog-posts.json): the posts published on `today`, as written in
 * their files. Drafts and scheduled posts never leave the build: staff see them in the repository and in
 * `pnpm content:check`.
 */
export function staffPosts(today: string) {
  return getPostSources({ today });
}
