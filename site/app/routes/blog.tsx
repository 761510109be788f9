import { fillTokens, formatLongDate, getAdvisor, getPage, getSiteCopy, parseIsoDate } from '@agency/content';
import { PageHeader, PostList } from '@agency/ui';
import type { Route } from './+types/blog';
import { PageShell } from '../components/PageShell';
import { buildDate } from '../prerender';
import { publishedPosts } from '../lib/posts.server';
import { crumbsTo, pageHeader } from '../lib/inner-page';
import { pageMeta } from '../lib/meta/page-meta';
import { breadcrumbJsonLd } from '../lib/meta/structured-data';

/** Build time: the posts as the list shows them (title, byline, summary, topics) and the page's metadata. */
export function loader() {
  const page = getPage('blog')!;
  const site = getSiteCopy();
  const crumbs = crumbsTo(site.breadcrumbs.blog);
  const tagLabels = new Map(site.blog.tagLabels.map((tag) => [tag.id, tag.label]));
  return {
    header: pageHeader(page.title, page.intro, crumbs),
    posts: publishedPosts(buildDate()).map((post) => ({
      href: `/blog/${post.slug}`,
      title: post.title,
      byline: fillTokens(site.blog.byline, {
        date: formatLongDate(parseIsoDate(post.published)),
        minutes: post.readingMinutes,
        author: getAdvisor(post.author)?.name ?? '',
      }),
      description: post.description,
      // Readable words for the tags (a tag content gives no words for is left out, never shown as its slug).
      topics: (() => {
        const words = post.tags.flatMap((tag) => tagLabels.get(tag) ?? []);
        return words.length ? fillTokens(site.blog.topicsLine, { topics: words.join(' · ') }) : '';
      })(),
    })),
    meta: pageMeta({
      title: page.metaTitle,
      description: page.description,
      canonicalPath: '/blog',
      keywords: page.keywords,
      structuredData: [breadcrumbJsonLd(crumbs, '/blog')],
    }),
  };
}

export { meta } from '../lib/meta/route-meta';

/** The blog: posts newest first, with tags, reading time and author. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell>
      <PageHeader {...loaderData.header} />
      <PostList items={loaderData.posts} />
    </PageShell>
  );
}
