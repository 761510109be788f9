import { fillTokens, getCities, getServiceArea, getSiteCopy } from '@agency/content';
import { CallToAction, ContentSections, PageHeader } from '@agency/ui';
import { data, type MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { useShell } from '../lib/shell';
import { pageLabels } from '../lib/labels';
import { PlaceLinks } from '../components/PlaceLinks';
import { pageMeta } from '../lib/meta';
import { placeCopy } from '../lib/places';
import { breadcrumbJsonLd } from '../lib/structured-data';
import type { Route } from './+types/service-area-state';

/** Build time: the state, its cities and the page's metadata. An unknown state is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const area = getServiceArea(params.state);
  if (!area) throw data(null, { status: 404 });
  const copy = placeCopy({ state: area.name });
  const path = `/service-areas/${area.slug}`;
  const site = getSiteCopy();
  const crumbs = [
    { label: site.breadcrumbs.home, href: '/' },
    { label: site.breadcrumbs.serviceAreas, href: '/service-areas' },
    { label: area.name },
  ];
  return {
    area,
    copy,
    crumbs,
    cities: getCities({ stateId: area.slug }).map((city) => ({
      href: `/service-areas/${area.slug}/${city.slug}`,
      label: city.name,
      detail: city.county,
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

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** A state's service-area page: what we do there, its cities, how to reach us. */
export default function ServiceAreaState({ loaderData }: Route.ComponentProps) {
  const { phone } = useShell();
  const { area, copy, crumbs, cities, labels } = loaderData;
  return (
    <PageShell>
      <PageHeader
        title={copy.stateTitle}
        intro={copy.stateIntro}
        breadcrumbs={crumbs}
        breadcrumbLabel={labels.breadcrumb}
      />
      <ContentSections
        sections={[
          { id: 'about-the-area', heading: area.name, paragraphs: [area.description] },
          {
            id: 'medigap-rules',
            heading: labels.medigapHeading,
            paragraphs: [area.medigapBirthdayRule],
          },
        ]}
      />
      <PlaceLinks heading={copy.stateCitiesHeading} intro={copy.stateCitiesIntro} links={cities} />
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
