import {
  brand,
  getAdvisors,
  getCities,
  getFiguresNote,
  getPages,
  getSections,
  getServiceAreas,
  getSiteCopy,
  type Page,
} from '@agency/content';
import {
  AdvisorCards,
  LinkCards,
  PageHeader,
  Section,
  ServiceAreas,
  type AdvisorCardsProps,
  type BookingFacadeProps,
  type LinkCardsProps,
  type ServiceAreasProps,
} from '@agency/ui';
import { data } from 'react-router';
import { PageShell } from '../components/PageShell';
import { ContentPageSections } from '../components/ContentPageSections';
import { island } from '../islands/island';
import { crumbsTo, pageHeader, pageLabels } from '../lib/inner-page';
import { pageMeta } from '../lib/meta/page-meta';
import { breadcrumbJsonLd, faqJsonLd } from '../lib/meta/structured-data';
import { islandData } from '../islands/data.server';
import type { Route } from './+types/content-page';

function pageAt(pathname: string): Page | undefined {
  // Build-time data requests carry a .data suffix (/medicare-advantage.data).
  const path = pathname.replace(/\.data$/, '').replace(/\/$/, '') || '/';
  return getPages().find((page) => page.path === path);
}

/** What a content page lists after its header (states, places, advisors or the booking widget), with its props. */
type Extras =
  | { kind: 'states'; props: ServiceAreasProps }
  | { kind: 'places'; props: LinkCardsProps }
  | { kind: 'advisors'; props: AdvisorCardsProps }
  | { kind: 'booking'; props: BookingFacadeProps }
  /** A tool island: its data comes with its code (islands/data.server.ts), not in the page's HTML. */
  | { kind: 'checklist' | 'comparison' | 'timeline' | 'irmaa' }
  | { kind: 'none' };

function extrasOf(page: Page): Extras {
  const places = getSections().places;
  const cityLinks = (filter: Parameters<typeof getCities>[0], base: (slug: string) => string) =>
    getCities(filter).map((city) => ({ href: base(city.slug), title: city.name, description: city.county }));
  switch (page.id) {
    case 'service-areas': {
      const copy = getSections().serviceAreas;
      return {
        kind: 'states',
        props: {
          heading: copy.heading,
          intro: copy.intro,
          linkLabel: copy.cardLinkLabel,
          areas: getServiceAreas(),
        },
      };
    }
    case 'medicare-service-areas':
      return {
        kind: 'places',
        props: {
          heading: places.alabamaCitiesHeading,
          items: cityLinks({ stateId: 'alabama' }, (slug) => `/medicare-service-areas/${slug}`),
        },
      };
    case 'medicare-service-areas-georgia':
      return {
        kind: 'places',
        props: {
          heading: places.georgiaCitiesHeading,
          items: cityLinks({ stateId: 'georgia' }, (slug) => `/medicare-service-areas-georgia/${slug}`),
        },
      };
    case 'annual-enrollment-period':
      return {
        kind: 'places',
        props: {
          heading: places.overviewCitiesHeading,
          items: cityLinks({ aep: true }, (slug) => `/aep/${slug}`),
        },
      };
    case 'about':
      return {
        kind: 'advisors',
        props: { heading: getSiteCopy().about.advisorsHeading, advisors: getAdvisors() },
      };
    case 'appointments': {
      const copy = getSections();
      return {
        kind: 'booking',
        props: {
          label: copy.contact.bookAppointment,
          intro: copy.contact.intro,
          bookingHref: brand.links.booking,
          newTabLabel: copy.common.newTabLabel,
        },
      };
    }
    case 'aep-checklist':
      return { kind: 'checklist' };
    case 'medicare-comparison':
      return { kind: 'comparison' };
    case 'medicare-timeline':
      return { kind: 'timeline' };
    case 'irmaa-calculator':
      return { kind: 'irmaa' };
    default:
      return { kind: 'none' };
  }
}

