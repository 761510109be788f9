import { brand, getAepCity, getSections } from '@agency/content';
import { ButtonLink, CallToAction, ContentSections, PageHeader } from '@agency/ui';
import { useLocation, useParams, type MetaArgs, type MetaDescriptor } from 'react-router';
import { PageShell } from '../components/PageShell';
import { pageMeta } from '../lib/meta';
import { cityPlace, placeCopy, type CityFamily } from '../lib/places';
import { breadcrumbJsonLd, localBusinessJsonLd } from '../lib/structured-data';
import NotFoundRoute from './not-found';

function familyOf(pathname: string): CityFamily {
  if (pathname.startsWith('/medicare-service-areas-georgia/')) return 'medicare-service-areas-georgia';
  if (pathname.startsWith('/medicare-service-areas/')) return 'medicare-service-areas';
  return 'service-areas';
}

function crumbsOf(place: NonNullable<ReturnType<typeof cityPlace>>) {
  return [
    { label: 'Home', href: '/' },
    { label: 'Service Areas', href: '/service-areas' },
    { label: place.area.name, href: `/service-areas/${place.area.slug}` },
    { label: place.city.name },
  ];
}

export function meta({ params, location }: MetaArgs): MetaDescriptor[] {
  const place = cityPlace(familyOf(location.pathname), params);
  if (!place) return [];
  const copy = placeCopy(place.tokens);
  return pageMeta({
    title: copy.title,
    description: copy.intro.slice(0, 160),
    // One canonical URL per city across the three route families (docs/adr/0004).
    canonicalPath: place.canonicalPath,
    keywords: [
      `Medicare ${place.city.name}`,
      `Medicare agent ${place.city.name}`,
      `Medicare ${place.city.county}`,
    ],
    structuredData: [
      breadcrumbJsonLd(crumbsOf(place), place.canonicalPath),
      localBusinessJsonLd(place.city.name, place.area.name, place.canonicalPath, copy.intro),
    ],
  });
}

/** A city's page, served under any of the three city route families. */
export default function ServiceAreaCity() {
  const params = useParams();
  const { pathname } = useLocation();
  const place = cityPlace(familyOf(pathname), params);
  if (!place) return <NotFoundRoute />;
  const copy = placeCopy(place.tokens);
  const sections = getSections();
  const aepCity = getAepCity(place.city.slug);
  return (
    <PageShell>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        breadcrumbs={crumbsOf(place)}
        breadcrumbLabel={sections.common.breadcrumbLabel}
      >
        <ButtonLink href={`tel:${brand.localPhone.e164}`} size="large">
          {`${copy.localPhoneLabel}: ${brand.localPhone.display}`}
        </ButtonLink>
        <ButtonLink href={`tel:${brand.tollFreePhone.e164}`} variant="outline" size="large">
          {sections.hero.phoneCta}
        </ButtonLink>
      </PageHeader>
      <ContentSections
        sections={[
          { id: 'local-help', heading: copy.bodyHeading, paragraphs: copy.body },
          {
            id: 'medigap-rules',
            heading: 'Medigap rules in ' + place.area.name,
            paragraphs: [place.area.medigapBirthdayRule],
          },
        ]}
      />
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1rem',
          justifyContent: 'center',
          padding: '0 1.25rem 2.5rem',
        }}
      >
        {aepCity?.stateId === place.area.slug ? (
          <ButtonLink href={`/aep/${place.city.slug}`} variant="secondary">
            {copy.aepLinkLabel}
          </ButtonLink>
        ) : null}
        <ButtonLink href={`/service-areas/${place.area.slug}`} variant="outline">
          {copy.stateLinkLabel}
        </ButtonLink>
      </div>
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
