import { ContentSections, FaqSection, FiguresNote } from '@agency/ui';
import type { ReactNode } from 'react';
import type { Route } from '../routes/+types/content-page';
import { PageCallToAction } from './PageCallToAction';

export interface ContentPageSectionsProps {
  /** The content route's loader data. */
  data: Route.ComponentProps['loaderData'];
  /** Shown after the page's sections, before its FAQ (a long list of places). */
  afterSections?: ReactNode;
}

/**
 * A content page's copy after its header and tool: its sections (then a long list of places, when it has one), its FAQ
 * (when it has one), the figures note (when it shows an amount of an earlier year than the one it speaks of) and the
 * call to action.
 * All of it works without JavaScript, so it is static HTML, never hydrated (docs/adr/0013).
 */
export function ContentPageSections({ data, afterSections }: ContentPageSectionsProps) {
  const { page, labels } = data;
  return (
    <>
      <ContentSections sections={page.sections} />
      {afterSections}
      {page.faqs?.length ? (
        <FaqSection
          id="page-faq"
          heading={labels.faqHeading}
          items={page.faqs.map((faq, index) => ({ id: `page-faq-${index}`, ...faq }))}
        />
      ) : null}
      {data.figuresNote ? <FiguresNote {...data.figuresNote} /> : null}
      <PageCallToAction labels={labels} heading={page.ctaHeading} text={page.ctaText} />
    </>
  );
}
