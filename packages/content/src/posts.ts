// @agency/content/posts: the blog posts, drafts and scheduled ones included, for build-time and server code (the
// site's loaders, its prerender list and sitemap, the content CLI). Never import it from code that runs in a
// browser: the drafts' titles and bodies would travel with it. The root entry and `@agency/content/editorial` hold no
// post at all (posts-entry.test.ts bundles them and fails if they reach posts.generated); the staff functions take
// the posts they work on as a parameter.
import { advisorsData } from './collections/advisors/advisors.data';
import { postsData } from './collections/blog/posts.generated';
import type { BlogPost, PostSource } from './collections/blog/schema';
import { postStatus } from './collections/blog/status';
import { citiesData } from './collections/cities/cities.data';
import { serviceAreasData } from './collections/service-areas/service-areas.data';
import { markEarlierYearFigures } from './figures';
import { once } from './getters/resolve';
import { currentSeason } from './season';
import { fillFigureTokensDeep, getTokenValues } from './index';
import { sitePaths } from './routes';
import { fillTokensDeep } from './tokens';

export type { BlogPost, PostSource } from './collections/blog/schema';

/** A blog post plus what the blog list shows. */
export interface BlogPostSummary extends Omit<BlogPost, 'file'> {
  /** Minutes to read at 200 words a minute, at least 1. */
  readingMinutes: number;
}

const newestFirst = (a: PostSource, b: PostSource) =>
  b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

/**
 * Every blog post with its tokens filled (title, description and body: the figure tokens for the season's figures
 * year, then the global ones; made once per build date), drafts and scheduled posts included, newest first (by
 * published date, then title). Visitor pages (the blog list, sitemap, related posts) use `getPublishedPosts()`.
 */
export function getPosts(): ReadonlyArray<BlogPostSummary> {
  return once('posts', () => {
    const { figuresYear } = currentSeason();
    return fillTokensDeep<ReadonlyArray<BlogPost>>(fillFigureTokensDeep(postsData), getTokenValues())
      .map(({ file: _file, ...post }, index) => {
        const summary = {
          ...post,
          readingMinutes: Math.max(1, Math.round(post.body.split(/\s+/).filter(Boolean).length / 200)),
        };
        // A post that shows an amount of an earlier year ends with the figures note.
        markEarlierYearFigures(postsData[index], summary, figuresYear);
        return summary;
      })
      .sort(newestFirst);
  });
}

export function getPost(slug: string): BlogPostSummary | undefined {
  return getPosts().find((post) => post.slug === slug);
}

/**
 * The posts visitors see on `today` ("YYYY-MM-DD"), newest first: not `draft: true`, and published on or before
 * today (a later date means scheduled).
 */
export function getPublishedPosts(today: string): ReadonlyArray<BlogPostSummary> {
  return getPosts().filter((post) => postStatus(post, today) === 'published');
}

/**
 * The posts as written in their files ({tokens} not filled), newest first: what the editorial rules of
 * `@agency/staff/rules` take. Every post, or with `today` only those published by then (what the site hands its
 * signed-in staff pages; drafts and scheduled posts stay in the repository and in `pnpm content:check`).
 */
export function getPostSources(options: { today?: string } = {}): PostSource[] {
  const { today } = options;
  return postsData
    .filter((post) => today === undefined || postStatus(post, today) === 'published')
    .map(({ file: _file, ...post }) => ({ ...post, tags: [...post.tags] }))
    .sort(newestFirst);
}

/** Every URL of the site: static routes plus states, cities, AEP cities, posts and advisors. */
export function getSitePaths(options: { today?: string } = {}): string[] {
  const { today } = options;
  return sitePaths({
    serviceAreas: serviceAreasData,
    cities: citiesData,
    // With `today`, only the posts published by then have pages (drafts and scheduled posts wait).
    posts: today ? postsData.filter((post) => postStatus(post, today) === 'published') : postsData,
    advisors: advisorsData,
  });
}
