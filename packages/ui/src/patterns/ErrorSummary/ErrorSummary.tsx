// ErrorSummary: the box a tool form shows at its top after a submit with problems: a heading, then each message as a
// link that moves focus to its field (GOV.UK's error summary). Used by EnrollmentTimeline and IrmaaCalculator.
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { heading as headingClass } from '../../primitives/Heading/Heading.css';
import * as styles from './ErrorSummary.css';

/** One message of the summary and the field it is about. */
export interface ErrorSummaryItem {
  /** The field's id: the link's target, focused when the link is followed. */
  fieldId: string;
  /** What to fix, in plain words; also the link's name. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The heading, e.g. "There is a problem": an h2 with the look of an h3. */
  heading: string;
  /** The messages, in the order of the fields; the summary is left out while there is none. */
  items: ReadonlyArray<ErrorSummaryItem>;
}

/**
 * The error summary. Following a link focuses the field without scrolling the page by its hash (the address stays
 * as it was); the field's own message, next to it, says the same thing again.
 */
export function ErrorSummary({ heading, items }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  return (
    <div className={styles.root}>
      <h2 className={clsx(headingClass({ level: 3, tone: 'default' }), styles.heading)}>
        <CircleAlert aria-hidden="true" className={styles.icon} />
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map(({ fieldId, message }) => (
          <li key={`${fieldId} ${message}`}>
            <a
              href={`#${fieldId}`}
              className={styles.link}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId)?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
