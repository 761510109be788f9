// One text field of the sign-in forms: a staff field at the large size (label, optional hint and error, tied to the
// input with aria-describedby), with the sign-in's input.
import clsx from 'clsx';
import type { InputHTMLAttributes } from 'react';
import { StaffField } from '../tools/StaffField';
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
  return (
    <StaffField id={id} label={label} hint={hint} error={error} size="large">
      {(control) => (
        <input
          {...input}
          {...control}
          name={name}
          className={clsx(styles.input({ invalid: Boolean(error) }), input.className)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </StaffField>
  );
}
