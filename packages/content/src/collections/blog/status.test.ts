import { describe, expect, it } from 'vitest';
import { getPost, getPostSources, getPosts, getPublishedPosts, getSitePaths } from '../../posts';
import { postStatus } from './status';

describe('post status', () => {
  it.each([
    [{ published: '2026-10-01' }, '2026-10-01', 'published'],
    [{ published: '2026-10-01', draft: false }, '2026-11-22', 'published'],
    [{ published: '2026-10-02' }, '2026-10-01', 'scheduled'],
    [{ published: '2026-10-01', draft: true }, '2026-11-22', 'draft'],
    [{ published: '2027-01-05', draft: true }, '2026-11-22', 'draft'],
  ] as const)('should read %o on %s as %s', (post, today, status) => {
    expect(postStatus(post, today)).toBe(status);
  });

  it('should keep every post in getPosts() and getPost(), and list only published ones, newest first', () => {
    const all = getPosts();
    expect(all.length).toBe(7);
    // The posts are dated June to October 2026: on 2026-09-01 the three later ones are scheduled.
    const published = getPublishedPosts('2026-09-01');
    expect(published.map((post) => post.slug)).toEqual(
      all.filter((post) => post.published <= '2026-09-01').map((post) => post.slug),
    );
    expect(published.length).toBeLessThan(all.length);
    expect(published.map((post) => post.published)).toEqual(
      [...published.map((post) => post.published)].sort().reverse(),
    );
    expect(getPublishedPosts('2026-12-31')).toHaveLength(7);
    const scheduled = all.find((post) => post.published > '2026-09-01')!;
    expect(getPost(scheduled.slug)?.slug).toBe(scheduled.slug);
  });

  it('should give the posts as written (tokens not filled), every one or only those published by a date', () => {
    const sources = getPostSources();
    expect(sources.map((post) => post.slug)).toEqual(getPosts().map((post) => post.slug));
    expect(sources.some((post) => post.body.includes('{phone}'))).toBe(true);
    expect(sources.every((post) => !('file' in post))).toBe(true);
    expect(getPostSources({ today: '2026-09-01' }).map((post) => post.slug)).toEqual(
      getPublishedPosts('2026-09-01').map((post) => post.slug),
    );
    expect(getSitePaths({ today: '2026-09-01' }).filter((path) => path.startsWith('/blog/'))).toEqual(
      getPostSources({ today: '2026-09-01' })
        .map((post) => `/blog/${post.slug}`)
        .sort((a, b) => getSitePaths().indexOf(a) - getSitePaths().indexOf(b)),
    );
  });
});
