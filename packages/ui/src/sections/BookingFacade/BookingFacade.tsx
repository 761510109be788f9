import { useState } from 'react';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';
import * as styles from './BookingFacade.css';

export interface BookingFacadeProps {
  /** The section heading, the frame's title and both buttons' text, e.g. "Book Appointment". */
  label: string;
  /** The sentence over the buttons. */
  intro: string;
  /** The external booking page. */
  bookingHref: string;
  /** Read after the link that opens a new tab. */
  newTabLabel: string;
}

/**
 * The external booking widget behind a click (#booking): nothing third-party loads until the visitor asks for it.
 * Until then, the sentence, a button that loads the booking page in a frame here, and a link that opens it in a
 * new tab.
 */
export function BookingFacade({ label, intro, bookingHref, newTabLabel }: BookingFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Section id="booking" heading={label} tone="alt" width="prose">
      {loaded ? (
        <iframe title={label} src={bookingHref} className={styles.frame} />
      ) : (
        <div className={styles.offer}>
          <Text size="large">{intro}</Text>
          <Button size="large" onClick={() => setLoaded(true)}>
            {label}
          </Button>
          <ButtonLink href={bookingHref} external variant="outline" newTabLabel={newTabLabel}>
            {label}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
