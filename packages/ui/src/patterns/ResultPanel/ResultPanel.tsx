// ResultPanel: the result under a tool's form: a region named by its h2, which takes focus after a submit so a screen
// reader reads the answer next. Used by EnrollmentTimeline and IrmaaCalculator; ResultPanel.css holds the parts their
// results share (topic blocks, the table, word badges, the status line).
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { heading as headingClass } from '../../primitives/Heading/Heading.css';
import * as styles from './ResultPanel.css';

export interface ResultPanelProps {
  /** The heading's id: it names the region, and the tool focuses it after a submit (`useFocusAfterRender`). */
  headingId: string;
  /** The h2, e.g. "Your Medicare dates". */
  heading: string;
  /** The result: text, actions, topic blocks. */
  children: ReactNode;
}

/** The result region: a bar above, the focusable h2, then the result in one column. */
export function ResultPanel({ headingId, heading, children }: ResultPanelProps) {
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className={clsx(headingClass({ level: 2 }), styles.heading)}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
