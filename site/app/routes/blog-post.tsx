import {
  brand,
  fillTokens,
  formatLongDate,
  getAdvisor,
  getFiguresNote,
  getSiteCopy,
  parseIsoDate,
  type BlogPost,
} from '@agency/content';
import { FiguresNote, Link, LinkCards, PageHeader, Prose, Section, Text } from '@agency/ui';
import { data, type MetaDescriptor } from 'react-router';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageShell } from '../components/PageShell';
import { crumbsTo, pageHeader, pageLabels } from '../lib/inner-page';
import { buildDate } from '../prerender';
import { renderMarkdown } from '../lib/markdown';
import { pageMeta, siteUrl } from '../lib/meta/page-meta';
import { publishedPosts } from '../lib/posts.server';
import { breadcrumbJsonLd } from '../lib/meta/structured-data';
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
    .map(({ other }) => ({
      href: `/blog/${other.slug}`,
      title: other.title,
      description: other.description,
    }));
  const site = getSiteCopy();
  // '{date} · {minutes} min read · {author}': the author's name is a link, so the byline is cut around it.
  const [bylineStart = '', bylineEnd = ''] = fillTokens(site.blog.byline, {
    date: formatLongDate(parseIsoDate(post.published)),
    minutes: post.readingMinutes,
  }).split('{author}');
  return {
    html: renderMarkdown(body, site.blog.table),
    figuresNote: getFiguresNote(found) ?? null,
    author: author ? { id: author.id, name: author.name } : null,
    byline: { start: bylineStart, end: bylineEnd },
    header: pageHeader(post.title, post.description, crumbsOf(post.title)),
    related,
    labels: { ...pageLabels(), related: site.blog.relatedHeading },
    meta: postMeta(post),
  };
}

function crumbsOf(title: string) {
  return crumbsTo(title, [{ label: getSiteCopy().breadcrumbs.blog, href: '/blog' }]);
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

export { meta } from '../lib/meta/route-meta';

/** A blog post, rendered from markdown at build time, with its author and related posts. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { header, author, byline, related, labels } = loaderData;
  return (
    <PageShell>
      <PageHeader {...header}>
        <Text tone="muted">
          {byline.start}
          {author ? <Link href={`/about/${author.id}`}>{author.name}</Link> : null}
          {byline.end || null}
        </Text>
      </PageHeader>
      <Section width="prose">
        <Prose as="article" html={loaderData.html} />
      </Section>
      {loaderData.figuresNote ? <FiguresNote {...loaderData.figuresNote} /> : null}
      <LinkCards heading={labels.related} items={related} layout="list" />
      <PageCallToAction labels={labels} />
    </PageShell>
  );
}
