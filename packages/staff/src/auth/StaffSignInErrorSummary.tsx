// The sign-in forms' error summary: a focusable heading, then one link per problem that moves focus to its field.
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import * as styles from './StaffSignIn.css';
import type { SignInField, SignInFieldError } from './useStaffSignIn';
import { headingClass } from '@agency/ui/kit';

export interface StaffSignInErrorSummaryProps {
  heading: string;
  errors: ReadonlyArray<SignInFieldError>;
  /** The id of a field's input, which each link points at. */
  fieldId: (field: SignInField) => string;
  /** The heading, focused when the summary appears. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** What to fix before the form can be sent; nothing when there is nothing to fix. */
export function StaffSignInErrorSummary({
  heading,
  errors,
  fieldId,
  headingRef,
}: StaffSignInErrorSummaryProps) {
  if (errors.length === 0) return null;
  return (
    <div className={styles.errorSummary}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={clsx(headingClass({ level: 3, tone: 'default' }), styles.errorSummaryHeading)}
      >
        <CircleAlert aria-hidden="true" className={styles.errorIcon} />
        {heading}
      </h2>
      <ul className={styles.errorSummaryList}>
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${fieldId(error.field)}`}
              className={styles.errorSummaryLink}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(error.field))?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
