import { brand, fillTokens, getAdvisor, getServiceAreas, getSiteCopy } from '@agency/content';
import { CallToAction, Card, ContentSections, Heading, Link, PageHeader, Section, Text } from '@agency/ui';
import { data, type MetaDescriptor } from 'react-router';
import { buildDate } from '../prerender';
import type { Route } from './+types/advisor';
import { PageShell } from '../components/PageShell';
import { useShell } from '../lib/shell';
import { pageLabels } from '../lib/labels';
import { pageMeta, siteUrl } from '../lib/meta';
import { publishedPosts } from '../lib/posts.server';
import { breadcrumbJsonLd } from '../lib/structured-data';

function crumbsOf(name: string) {
  const { breadcrumbs } = getSiteCopy();
  return [
    { label: breadcrumbs.home, href: '/' },
    { label: breadcrumbs.about, href: '/about' },
    { label: name },
  ];
}

/** A state's name from its postal code ("AL" → "Alabama"), as the content's service areas write it. */
function stateName(code: string): string {
  return getServiceAreas().find((area) => area.code === code)?.name ?? code;
}

function advisorMeta(id: string): MetaDescriptor[] {
  const advisor = getAdvisor(id);
  if (!advisor) return [];
  const path = `/about/${advisor.id}`;
  return pageMeta({
    title: `${advisor.name}, ${advisor.role}`,
    description: advisor.bio.slice(0, 160),
    canonicalPath: path,
    author: advisor.name,
    type: 'website',
    structuredData: [
      breadcrumbJsonLd(crumbsOf(advisor.name), path),
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: advisor.name,
        jobTitle: advisor.role,
        url: siteUrl(path),
        worksFor: { '@id': `${brand.siteUrl}/#organization` },
        knowsLanguage: advisor.languages,
      },
    ],
  });
}

/** Build time: the advisor, their articles and the page's metadata. */
export function loader({ params }: Route.LoaderArgs) {
  const advisor = getAdvisor(params.name);
  if (!advisor) throw data(null, { status: 404 });
  const copy = getSiteCopy().advisor;
  const tokens = {
    name: advisor.name,
    years: advisor.yearsExperience,
    states: advisor.licensedStates.map(stateName).join(', '),
    languages: advisor.languages.join(` ${copy.languagesJoiner} `),
  };
  return {
    advisor,
    crumbs: crumbsOf(advisor.name),
    sections: [
      { id: 'bio', heading: fillTokens(copy.bioHeading, tokens), paragraphs: [advisor.bio] },
      {
        id: 'licenses',
        heading: copy.licensesHeading,
        paragraphs: [fillTokens(copy.experience, tokens)],
        bullets: [fillTokens(copy.licensedIn, tokens), fillTokens(copy.speaks, tokens)],
      },
    ],
    articlesHeading: fillTokens(copy.articlesHeading, tokens),
    posts: publishedPosts(buildDate())
      .filter((post) => post.author === advisor.id)
      .map((post) => ({ slug: post.slug, title: post.title, description: post.description })),
    labels: pageLabels(),
    meta: advisorMeta(advisor.id),
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** An advisor's author page: bio, licensed states, languages and the articles they wrote. */
export default function AdvisorPage({ loaderData }: Route.ComponentProps) {
  const { phone } = useShell();
  const { advisor, crumbs, sections, articlesHeading, posts, labels } = loaderData;
  return (
    <PageShell>
      <PageHeader
        title={advisor.name}
        intro={advisor.role}
        breadcrumbs={crumbs}
        breadcrumbLabel={labels.breadcrumb}
      />
      <ContentSections sections={sections} />
      {posts.length ? (
        <Section heading={articlesHeading} tone="alt" width="prose">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' }}>
            {posts.map((post) => (
              <Card as="li" tone="plain" key={post.slug}>
                <Heading level={3} size={4}>
                  <Link href={`/blog/${post.slug}`}>{post.title}</Link>
                </Heading>
                <Text tone="muted">{post.description}</Text>
              </Card>
            ))}
          </ul>
        </Section>
      ) : null}
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
