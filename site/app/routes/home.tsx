import {
  getAdditionalServices,
  getCarriers,
  getCoverage,
  getDeadlines,
  getFaqs,
  getFiguresNote,
  getMedia,
  getProcessSteps,
  getSections,
  getServiceAreas,
  getSiteCopy,
  getTestimonials,
  getWhyChooseUs,
} from '@agency/content';
import type { Route } from './+types/home';
import { HomeSections } from '../components/HomeSections';
import { ContactIsland, HeaderIsland } from '../components/shell-islands';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLinks } from '../components/SkipLinks';
import { island } from '../islands/island';
import { pageMeta } from '../lib/meta/page-meta';
import { homeFaqJsonLd, organizationJsonLd } from '../lib/meta/structured-data';

/**
 * Runs at build time (the page is prerendered): the content of the home sections travels in the page's HTML and
 * its .data file, not in the JavaScript bundle.
 */
export function loader() {
  const copy = getSections();
  const data = {
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
  };
  // The note for an amount of an earlier year than the one the page speaks of (an FAQ answer, a service's card).
  return { ...data, figuresNote: getFiguresNote(data) ?? null };
}

/**
 * The hero: links (to the consultation form, the phone, two outside pages) that work as HTML; its code (the clicks' analytics)
 * loads once the page is up and idle.
 */
const HeroIsland = island(
  'hero',
  import.meta.env.SSR ? (await import('../components/HomeHero')).HomeHero : undefined,
);

/** The exit-intent popup: nothing to show until a visitor heads out of the page, so it renders in the browser only. */
const ExitIntentIsland = island(
  'exit-intent',
  import.meta.env.SSR ? (await import('../components/HomeExitIntent')).HomeExitIntent : undefined,
);

export { meta } from '../lib/meta/route-meta';

/** The home page, in the spec's order (SPEC §2 "Home page sections"). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SkipLinks />
      <HeaderIsland />
      {/* Focusable, so the skip link (a plain in-page link) moves focus to the content, not only the view. */}
      <main id="main" tabIndex={-1}>
        <HeroIsland />
        <HomeSections data={loaderData} />
        <ContactIsland />
      </main>
      <SiteFooter />
      <ExitIntentIsland />
    </>
  );
}
