// The callback form's thank-you, shown in place of the form once the 'lead' function has stored the request.
import clsx from 'clsx';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import * as styles from './CallbackForm.css';
import { CallbackFormCallButton } from './CallbackFormNotices';

export interface CallbackFormReceivedProps {
  /** Its id: it takes focus after the submit. */
  id: string;
  /** The form's heading level: the thank-you's heading is one below it. */
  headingLevel: 2 | 3;
  heading: string;
  /** The body, filled. */
  body: string;
  /** Said when the ZIP is outside the states served (filled), else null. */
  note: string | null;
  phone: { e164: string };
  callLabel: string;
}

/** A region named by its heading, with the phone to call meanwhile. */
export function CallbackFormReceived({
  id,
  headingLevel,
  heading,
  body,
  note,
  phone,
  callLabel,
}: CallbackFormReceivedProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={clsx(styles.received, styles.focusTarget)}
    >
      <Heading level={headingLevel === 2 ? 3 : 4} size={3} id={`${id}-heading`}>
        {heading}
      </Heading>
      <Text size="large">{body}</Text>
      {note ? <p className={styles.note}>{note}</p> : null}
      <CallbackFormCallButton e164={phone.e164} label={callLabel} />
    </section>
  );
}
