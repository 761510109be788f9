import {
  brand,
  constants,
  getAdditionalServices,
  getCarriers,
  getCoverage,
  getDeadlines,
  getFaqs,
  getMedia,
  getProcessSteps,
  getSections,
  getServiceAreas,
  getSiteCopy,
  getTestimonials,
  getTrustBadges,
  getWhyChooseUs,
} from '@agency/content';
import { SkipLink } from '@agency/ui';
import { lazy, Suspense } from 'react';
import type { MetaDescriptor } from 'react-router';
import type { Route } from './+types/home';
import { DeferredContactSection, DeferredSiteHeader } from '../components/deferred';
import { AfterHydration, deferHydration } from '../components/DeferredHydration';
import { SiteFooter } from '../components/SiteFooter';
import { pageMeta } from '../lib/meta';
import { useShell } from '../lib/shell';
import { homeFaqJsonLd, organizationJsonLd } from '../lib/structured-data';

/**
 * Runs at build time (the page is prerendered): the content of the home sections travels in the page's HTML and
 * its .data file, not in the JavaScript bundle.
 */
export function loader() {
  const copy = getSections();
  return {
    meta: pageMeta({
      title: copy.home.metaTitle,
      description: copy.home.description,
      canonicalPath: '/',
      keywords: getSiteCopy().home.keywords,
      structuredData: [organizationJsonLd(), homeFaqJsonLd()],
    }),
    copy: {
      hero: copy.hero,
      whyChooseUs: copy.whyChooseUs,
      process: copy.process,
      coverage: copy.coverage,
      carriers: copy.carriers,
      media: copy.media,
      additionalServices: copy.additionalServices,
      serviceAreas: copy.serviceAreas,
      testimonials: copy.testimonials,
      faq: copy.faq,
      deadlines: copy.deadlines,
      exitPopup: copy.exitPopup,
      consentLabel: copy.contact.consentLabel,
      newTabLabel: copy.common.newTabLabel,
    },
    why: getWhyChooseUs(),
    steps: getProcessSteps(),
    coverage: getCoverage(),
    carriers: getCarriers(),
    media: getMedia(),
    services: getAdditionalServices(),
    areas: getServiceAreas(),
    testimonials: getTestimonials(),
    faqs: getFaqs(),
    deadlines: getDeadlines(),
    trustBadges: getTrustBadges(),
    exitPopupDelayMs: constants.exitPopupDelayMs,
    phone: brand.tollFreePhone,
    bookingHref: brand.links.booking,
  };
}

/**
 * The hero: links only (to #contact, the phone, two outside pages), so it works as HTML until its code arrives once
 * the page is up and idle.
 */
const DeferredHomeHero = deferHydration({
  id: 'hero',
  when: 'idle',
  load: () => import('../components/HomeHero').then((module) => module.HomeHero),
  server: import.meta.env.SSR ? (await import('../components/HomeHero')).HomeHero : undefined,
});

/**
 * Everything between the hero and the contact section: its HTML is prerendered, its code loads as it nears the
 * window (or on a client-side navigation), so the first load carries only the header, the hero and the contact.
 */
const DeferredHomeSections = deferHydration({
  id: 'home-sections',
  load: () => import('../components/HomeSections').then((module) => module.HomeSections),
  // Prerendering renders them at once; the browser build drops this branch (import.meta.env.SSR is false there).
  server: import.meta.env.SSR ? (await import('../components/HomeSections')).HomeSections : undefined,
});

const LazyHomeExitIntent = lazy(() =>
  import('../components/HomeExitIntent').then((module) => ({ default: module.HomeExitIntent })),
);

/** On a client-side navigation to the home page, its hero's and sections' code loads with its data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    DeferredHomeHero.preload(),
    DeferredHomeSections.preload(),
  ]);
  return data;
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** The home page, in the spec's order (SPEC §2 "Home page sections"). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { skipLinkLabel } = useShell();
  return (
    <>
      <SkipLink targetId="main" label={skipLinkLabel} />
      <DeferredSiteHeader />
      <main id="main">
        <DeferredHomeHero data={loaderData} />
        <DeferredHomeSections data={loaderData} />
        <DeferredContactSection />
      </main>
      <SiteFooter />
      {/* It shows nothing until a visitor heads out of the page, so its code loads after the page is live. */}
      <AfterHydration>
        <Suspense fallback={null}>
          <LazyHomeExitIntent data={loaderData} />
        </Suspense>
      </AfterHydration>
    </>
  );
}
