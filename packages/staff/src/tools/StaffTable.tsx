// A data table of the staff screens: a caption, a header row of column headings, the rows given; it sits in a labelled
// region that scrolls sideways on phones (the list of posts, the content coverage of each state).
import clsx from 'clsx';
import type { ReactNode } from 'react';
import * as staff from './staff.css';

export interface StaffTableProps {
  /** The scrolling region's name. */
  label: string;
  caption: string;
  /** The column headings, in order (`className` adds to a heading cell, e.g. a minimum width). */
  columns: ReadonlyArray<{ key: string; label: string; className?: string }>;
  /** The body's rows (`<tr>`, with `staff.rowHeader` and `staff.td` cells). */
  children: ReactNode;
}

/** The table in its focusable region (a keyboard can scroll it, WCAG 2.1.1). */
export function StaffTable({ label, caption, columns, children }: StaffTableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={staff.tableRegion} role="region" aria-label={label} tabIndex={0}>
      <table className={staff.table}>
        <caption className={staff.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx(staff.th, column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
