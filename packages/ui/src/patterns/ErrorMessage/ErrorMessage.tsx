// ErrorMessage: a field's message, above the field it is about: the critical colour with a bar, so not colour alone,
// and read as "Error: …" by screen readers. Used by EnrollmentTimeline, IrmaaCalculator and CallbackForm.
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './ErrorMessage.css';

export interface ErrorMessageProps {
  /** Its id, which the field names in `aria-describedby`. */
  id: string;
  /** Read before the message by screen readers only, e.g. "Error:". */
  prefix: string;
  /** What to fix, in plain words; without one (the field is fine), nothing is shown. */
  message: string | undefined;
}

/** A field's message; the field points at it with `aria-describedby` (and `aria-invalid`). */
export function ErrorMessage({ id, prefix, message }: ErrorMessageProps) {
  if (message === undefined) return null;
  return (
    <p id={id} className={styles.root}>
      <VisuallyHidden>{prefix}</VisuallyHidden> {message}
    </p>
  );
}
