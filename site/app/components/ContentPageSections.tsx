import { CallToAction, ContentSections, FaqSection } from '@agency/ui';
import { useShell } from '../lib/shell';
import type { Route } from '../routes/+types/content-page';

export interface ContentPageSectionsProps {
  /** The content route's loader data. */
  data: Route.ComponentProps['loaderData'];
}

/**
 * A content page's copy after its header and tool: its sections, its FAQ (when it has one) and the call to action.
 * All of it works without JavaScript, so it is static HTML, never hydrated (docs/adr/0013).
 */
export function ContentPageSections({ data }: ContentPageSectionsProps) {
  const { page, labels } = data;
  const { phone } = useShell();
  return (
    <>
      <ContentSections sections={page.sections} />
      {page.faqs?.length ? (
        <FaqSection
          id="page-faq"
          heading={labels.faqHeading}
          items={page.faqs.map((faq, index) => ({ id: `page-faq-${index}`, ...faq }))}
        />
      ) : null}
      <CallToAction
        heading={page.ctaHeading}
        text={page.ctaText}
        callLabel={labels.call}
        phone={phone}
        bookLabel={labels.book}
      />
    </>
  );
}
