// ResultPanelBlock: one topic of a tool's result: an h3 and what it says (text, a list, a table), kept together on a
// printed page where it fits. Used by EnrollmentTimeline (each enrollment window) and IrmaaCalculator (the look-back,
// the appeal).
import type { ReactNode } from 'react';
import { Heading } from '../../primitives/Heading/Heading';
import * as styles from './ResultPanel.css';

export interface ResultPanelBlockProps {
  /** The topic's h3. */
  heading: string;
  /** The heading's id, for a list or table the heading names (`aria-labelledby`). */
  headingId?: string;
  /** What the topic says. */
  children: ReactNode;
}

/** A topic of the result: its heading, then its content in a column. */
export function ResultPanelBlock({ heading, headingId, children }: ResultPanelBlockProps) {
  return (
    <div className={styles.block}>
      <Heading level={3} id={headingId}>
        {heading}
      </Heading>
      {children}
    </div>
  );
}
