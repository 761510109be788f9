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
import { ContactSection } from '../components/ContactSection';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { pageMeta } from '../lib/meta';
import { analytics } from '../lib/site-analytics';
import { homeFaqJsonLd, organizationJsonLd } from '../lib/structured-data';

export function meta(): MetaDescriptor[] {
  const copy = getSections();
  return pageMeta({
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
  });
}

/** The home page, in the spec's order (SPEC §2 "Home page sections"). */
export default function Home() {
  const copy = getSections();
  const why = getWhyChooseUs();
  const carriers = getCarriers();
  const media = getMedia();
  const testimonials = getTestimonials();
  const deadlines = getDeadlines();
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
          trustBadges={getTrustBadges()}
          trustBadgesLabel={copy.hero.trustBadgesLabel}
          newTabLabel={copy.common.newTabLabel}
          onSchedule={() => analytics.track('booking_click', { source: 'hero' })}
          onCall={() => analytics.track('phone_click', { source: 'hero' })}
        />
        <WhyChooseUs {...copy.whyChooseUs} items={why.cards} note={why.note} />
        <ProcessSteps {...copy.process} steps={getProcessSteps()} />
        <CoverageOptions id="coverage" {...copy.coverage} items={getCoverage()} />
        <CarrierPartners id="carriers" {...copy.carriers} carriers={carriers.carriers} />
        <MediaRecognition {...copy.media} items={media.items} note={media.note.text} />
        <AdditionalServices
          id="services"
          {...copy.additionalServices}
          items={getAdditionalServices()}
          contactTargetId="contact"
        />
        <ServiceAreas
          {...copy.serviceAreas}
          linkLabel={copy.serviceAreas.cardLinkLabel}
          areas={getServiceAreas()}
        />
        <Testimonials {...copy.testimonials} items={testimonials.testimonials} />
        <FaqSection id="faq" heading={copy.faq.heading} intro={copy.faq.intro} items={getFaqs()} />
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
        delayMs={constants.exitPopupDelayMs}
        title={copy.exitPopup.title}
        intro={copy.exitPopup.intro}
        points={copy.exitPopup.points}
        consentLabel={copy.contact.consentLabel}
        consentHelp={copy.exitPopup.consentHelp}
        callLabel={copy.exitPopup.callNow}
        bookLabel={copy.exitPopup.bookAppointment}
        closeLabel={copy.exitPopup.closeLabel}
        phone={brand.tollFreePhone}
        bookingHref={brand.links.booking}
        newTabLabel={copy.common.newTabLabel}
        onOpen={() => analytics.track('exit_popup_open')}
        onCall={() => analytics.track('exit_popup_call')}
        onBook={() => analytics.track('exit_popup_book')}
      />
    </>
  );
}
