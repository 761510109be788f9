import {
  brand,
  getAdvisors,
  getCities,
  getPages,
  getSections,
  getServiceAreas,
  type Page,
} from '@agency/content';
import { CallToAction, ContentSections, FaqSection, PageHeader, ServiceAreas } from '@agency/ui';
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import { AdvisorCards } from '../components/AdvisorCards';
import { BookingFacade } from '../components/BookingFacade';
import { PlaceLinks } from '../components/PlaceLinks';
import { PageShell } from '../components/PageShell';
import { pageMeta } from '../lib/meta';
import { breadcrumbJsonLd, faqJsonLd } from '../lib/structured-data';

function pageAt(pathname: string): Page | undefined {
  const path = pathname.replace(/\/$/, '') || '/';
  return getPages().find((page) => page.path === path);
}

function crumbsOf(page: Page) {
  return [{ label: 'Home', href: '/' }, { label: page.title }];
}

export function meta({ location }: MetaArgs): MetaDescriptor[] {
  const page = pageAt(location.pathname);
  if (!page) return [];
  return pageMeta({
    title: page.metaTitle,
    description: page.description,
    canonicalPath: page.path,
    keywords: page.keywords,
    structuredData: [
      breadcrumbJsonLd(crumbsOf(page), page.path),
      ...(page.faqs?.length ? [faqJsonLd(page.faqs)] : []),
    ],
  });
}

/** Places or people a content page lists after its text. */
function PageExtras({ page }: { page: Page }) {
  const places = getSections().places;
  switch (page.id) {
    case 'service-areas': {
      const copy = getSections().serviceAreas;
      return (
        <ServiceAreas
          heading={copy.heading}
          intro={copy.intro}
          linkLabel={copy.cardLinkLabel}
          areas={getServiceAreas()}
        />
      );
    }
    case 'medicare-service-areas':
      return (
        <PlaceLinks
          heading={places.alabamaCitiesHeading}
          links={getCities({ stateId: 'alabama' }).map((city) => ({
            href: `/medicare-service-areas/${city.slug}`,
            label: city.name,
            detail: city.county,
          }))}
        />
      );
    case 'medicare-service-areas-georgia':
      return (
        <PlaceLinks
          heading={places.georgiaCitiesHeading}
          links={getCities({ stateId: 'georgia' }).map((city) => ({
            href: `/medicare-service-areas-georgia/${city.slug}`,
            label: city.name,
            detail: city.county,
          }))}
        />
      );
    case 'annual-enrollment-period':
      return (
        <PlaceLinks
          heading={places.overviewCitiesHeading}
          links={getCities({ aep: true }).map((city) => ({
            href: `/aep/${city.slug}`,
            label: city.name,
            detail: city.county,
          }))}
        />
      );
    case 'about':
      return <AdvisorCards advisors={getAdvisors()} />;
    case 'appointments':
      return <BookingFacade />;
    default:
      return null;
  }
}

/** A content route of the spec's route table: its copy from @agency/content, with breadcrumbs and a call to action. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  if (!page) return null;
  const copy = getSections();
  return (
    <PageShell>
      <PageHeader
        title={page.title}
        intro={page.intro}
        breadcrumbs={crumbsOf(page)}
        breadcrumbLabel={copy.common.breadcrumbLabel}
      />
      <PageExtras page={page} />
      <ContentSections sections={page.sections} />
      {page.faqs?.length ? (
        <FaqSection
          id="page-faq"
          heading={copy.faq.heading}
          items={page.faqs.map((faq, index) => ({ id: `page-faq-${index}`, ...faq }))}
        />
      ) : null}
      <CallToAction
        heading={page.ctaHeading}
        text={page.ctaText}
        callLabel={copy.hero.phoneCta}
        phone={brand.tollFreePhone}
        bookLabel={copy.contact.bookAppointment}
      />
    </PageShell>
  );
}
