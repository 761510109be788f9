// The callback form's thank-you, shown in place of the form once the 'lead' function has stored the request: who will
// call, from which number, the number the visitor gave and when, the request's short reference, and our number to call
// meanwhile. It comes into view whole, clear of the sticky header.
import { useEffect, useRef } from 'react';
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
  /** Who calls, from which number, at which number and when (filled). */
  body: string;
  /** "Your reference: 3F2-A9C" (filled). */
  reference: string;
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
  reference,
  note,
  phone,
  callLabel,
}: CallbackFormReceivedProps) {
  const panel = useRef<HTMLElement>(null);
  // The form it replaces was taller: bring the whole thank-you into view from its heading (focus follows).
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  }, []);
  return (
    <section ref={panel} id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className={styles.received}>
      <Heading level={headingLevel === 2 ? 3 : 4} size={4} id={`${id}-heading`}>
        {heading}
      </Heading>
      <Text>{body}</Text>
      <p className={styles.reference}>{reference}</p>
      {note ? <p className={styles.note}>{note}</p> : null}
      <CallbackFormCallButton e164={phone.e164} label={callLabel} />
    </section>
  );
}
