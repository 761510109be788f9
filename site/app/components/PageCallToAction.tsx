import { CallToAction } from '@agency/ui';
import type { PageLabels } from '../lib/inner-page';
import { useShell } from '../lib/shell';

export interface PageCallToActionProps {
  /** The words of `pageLabels()` (build time). */
  labels: PageLabels;
  /** The band's heading: the contact section's unless the page has its own. */
  heading?: string;
  /** The sentence under it: the contact section's unless the page has its own. */
  text?: string;
}

/**
 * The call band that closes an inner page: a heading, a sentence, the toll-free number and the way to the consultation
 * form (its first field: the form's code focuses it).
 */
export function PageCallToAction({
  labels,
  heading = labels.contactHeading,
  text = labels.contactIntro,
}: PageCallToActionProps) {
  const { phone } = useShell();
  const { call, book } = labels;
  return (
    <CallToAction
      heading={heading}
      text={text}
      callLabel={call}
      phone={phone}
      bookLabel={book}
      bookHref="#callback"
    />
  );
}
