// ResultPanelTable: a result's table: its caption as its title, a row of column headers on the brand tint, then the
// rows the tool writes (each with its row header and cells, styled by the tool). Used by EnrollmentTimeline (Part B
// start by sign-up month) and IrmaaCalculator (the year's brackets).
import type { ReactNode } from 'react';
import * as styles from './ResultPanel.css';

export const resultPanelTableDensities = ['roomy', 'compact'] as const;
export type ResultPanelTableDensity = (typeof resultPanelTableDensities)[number];

export interface ResultPanelTableProps {
  /** The table's title. */
  caption: ReactNode;
  /** The column headers, in order. */
  columns: ReadonlyArray<string>;
  /** `roomy` cells for a few columns, `compact` for many on a phone. */
  density?: ResultPanelTableDensity;
  /** The body's rows (`<tr>`). */
  children: ReactNode;
}

/** A table as wide as the result's column. */
export function ResultPanelTable({ caption, columns, density = 'roomy', children }: ResultPanelTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.headerCell({ density })}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
