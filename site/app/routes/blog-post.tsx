import { brand, fillTokens, getAdvisor, getSiteCopy, type BlogPost } from '@agency/content';
import { CallToAction, Card, Heading, Link, PageHeader, Prose, Section, Text } from '@agency/ui';
import { data, type MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { useShell } from '../lib/shell';
import { pageLabels } from '../lib/labels';
import { buildDate } from '../prerender';
import { formatDate } from '../lib/dates';
import { renderMarkdown } from '../lib/markdown';
import { pageMeta, siteUrl } from '../lib/meta';
import { publishedPosts } from '../lib/posts.server';
import { breadcrumbJsonLd } from '../lib/structured-data';
import type { Route } from './+types/blog-post';

/** Runs at build time for every post (prerendered): the markdown is turned into HTML here, not in the browser. */
export function loader({ params }: Route.LoaderArgs) {
  const published = publishedPosts(buildDate());
  const found = published.find((candidate) => candidate.slug === params.slug);
  if (!found) throw data(null, { status: 404 });
  const { body, ...post } = found;
  const author = getAdvisor(post.author);
  const related = published
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3)
    .map(({ other }) => ({ slug: other.slug, title: other.title, description: other.description }));
  const site = getSiteCopy();
  // '{date} · {minutes} min read · {author}': the author's name is a link, so the byline is cut around it.
  const [bylineStart = '', bylineEnd = ''] = fillTokens(site.blog.byline, {
    date: formatDate(post.published),
    minutes: post.readingMinutes,
  }).split('{author}');
  return {
    post,
    html: renderMarkdown(body, site.blog.table),
    author: author ? { id: author.id, name: author.name } : null,
    byline: { start: bylineStart, end: bylineEnd },
    crumbs: crumbsOf(post.title),
    related,
    labels: { ...pageLabels(), related: site.blog.relatedHeading },
    meta: postMeta(post),
  };
}

function crumbsOf(title: string) {
  const { breadcrumbs } = getSiteCopy();
  return [
    { label: breadcrumbs.home, href: '/' },
    { label: breadcrumbs.blog, href: '/blog' },
    { label: title },
  ];
}

function postMeta(
  post: Pick<BlogPost, 'slug' | 'title' | 'description' | 'author' | 'published' | 'modified' | 'tags'>,
): MetaDescriptor[] {
  const author = getAdvisor(post.author);
  const path = `/blog/${post.slug}`;
  return pageMeta({
    title: post.title,
    description: post.description,
    canonicalPath: path,
    keywords: post.tags,
    author: author?.name,
    type: 'article',
    published: post.published,
    modified: post.modified,
    structuredData: [
      breadcrumbJsonLd(crumbsOf(post.title), path),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.description,
        datePublished: post.published,
        dateModified: post.modified,
        author: author
          ? { '@type': 'Person', name: author.name, url: siteUrl(`/about/${author.id}`) }
          : undefined,
        publisher: { '@id': `${brand.siteUrl}/#organization` },
        mainEntityOfPage: siteUrl(path),
        image: siteUrl('/og-image.svg'),
        keywords: post.tags.join(', '),
      },
    ],
  });
}

/** A blog post, rendered from markdown at build time, with its author and related posts. */
export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { phone } = useShell();
  const { post, author, byline, crumbs, related, labels } = loaderData;
  return (
    <PageShell>
      <PageHeader
        title={post.title}
        intro={post.description}
        breadcrumbs={crumbs}
        breadcrumbLabel={labels.breadcrumb}
      >
        <Text tone="muted">
          {byline.start}
          {author ? <Link href={`/about/${author.id}`}>{author.name}</Link> : null}
          {byline.end || null}
        </Text>
      </PageHeader>
      <Section width="prose">
        <Prose as="article" html={loaderData.html} />
      </Section>
      <Section heading={labels.related} tone="alt" width="prose">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' }}>
          {related.map((other) => (
            <Card as="li" tone="plain" key={other.slug}>
              <Heading level={3} size={4}>
                <Link href={`/blog/${other.slug}`}>{other.title}</Link>
              </Heading>
              <Text tone="muted">{other.description}</Text>
            </Card>
          ))}
        </ul>
      </Section>
      <CallToAction
        heading={labels.contactHeading}
        text={labels.contactIntro}
        callLabel={labels.call}
        phone={phone}
        bookLabel={labels.book}
      />
    </PageShell>
  );
}
