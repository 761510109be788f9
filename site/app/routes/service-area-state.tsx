import { brand, getCities, getSections, getServiceArea } from '@agency/content';
import { CallToAction, ContentSections, PageHeader } from '@agency/ui';
import { useParams, type MetaArgs, type MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { PlaceLinks } from '../components/PlaceLinks';
import { pageMeta } from '../lib/meta';
import { placeCopy } from '../lib/places';
import { breadcrumbJsonLd } from '../lib/structured-data';
import NotFoundRoute from './not-found';

function crumbsOf(name: string) {
  return [{ label: 'Home', href: '/' }, { label: 'Service Areas', href: '/service-areas' }, { label: name }];
}

export function meta({ params }: MetaArgs): MetaDescriptor[] {
  const area = getServiceArea(params.state ?? '');
  if (!area) return [];
  const copy = placeCopy({ state: area.name });
  const path = `/service-areas/${area.slug}`;
  return pageMeta({
    title: copy.stateTitle,
    description: area.description.slice(0, 160),
    canonicalPath: path,
    keywords: [`Medicare ${area.name}`, `Medicare agent ${area.name}`, `Medicare Advantage ${area.name}`],
    structuredData: [breadcrumbJsonLd(crumbsOf(area.name), path)],
  });
}

/** A state's service-area page: what we do there, its cities, how to reach us. */
export default function ServiceAreaState() {
  const { state = '' } = useParams();
  const area = getServiceArea(state);
  if (!area) return <NotFoundRoute />;
  const copy = placeCopy({ state: area.name });
  const sections = getSections();
  return (
    <PageShell>
      <PageHeader
        title={copy.stateTitle}
        intro={copy.stateIntro}
        breadcrumbs={crumbsOf(area.name)}
        breadcrumbLabel={sections.common.breadcrumbLabel}
      />
      <ContentSections
        sections={[
          { id: 'about-the-area', heading: area.name, paragraphs: [area.description] },
          {
            id: 'medigap-rules',
            heading: 'Medigap rules in this state',
            paragraphs: [area.medigapBirthdayRule],
          },
        ]}
      />
      <PlaceLinks
        heading={copy.stateCitiesHeading}
        intro={copy.stateCitiesIntro}
        links={getCities({ stateId: area.slug }).map((city) => ({
          href: `/service-areas/${area.slug}/${city.slug}`,
          label: city.name,
          detail: city.county,
        }))}
      />
      <CallToAction
        heading={sections.contact.heading}
        text={sections.contact.intro}
        callLabel={sections.hero.phoneCta}
        phone={brand.tollFreePhone}
        bookLabel={sections.contact.bookAppointment}
      />
    </PageShell>
  );
}
