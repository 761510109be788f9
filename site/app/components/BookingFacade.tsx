import { brand, getSections } from '@agency/content';
import { Button, ButtonLink, Section, Text } from '@agency/ui';
import { useState } from 'react';

/** The external booking widget behind a click: nothing third-party loads until the visitor asks for it. */
export function BookingFacade() {
  const [loaded, setLoaded] = useState(false);
  const copy = getSections();
  return (
    <Section id="booking" heading={copy.contact.bookAppointment} tone="alt" width="prose">
      {loaded ? (
        <iframe
          title={copy.contact.bookAppointment}
          src={brand.links.booking}
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
          <Text size="large">{copy.contact.intro}</Text>
          <Button size="large" onClick={() => setLoaded(true)}>
            {copy.contact.bookAppointment}
          </Button>
          <ButtonLink
            href={brand.links.booking}
            external
            variant="outline"
            newTabLabel={copy.common.newTabLabel}
          >
            {copy.contact.bookAppointment}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
