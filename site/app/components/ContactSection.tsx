import { Contact } from '@agency/ui';
import { useShell } from '../lib/shell';
import { analytics } from '../lib/site-analytics';

/** The contact section (#contact): details, hours, map facade, consent-gated Call Now, Book Appointment. */
export function ContactSection() {
  const { contact, phone, newTabLabel } = useShell();
  return (
    <Contact
      id="contact"
      {...contact}
      phone={phone}
      newTabLabel={newTabLabel}
      onCall={(source) => analytics.track('phone_click', { source: `contact-${source}` })}
      onBook={() => analytics.track('booking_click', { source: 'contact' })}
    />
  );
}
