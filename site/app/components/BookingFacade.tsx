import { Button, ButtonLink, Section, Text } from '@agency/ui';
import { useState } from 'react';

export interface BookingFacadeProps {
  /** The section heading, the frame's title and both buttons' text: 'Book Appointment'. */
  label: string;
  /** The sentence over the buttons. */
  intro: string;
  /** The external booking page. */
  bookingHref: string;
  /** Read after the link that opens a new tab. */
  newTabLabel: string;
}

/** The external booking widget behind a click: nothing third-party loads until the visitor asks for it. */
export function BookingFacade({ label, intro, bookingHref, newTabLabel }: BookingFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Section id="booking" heading={label} tone="alt" width="prose">
      {loaded ? (
        <iframe
          title={label}
          src={bookingHref}
          style={{ width: '100%', height: '42rem', border: 0, borderRadius: '10px', background: '#fff' }}
        />
      ) : (
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: '1rem',
            alignItems: 'center',
            textAlign: 'center',
          }}
        >
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
