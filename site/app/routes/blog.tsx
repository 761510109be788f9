import { fillTokens, getAdvisor, getPage, getSections, getSiteCopy } from '@agency/content';
import { Card, Heading, Link, PageHeader, Section, Text } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import type { Route } from './+types/blog';
import { PageShell } from '../components/PageShell';
import { buildDate } from '../prerender';
import { formatDate } from '../lib/dates';
import { publishedPosts } from '../lib/posts.server';
import { pageMeta } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';

/** Build time: the list of posts (without their bodies), each with its byline, and the page's metadata. */
export function loader() {
  const page = getPage('blog')!;
  const site = getSiteCopy();
  const crumbs = [{ label: site.breadcrumbs.home, href: '/' }, { label: site.breadcrumbs.blog }];
  const tagLabels = new Map(site.blog.tagLabels.map((tag) => [tag.id, tag.label]));
  return {
    page: { title: page.title, intro: page.intro },
    crumbs,
    breadcrumbLabel: getSections().common.breadcrumbLabel,
    posts: publishedPosts(buildDate()).map(({ body: _body, ...post }) => ({
      ...post,
      byline: fillTokens(site.blog.byline, {
        date: formatDate(post.published),
        minutes: post.readingMinutes,
        author: getAdvisor(post.author)?.name ?? '',
      }),
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

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** The blog: posts newest first, with tags, reading time and author. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, posts, breadcrumbLabel } = loaderData;
  return (
    <PageShell>
      <PageHeader
        title={page.title}
        intro={page.intro}
        breadcrumbs={crumbs}
        breadcrumbLabel={breadcrumbLabel}
      />
      <Section width="prose">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.5rem' }}>
          {posts.map((post) => (
            <Card as="li" key={post.slug}>
              <Heading level={2} size={3} wrap="pretty">
                <Link href={`/blog/${post.slug}`}>{post.title}</Link>
              </Heading>
              <Text tone="muted" size="small">
                {post.byline}
              </Text>
              <Text>{post.description}</Text>
              {post.topics ? (
                <Text tone="muted" size="small">
                  {post.topics}
                </Text>
              ) : null}
            </Card>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
