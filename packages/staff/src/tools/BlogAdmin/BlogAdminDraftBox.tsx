// The blog editor's draft box: a native checkbox on a large card (the whole card is the target), its message above
// and its hint below.
import { StaffFieldError } from '../StaffField';
import * as staff from '../staff.css';

export interface BlogAdminDraftBoxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint: string;
  /** What to fix (the problems found on the field); nothing when it is fine. */
  error: string | undefined;
  /** 'Error:', read before the message. */
  errorPrefix: string;
}

export function BlogAdminDraftBox({
  id,
  label,
  checked,
  onChange,
  hint,
  error,
  errorPrefix,
}: BlogAdminDraftBoxProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={staff.field()}>
      {errorId ? <StaffFieldError id={errorId} prefix={errorPrefix} text={error} /> : null}
      <label className={staff.chip} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={staff.chipControl}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          aria-invalid={errorId ? true : undefined}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className={staff.hint}>
        {hint}
      </p>
    </div>
  );
}
