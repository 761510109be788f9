// The blog editor's field frames: a labelled field with its hint and messages around any control, and the draft
// checkbox on its large card. Problems are worded with the fields' labels (blogAdminModel's problemText).
import type { ReactNode } from 'react';
import * as staff from '../staff.css';
import type { FieldProblem } from '../types';
import { problemText, type BlogAdminFieldLabels } from './blogAdminModel';
import { VisuallyHidden } from '@agency/ui';

export interface BlogAdminFormFieldProps {
  id: string;
  label: string;
  hint?: string;
  problems: ReadonlyArray<FieldProblem>;
  /** 'Error:', read before the messages. */
  errorPrefix: string;
  /** The fields' labels, naming a problem's field. */
  labels: BlogAdminFieldLabels;
  /** The control, given its aria-describedby (hint and messages) and whether it is invalid. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A label, an optional hint, the messages about it, then the control. */
export function BlogAdminFormField({
  id,
  label,
  hint,
  problems,
  errorPrefix,
  labels,
  children,
}: BlogAdminFormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problems.length > 0 ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={staff.field}>
      <label htmlFor={id} className={staff.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={staff.hint}>
          {hint}
        </p>
      ) : null}
      <BlogAdminFieldMessages id={errorId} problems={problems} errorPrefix={errorPrefix} labels={labels} />
      {children(described, problems.length > 0)}
    </div>
  );
}

export interface BlogAdminFieldMessagesProps {
  id: string | undefined;
  problems: ReadonlyArray<FieldProblem>;
  errorPrefix: string;
  labels: BlogAdminFieldLabels;
}

/** The problems of one field, in one paragraph after a hidden 'Error:'; nothing when there are none. */
export function BlogAdminFieldMessages({ id, problems, errorPrefix, labels }: BlogAdminFieldMessagesProps) {
  if (problems.length === 0) return null;
  return (
    <p id={id} className={staff.errorMessage}>
      <VisuallyHidden>{errorPrefix}</VisuallyHidden>{' '}
      {problems.map((problem) => problemText(problem, labels)).join(' ')}
    </p>
  );
}

export interface BlogAdminDraftBoxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  problems: ReadonlyArray<FieldProblem>;
  label: string;
  hint: string;
  errorPrefix: string;
  labels: BlogAdminFieldLabels;
}

/** The draft box: a native checkbox on a large card (the whole card is the target). */
export function BlogAdminDraftBox({
  id,
  checked,
  onChange,
  problems,
  label,
  hint,
  errorPrefix,
  labels,
}: BlogAdminDraftBoxProps) {
  const errorId = problems.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={staff.field}>
      <BlogAdminFieldMessages id={errorId} problems={problems} errorPrefix={errorPrefix} labels={labels} />
      <label className={staff.chip} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={staff.chipControl}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          aria-invalid={problems.length > 0 || undefined}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className={staff.hint}>
        {hint}
      </p>
    </div>
  );
}
