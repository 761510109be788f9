import { getAdvisor, getPage, getPosts, getSections } from '@agency/content';
import { Card, Heading, Link, PageHeader, Section, Text } from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { formatDate } from '../lib/dates';
import { pageMeta } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';

const crumbs = [{ label: 'Home', href: '/' }, { label: 'Blog' }];

export function meta(): MetaDescriptor[] {
  const page = getPage('blog')!;
  return pageMeta({
    title: page.metaTitle,
    description: page.description,
    canonicalPath: '/blog',
    keywords: page.keywords,
    structuredData: [breadcrumbJsonLd(crumbs, '/blog')],
  });
}

/** The blog: posts newest first, with tags, reading time and author. */
export default function Blog() {
  const page = getPage('blog')!;
  const posts = getPosts();
  return (
    <PageShell>
      <PageHeader
        title={page.title}
        intro={page.intro}
        breadcrumbs={crumbs}
        breadcrumbLabel={getSections().common.breadcrumbLabel}
      />
      <Section width="prose">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.5rem' }}>
          {posts.map((post) => (
            <Card as="li" key={post.slug}>
              <Heading level={2} size={3}>
                <Link href={`/blog/${post.slug}`}>{post.title}</Link>
              </Heading>
              <Text tone="muted" size="small">
                {`${formatDate(post.published)} · ${post.readingMinutes} min read · ${getAdvisor(post.author)?.name ?? ''}`}
              </Text>
              <Text>{post.description}</Text>
              <Text tone="muted" size="small">
                {post.tags.map((tag) => `#${tag}`).join('  ')}
              </Text>
            </Card>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
