// The error summary of the staff screens' forms: a focusable heading, then each problem, as a link that moves focus to
// its field when it belongs to one (the sign-in, the blog editor, the legacy migration).
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import * as staff from './staff.css';
import {
  errorIcon,
  errorSummary,
  errorSummaryHeading,
  errorSummaryLink,
  errorSummaryList,
  headingClass,
} from '@agency/ui/kit';

/** One problem and the field it is about. */
export interface StaffErrorSummaryItem {
  message: string;
  /** The field's control id: the link's target. Without one the message is plain text. */
  fieldId?: string | null;
}

export interface StaffErrorSummaryProps {
  heading: string;
  items: ReadonlyArray<StaffErrorSummaryItem>;
  /** The heading, focused when the summary appears. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The heading's level (it looks like an h3 either way): 2 beside the sign-in form's h2, 3 in the tools. */
  level: 2 | 3;
  headingId?: string;
  /** Keeps the focused heading clear of the sticky bars (`staff.focusTarget`). */
  focusTarget?: boolean;
}

/** What to fix before the form can go on; nothing when there is nothing to fix. */
export function StaffErrorSummary({
  heading,
  items,
  headingRef,
  level,
  headingId,
  focusTarget = false,
}: StaffErrorSummaryProps) {
  if (items.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={errorSummary}>
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={clsx(
          headingClass({ level: 3, tone: 'default' }),
          errorSummaryHeading,
          focusTarget && staff.focusTarget,
        )}
      >
        <CircleAlert aria-hidden="true" className={errorIcon} />
        {heading}
      </Heading>
      <ul className={errorSummaryList}>
        {items.map(({ message, fieldId }, index) => (
          <li key={`${fieldId ?? ''}-${index}`}>
            {fieldId ? (
              <a
                href={`#${fieldId}`}
                className={errorSummaryLink}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(fieldId)?.focus();
                }}
              >
                {message}
              </a>
            ) : (
              <span className={errorSummaryLink}>{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
