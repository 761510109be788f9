import {
  AepChangeTypes,
  AepCommonMistakes,
  AepTimeline,
  Box,
  ButtonLink,
  FaqSection,
  Section,
} from '@agency/ui';
import type { Route } from '../routes/+types/aep-city';

export interface AepCitySectionsProps {
  /** The AEP city route's loader data. */
  data: Route.ComponentProps['loaderData'];
}

/**
 * The AEP city page below its first screen (SPEC §2 "AEP city page"): the four-step timeline, the six change
 * types, the plan comparison link, common mistakes and the FAQ. The call to action is the page shell's contact
 * section right after it (a call band before it would repeat its heading). All of it works without JavaScript, so
 * it is static HTML, never hydrated (docs/adr/0013).
 */
export function AepCitySections({ data }: AepCitySectionsProps) {
  const { page: aep, labels } = data;
  return (
    <>
      <AepTimeline id="timeline" heading={aep.headings.timeline} steps={aep.timeline} />
      <AepChangeTypes
        id="changes"
        heading={aep.headings.changeTypes}
        items={aep.changeTypes}
        healthQuestionsLabel={aep.healthQuestionsLabel}
      />
      <Section tone="plain" width="prose">
        <Box display="flex" justifyContent="center">
          <ButtonLink
            href={aep.planComparisonLink.href}
            external
            variant="outline"
            newTabLabel={labels.newTab}
          >
            {aep.planComparisonLink.label}
          </ButtonLink>
        </Box>
      </Section>
      <AepCommonMistakes id="mistakes" heading={aep.headings.mistakes} items={aep.commonMistakes} />
      <FaqSection id="aep-faq" heading={aep.headings.faqs} items={aep.faqs} />
    </>
  );
}
