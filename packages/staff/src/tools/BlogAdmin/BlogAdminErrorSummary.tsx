// The blog editor's error summary once a download was refused: a focusable heading with the count, then each problem,
// as a link to its field when it belongs to one.
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import * as staff from '../staff.css';
import type { FieldProblem } from '../types';
import {
  fieldOfProblem,
  problemText,
  type BlogAdminField,
  type BlogAdminFieldLabels,
} from './blogAdminModel';
import { headingClass } from '@agency/ui/kit';

export interface BlogAdminErrorSummaryProps {
  /** The heading's id. */
  id: string;
  /** "Fix 2 problems before downloading". */
  heading: string;
  problems: ReadonlyArray<FieldProblem>;
  /** A field's control id, which its problems link to. */
  idOf: (field: BlogAdminField) => string;
  labels: BlogAdminFieldLabels;
  /** The heading, focused when a download is refused. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** What to fix before downloading; nothing when there is nothing to fix. */
export function BlogAdminErrorSummary({
  id,
  heading,
  problems,
  idOf,
  labels,
  headingRef,
}: BlogAdminErrorSummaryProps) {
  if (problems.length === 0) return null;
  return (
    <div className={staff.errorSummary}>
      <h3
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className={clsx(headingClass({ level: 3, tone: 'default' }), staff.errorSummaryHeading)}
      >
        <CircleAlert aria-hidden="true" className={staff.errorIcon} />
        {heading}
      </h3>
      <ul className={staff.errorSummaryList}>
        {problems.map((problem, index) => {
          const field = fieldOfProblem(problem);
          return (
            <li key={`${problem.field}-${index}`}>
              {field ? (
                <a
                  href={`#${idOf(field)}`}
                  className={staff.errorSummaryLink}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(idOf(field))?.focus();
                  }}
                >
                  {problemText(problem, labels)}
                </a>
              ) : (
                <span className={staff.errorSummaryLink}>{problemText(problem, labels)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
