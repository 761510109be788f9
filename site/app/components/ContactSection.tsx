import { brand, getSections } from '@agency/content';
import { Contact } from '@agency/ui';
import { analytics } from '../lib/site-analytics';

/** The contact section (#contact): details, hours, map facade, consent-gated Call Now, Book Appointment. */
export function ContactSection() {
  const copy = getSections();
  return (
    <Contact
      id="contact"
      {...copy.contact}
      phone={brand.tollFreePhone}
      email={brand.email}
      address={brand.address}
      officeHours={brand.officeHours.contact}
      mapEmbedUrl={brand.links.mapEmbed}
      bookingHref={brand.links.booking}
      newTabLabel={copy.common.newTabLabel}
      onCall={(source) => analytics.track('phone_click', { source: `contact-${source}` })}
      onBook={() => analytics.track('booking_click', { source: 'contact' })}
    />
  );
}
