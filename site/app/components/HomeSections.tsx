import {
  AdditionalServices,
  CarrierPartners,
  CoverageOptions,
  Deadlines,
  FaqSection,
  FiguresNote,
  MediaRecognition,
  ProcessSteps,
  ServiceAreas,
  Testimonials,
  WhyChooseUs,
} from '@agency/ui';
import type { Route } from '../routes/+types/home';

export interface HomeSectionsProps {
  /** The home route's loader data (build time). */
  data: Route.ComponentProps['loaderData'];
}

/**
 * The home page's sections between the hero and the contact section, in the spec's order (SPEC §2). They work
 * without JavaScript (links, in-page anchors, native FAQ disclosures), so they are static HTML: never hydrated
 * (docs/adr/0013).
 */
export function HomeSections({ data }: HomeSectionsProps) {
  const { copy, why, carriers, media, testimonials, deadlines } = data;
  return (
    <>
      <WhyChooseUs {...copy.whyChooseUs} items={why.cards} note={why.note} />
      {/* The end of the first screen, on the largest windows: the CSS of what follows comes with the stylesheet,
          after the first paint (scripts/critical-css.ts, docs/adr/0019). Every word stays in the HTML. */}
      <div data-first-screen-end="" hidden />
      <ProcessSteps {...copy.process} steps={data.steps} />
      <CoverageOptions id="coverage" {...copy.coverage} items={data.coverage} />
      <CarrierPartners id="carriers" {...copy.carriers} carriers={carriers.carriers} />
      <MediaRecognition {...copy.media} items={media.items} note={media.note.text} />
      <AdditionalServices
        id="services"
        {...copy.additionalServices}
        items={data.services}
        contactTargetId="callback"
      />
      <ServiceAreas {...copy.serviceAreas} linkLabel={copy.serviceAreas.cardLinkLabel} areas={data.areas} />
      <Testimonials
        {...copy.testimonials}
        items={testimonials.testimonials.map(({ isSample, ...item }) => ({ ...item, sample: isSample }))}
      />
      <FaqSection id="faq" heading={copy.faq.heading} intro={copy.faq.intro} items={data.faqs} />
      {data.figuresNote ? <FiguresNote {...data.figuresNote} /> : null}
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
    </>
  );
}
