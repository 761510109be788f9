// A labelled field of the staff screens: its label, an optional hint and error message, then the control, which is
// handed the ids that tie them together (aria-describedby) and whether it is invalid.
import type { ReactNode } from 'react';
import * as staff from './staff.css';
import { VisuallyHidden } from '@agency/ui';

/** What a field's control takes to be tied to its label, hint and message. */
export interface StaffFieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface StaffFieldProps {
  /** The control's id; the hint and the message take `{id}-hint` and `{id}-error`. */
  id: string;
  label: string;
  hint?: string;
  /** What to fix in this field; nothing when it is fine. */
  error?: string;
  /** Read before the error by screen readers only, e.g. 'Error:' (the sign-in's messages have none). */
  errorPrefix?: string;
  /** body (the tools' fields) or large (the sign-in's few fields). */
  size?: staff.FieldSize;
  /** The control, given its id, its description and whether it is invalid. */
  children: (control: StaffFieldControl) => ReactNode;
}

/** A label, an optional hint, the message about the field, then the control. */
export function StaffField({ id, label, hint, error, errorPrefix, size, children }: StaffFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={staff.field({ size })}>
      <label htmlFor={id} className={staff.label({ size })}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={staff.hint}>
          {hint}
        </p>
      ) : null}
      {errorId ? <StaffFieldError id={errorId} prefix={errorPrefix} text={error} /> : null}
      {children({
        id,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': errorId ? true : undefined,
      })}
    </div>
  );
}

export interface StaffFieldErrorProps {
  /** Its id, which the control names in `aria-describedby`. */
  id: string;
  /** Read first by screen readers only, e.g. 'Error:'. */
  prefix: string | undefined;
  text: string | undefined;
}

/** A field's message, above the control, in the critical colour with a bar (so not colour alone). */
export function StaffFieldError({ id, prefix, text }: StaffFieldErrorProps) {
  return (
    <p id={id} className={staff.errorMessage}>
      {prefix === undefined ? null : (
        <>
          <VisuallyHidden>{prefix}</VisuallyHidden>{' '}
        </>
      )}
      {text}
    </p>
  );
}
