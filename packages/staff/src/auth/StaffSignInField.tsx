// One text field of the sign-in forms: its label, optional hint and error, tied to the input with aria-describedby.
import clsx from 'clsx';
import type { InputHTMLAttributes } from 'react';
import * as styles from './StaffSignIn.css';

export interface StaffSignInFieldProps {
  /** The input's id; the hint and the error take `{id}-hint` and `{id}-error`. */
  id: string;
  /** The input's name ('email', 'password', 'code'). */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The input's own attributes (type, autocomplete, inputMode, an extra class...). */
  input: InputHTMLAttributes<HTMLInputElement>;
  hint?: string;
  /** What to fix in this field, when the last submit found a problem. */
  error?: string;
}

/** A labelled text field with its optional hint and error, tied together with aria-describedby. */
export function StaffSignInField({
  id,
  name,
  label,
  value,
  onValueChange,
  input,
  hint,
  error,
}: StaffSignInFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.errorMessage}>
          {error}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        name={name}
        className={clsx(styles.input({ invalid: Boolean(error) }), input.className)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy || undefined}
      />
    </div>
  );
}
