import { brand, fillTokens, getAdvisor, getServiceAreas, getSiteCopy } from '@agency/content';
import { ContentSections, LinkCards, PageHeader } from '@agency/ui';
import { data, type MetaDescriptor } from 'react-router';
import { buildDate } from '../prerender';
import type { Route } from './+types/advisor';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageShell } from '../components/PageShell';
import { crumbsTo, pageHeader, pageLabels } from '../lib/inner-page';
import { pageMeta, siteUrl } from '../lib/meta/page-meta';
import { publishedPosts } from '../lib/posts.server';
import { breadcrumbJsonLd } from '../lib/meta/structured-data';

function crumbsOf(name: string) {
  return crumbsTo(name, [{ label: getSiteCopy().breadcrumbs.about, href: '/about' }]);
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
    header: pageHeader(advisor.name, advisor.role, crumbsOf(advisor.name)),
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
      .map((post) => ({ href: `/blog/${post.slug}`, title: post.title, description: post.description })),
    labels: pageLabels(),
    meta: advisorMeta(advisor.id),
  };
}

export { meta } from '../lib/meta/route-meta';

/** An advisor's author page: bio, licensed states, languages and the articles they wrote. */
export default function AdvisorPage({ loaderData }: Route.ComponentProps) {
  const { header, sections, articlesHeading, posts, labels } = loaderData;
  return (
    <PageShell>
      <PageHeader {...header} />
      <ContentSections sections={sections} />
      {posts.length ? <LinkCards heading={articlesHeading} items={posts} layout="list" /> : null}
      <PageCallToAction labels={labels} />
    </PageShell>
  );
}
