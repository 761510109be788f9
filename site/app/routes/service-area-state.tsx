import { fillTokens, getCities, getServiceArea, getSiteCopy, getStateMedigapRules } from '@agency/content';
import { ContentSections, LinkCards, PageHeader } from '@agency/ui';
import { data } from 'react-router';
import { PageShell } from '../components/PageShell';
import { crumbsTo, pageHeader, pageLabels } from '../lib/inner-page';
import { PageCallToAction } from '../components/PageCallToAction';
import { pageMeta } from '../lib/meta/page-meta';
import { placeCopy } from '../lib/places';
import { breadcrumbJsonLd } from '../lib/meta/structured-data';
import type { Route } from './+types/service-area-state';

/** Build time: the state, its cities and the page's metadata. An unknown state is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const area = getServiceArea(params.state);
  const rules = getStateMedigapRules(params.state);
  if (!area || !rules) throw data(null, { status: 404 });
  const copy = placeCopy({ state: area.name });
  const path = `/service-areas/${area.slug}`;
  const site = getSiteCopy();
  const crumbs = crumbsTo(area.name, [{ label: site.breadcrumbs.serviceAreas, href: '/service-areas' }]);
  return {
    area,
    // The state's own Medigap rules, written from its data, with the day they were checked and their sources.
    medigapRules: {
      paragraphs: [rules.birthdayRule, rules.healthQuestions, rules.stateRights, rules.checked],
      links: rules.sources.map((source) => ({ label: source.label, href: source.url })),
    },
    copy,
    header: pageHeader(copy.stateTitle, copy.stateIntro, crumbs),
    cities: getCities({ stateId: area.slug }).map((city) => ({
      href: `/service-areas/${area.slug}/${city.slug}`,
      title: city.name,
      description: city.county,
    })),
    labels: { ...pageLabels(), medigapHeading: site.serviceAreaState.medigapHeading },
    meta: pageMeta({
      title: copy.stateTitle,
      description: area.description.slice(0, 160),
      canonicalPath: path,
      keywords: site.serviceAreaState.keywords.map((keyword) => fillTokens(keyword, { state: area.name })),
      structuredData: [breadcrumbJsonLd(crumbs, path)],
    }),
  };
}

export { meta } from '../lib/meta/route-meta';

/** A state's service-area page: what we do there, its cities, how to reach us. */
export default function ServiceAreaState({ loaderData }: Route.ComponentProps) {
  const { area, medigapRules, copy, header, cities, labels } = loaderData;
  return (
    <PageShell>
      <PageHeader {...header} />
      <ContentSections
        sections={[
          { id: 'about-the-area', heading: area.name, paragraphs: [area.description] },
          { id: 'medigap-rules', heading: labels.medigapHeading, ...medigapRules },
        ]}
      />
      <LinkCards heading={copy.stateCitiesHeading} intro={copy.stateCitiesIntro} items={cities} />
      <PageCallToAction labels={labels} />
    </PageShell>
  );
}
