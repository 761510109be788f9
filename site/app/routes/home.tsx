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
  getTestimonials,
  getTrustBadges,
  getWhyChooseUs,
} from '@agency/content';
import {
  AdditionalServices,
  CarrierPartners,
  CoverageOptions,
  Deadlines,
  ExitIntentPopup,
  FaqSection,
  Hero,
  MediaRecognition,
  ProcessSteps,
  ServiceAreas,
  Testimonials,
  WhyChooseUs,
} from '@agency/ui';
import type { MetaDescriptor } from 'react-router';
import type { Route } from './+types/home';
import { ContactSection } from '../components/ContactSection';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { pageMeta } from '../lib/meta';
import { analytics } from '../lib/site-analytics';
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
      keywords: [
        'Medicare help',
        'Medicare Advantage',
        'Medicare Supplement',
        'Part D',
        'Medicare agent Alabama',
      ],
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
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** The home page, in the spec's order (SPEC §2 "Home page sections"). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, why, carriers, media, testimonials, deadlines } = loaderData;
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Hero
          heading={copy.hero.heading}
          subheading={copy.hero.subheading}
          scheduleLabel={copy.hero.primaryCta}
          scheduleTargetId="contact"
          callLabel={copy.hero.phoneCta}
          phone={brand.tollFreePhone}
          drugCostLink={copy.hero.drugCostLink}
          reviewsLink={{ label: copy.hero.reviewsLink.label, href: testimonials.facts.reviewsUrl }}
          trustBadges={loaderData.trustBadges}
          trustBadgesLabel={copy.hero.trustBadgesLabel}
          newTabLabel={copy.newTabLabel}
          onSchedule={() => analytics.track('booking_click', { source: 'hero' })}
          onCall={() => analytics.track('phone_click', { source: 'hero' })}
        />
        <WhyChooseUs {...copy.whyChooseUs} items={why.cards} note={why.note} />
        <ProcessSteps {...copy.process} steps={loaderData.steps} />
        <CoverageOptions id="coverage" {...copy.coverage} items={loaderData.coverage} />
        <CarrierPartners id="carriers" {...copy.carriers} carriers={carriers.carriers} />
        <MediaRecognition {...copy.media} items={media.items} note={media.note.text} />
        <AdditionalServices
          id="services"
          {...copy.additionalServices}
          items={loaderData.services}
          contactTargetId="contact"
        />
        <ServiceAreas
          {...copy.serviceAreas}
          linkLabel={copy.serviceAreas.cardLinkLabel}
          areas={loaderData.areas}
        />
        <Testimonials {...copy.testimonials} items={testimonials.testimonials} />
        <FaqSection id="faq" heading={copy.faq.heading} intro={copy.faq.intro} items={loaderData.faqs} />
        <Deadlines
          id="deadlines"
          heading={copy.deadlines.heading}
          intro={copy.deadlines.intro}
          periods={deadlines.periods}
          priorityLabel={copy.deadlines.priorityBadge}
          whoCanEnrollLabel={copy.deadlines.whoCanEnrollLabel}
          lastUpdatedLabel={copy.deadlines.lastUpdatedLabel}
          lastUpdated={deadlines.lastUpdated}
        />
        <ContactSection />
      </main>
      <SiteFooter />
      <ExitIntentPopup
        delayMs={loaderData.exitPopupDelayMs}
        title={copy.exitPopup.title}
        intro={copy.exitPopup.intro}
        points={copy.exitPopup.points}
        consentLabel={copy.consentLabel}
        consentHelp={copy.exitPopup.consentHelp}
        callLabel={copy.exitPopup.callNow}
        bookLabel={copy.exitPopup.bookAppointment}
        closeLabel={copy.exitPopup.closeLabel}
        phone={brand.tollFreePhone}
        bookingHref={brand.links.booking}
        newTabLabel={copy.newTabLabel}
        onOpen={() => analytics.track('exit_popup_open')}
        onCall={() => analytics.track('exit_popup_call')}
        onBook={() => analytics.track('exit_popup_book')}
      />
    </>
  );
}