/** What a page's tool shows (its island's data), for the figures note; nothing for a page without a tool. */
function toolData(kind: Extras['kind']): unknown {
  switch (kind) {
    case 'comparison':
      return islandData['comparison-tool']();
    case 'timeline':
      return islandData['timeline-tool']();
    case 'irmaa':
      return islandData['irmaa-tool']();
    default:
      return null;
  }
}

/** Build time: the page's copy, its extras and its metadata, from @agency/content. */
export function loader({ request }: Route.LoaderArgs) {
  const page = pageAt(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const crumbs = crumbsTo(page.title);
  const extras = extrasOf(page);
  return {
    page,
    // The note for an amount of an earlier year, in the page's copy or in its tool's (built into the tool's chunk).
    figuresNote: getFiguresNote([page, toolData(extras.kind)]) ?? null,
    header: pageHeader(page.title, page.intro, crumbs),
    extras,
    labels: { ...pageLabels(), faqHeading: getSections().faq.heading },
    meta: pageMeta({
      title: page.metaTitle,
      description: page.description,
      canonicalPath: page.path,
      keywords: page.keywords,
      structuredData: [
        breadcrumbJsonLd(crumbs, page.path),
        ...(page.faqs?.length ? [faqJsonLd(page.faqs)] : []),
      ],
    }),
  };
}

export { meta } from '../lib/meta/route-meta';

// This route serves every content page, so each page's tool is its own island: a page loads only its own tool's
// code (with the rules and figures it needs), after its prerendered HTML has painted (islands/registry.ts). The
// `server` imports run only when prerendering.
const ChecklistTool = island(
  'checklist-tool',
  import.meta.env.SSR ? (await import('../components/ChecklistTool')).ChecklistTool : undefined,
);
const ComparisonTool = island(
  'comparison-tool',
  import.meta.env.SSR ? (await import('../components/ComparisonTool')).ComparisonTool : undefined,
);
const TimelineTool = island(
  'timeline-tool',
  import.meta.env.SSR ? (await import('../components/TimelineTool')).TimelineTool : undefined,
);
const IrmaaTool = island(
  'irmaa-tool',
  import.meta.env.SSR ? (await import('../components/IrmaaTool')).IrmaaTool : undefined,
);
const BookingFacade = island(
  'booking',
  import.meta.env.SSR ? (await import('../components/BookingFacade')).BookingFacade : undefined,
);

function PageExtras({ extras }: { extras: Extras }) {
  switch (extras.kind) {
    case 'states':
      return <ServiceAreas {...extras.props} />;
    case 'places':
      return <LinkCards {...extras.props} />;
    case 'advisors':
      return <AdvisorCards {...extras.props} />;
    case 'booking':
      return <BookingFacade {...extras.props} />;
    case 'checklist':
      // In a band like the other tools: space under the page header, and the text column's edges.
      return (
        <Section width="prose">
          <ChecklistTool />
        </Section>
      );
    case 'comparison':
      return <ComparisonTool />;
    case 'timeline':
      return (
        <Section width="prose">
          <TimelineTool />
        </Section>
      );
    case 'irmaa':
      return (
        <Section width="prose">
          <IrmaaTool />
        </Section>
      );
    default:
      return null;
  }
}

/**
 * A content route of the spec's route table: its copy from @agency/content, with breadcrumbs and a call to action.
 * The answer first: a page's tool, advisors or states come right under its header, but a long list of places (the
 * AEP page's cities) comes after the page's own sections, so what the visitor can do and when is read before it.
 */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { header, extras } = loaderData;
  const listAfter = extras.kind === 'places';
  return (
    <PageShell>
      <PageHeader {...header} />
      {listAfter ? null : <PageExtras extras={extras} />}
      <ContentPageSections
        data={loaderData}
        afterSections={listAfter ? <PageExtras extras={extras} /> : null}
      />
    </PageShell>
  );
}
