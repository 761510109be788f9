// The contact section (#contact): the callback form with the consent-gated Call Now and Book Appointment under it,
// then how to reach the agency (phone, e-mail, office, hours with their time zone), who the advisors are, and a map
// that loads on request.
import { Clock, Mail, MapPin, Phone, Users } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { ConsentGatedActions } from '../../patterns/ConsentGatedActions/ConsentGatedActions';
import { Button } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading/Heading';
import * as sectionStyles from '../../primitives/Section/Section.css';
import { Text } from '../../primitives/Text/Text';
import * as styles from './Contact.css';

/** Where a call started: the number in the details list, or the 'Call Now' button. */
export const contactCallSources = ['details', 'callNow'] as const;
export type ContactCallSource = (typeof contactCallSources)[number];

export interface ContactProps {
  /** In-page anchor: every 'Book' / 'Schedule' button scrolls here. */
  id?: string;
  /** Background band: alt (light grey-blue, the default) or plain white. */
  tone?: 'alt' | 'plain';
  /** Section heading (h2). */
  heading: string;
  /** One or two sentences under the heading. */
  intro?: string;
  /** Label of the phone number, e.g. "Phone". */
  phoneLabel: string;
  /** Label of the e-mail address, e.g. "Email". */
  emailLabel: string;
  /** Label of the postal address, e.g. "Office". */
  addressLabel: string;
  /** Label of the office hours, e.g. "Office hours". */
  hoursLabel: string;
  /** Text of the call button, e.g. "Call Now". */
  callNow: string;
  /** Text of the booking button, e.g. "Book Appointment". */
  bookAppointment: string;
  /** The marketing-consent text beside the checkbox. */
  consentLabel: string;
  /** Why 'Call Now' stays disabled until the box is ticked, and the number to dial meanwhile. */
  consentHelp: string;
  /** The link to the advisors' page: who the visitor will talk to. */
  aboutLink?: { label: string; href: string };
  /** Title of the embedded map frame (names it for screen readers). */
  mapTitle: string;
  /** Text of the button that loads the map, e.g. "Show map". */
  mapLoadLabel: string;
  /** The toll-free number: `display` is printed, `e164` is dialled. */
  phone: { display: string; e164: string };
  /** The agency's e-mail address (a mailto: link). */
  email: string;
  /** The office address. */
  address: { street: string; city: string; state: string; zip: string };
  /** Office hours as the contact section reads them, with the time zone: "Mon-Fri 8:00 AM to 6:00 PM Central Time". */
  officeHours: string;
  /** Map embed address; requested only after the visitor presses the map button. */
  mapEmbedUrl: string;
  /** External booking page, opened in a new tab by 'Book Appointment'. Without it the button calls `onBook`. */
  bookingHref?: string;
  /** Text read by screen readers after a link that opens a new tab. */
  newTabLabel?: string;
  /** Called when the visitor calls, from the number in the details or from 'Call Now'. */
  onCall?: (source: ContactCallSource) => void;
  /** Called when the visitor presses 'Book Appointment'. */
  onBook?: () => void;
  /** Called with the new state when the consent box is ticked or unticked. */
  onConsentChange?: (checked: boolean) => void;
  /** Called when the visitor loads the map. */
  onMapLoad?: () => void;
  /**
   * The callback request form (a `CallbackForm`), first in the section. It gets the section's consent box state: the
   * form shows the box once, and it turns on Call Now under the form (one consent text, shown once).
   */
  form?: (consent: { checked: boolean; onCheckedChange: (checked: boolean) => void }) => ReactNode;
}

/**
 * The contact section (#contact): the callback form (when given) with the two calls to action under it, then how to
 * reach the agency, the office hours, the advisors and a map that loads on request. 'Call Now' stays disabled until
 * the consent box is ticked (SPEC §4-§5), with the reason and the number to dial beside it; 'Book Appointment' is
 * always available. Without a form, the box sits with the buttons. The section takes focus (tabIndex -1) so the page
 * can move keyboard and screen-reader users here after scrolling.
 */
export function Contact({
  id = 'contact',
  tone = 'alt',
  heading,
  intro,
  phoneLabel,
  emailLabel,
  addressLabel,
  hoursLabel,
  callNow,
  bookAppointment,
  consentLabel,
  consentHelp,
  aboutLink,
  mapTitle,
  mapLoadLabel,
  phone,
  email,
  address,
  officeHours,
  mapEmbedUrl,
  bookingHref,
  newTabLabel,
  onCall,
  onBook,
  onConsentChange,
  onMapLoad,
  form,
}: ContactProps) {
  const headingId = `${id}-heading`;
  const [mapLoaded, setMapLoaded] = useState(false);
  const [consented, setConsented] = useState(false);
  const changeConsent = (checked: boolean) => {
    setConsented(checked);
    onConsentChange?.(checked);
  };

  const loadMap = () => {
    setMapLoaded(true);
    onMapLoad?.();
  };

  // Focus moves into the map once it replaces the button, so keyboard users don't lose their place. The callback is
  // stable, so it runs once when the frame mounts, not on every render.
  const focusFrame = useCallback((frame: HTMLIFrameElement | null) => frame?.focus(), []);

  return (
    <section id={id} tabIndex={-1} aria-labelledby={headingId} className={sectionStyles.section({ tone })}>
      <div className={sectionStyles.inner()}>
        <header className={sectionStyles.header}>
          <Heading level={2} id={headingId} tone="brand" align="center">
            {heading}
          </Heading>
          {intro ? (
            <Text tone="muted" size="large" align="center">
              {intro}
            </Text>
          ) : null}
        </header>

        <div className={styles.container}>
          <div className={styles.layout({ withForm: Boolean(form) })}>
            {form ? (
              <div className={styles.formPanel}>
                {form({ checked: consented, onCheckedChange: changeConsent })}
                {actions(true)}
              </div>
            ) : null}

            <div className={styles.panel}>
              <address className={styles.details}>
                <dl className={styles.detailList}>
                  <ContactDetail icon={<Phone aria-hidden="true" size={24} />} label={phoneLabel}>
                    <a
                      className={styles.detailLink}
                      href={`tel:${phone.e164}`}
                      onClick={() => onCall?.('details')}
                    >
                      {phone.display}
                    </a>
                  </ContactDetail>
                  <ContactDetail icon={<Mail aria-hidden="true" size={24} />} label={emailLabel}>
                    <a className={styles.detailLink} href={`mailto:${email}`}>
                      {email}
                    </a>
                  </ContactDetail>
                  <ContactDetail icon={<MapPin aria-hidden="true" size={24} />} label={addressLabel}>
                    {address.street}
                    <br />
                    {address.city}, {address.state} {address.zip}
                  </ContactDetail>
                  <ContactDetail icon={<Clock aria-hidden="true" size={24} />} label={hoursLabel}>
                    {officeHours}
                  </ContactDetail>
                </dl>
              </address>

              {aboutLink ? (
                <a className={styles.aboutLink} href={aboutLink.href}>
                  <Users aria-hidden="true" size={24} className={styles.aboutIcon} />
                  {aboutLink.label}
                </a>
              ) : null}

              {form ? null : actions(false)}

              <div className={styles.map}>
                {mapLoaded ? (
                  <iframe
                    ref={focusFrame}
                    className={styles.mapFrame}
                    title={mapTitle}
                    src={mapEmbedUrl}
                    loading="lazy"
                    referrerPolicy="no-referrer-when-downgrade"
                  />
                ) : (
                  <div className={styles.mapFacade}>
                    <span className={styles.mapPin}>
                      <MapPin aria-hidden="true" size={36} />
                    </span>
                    <p className={styles.mapAddress}>
                      {address.street}, {address.city}, {address.state} {address.zip}
                    </p>
                    <Button
                      variant="secondary"
                      icon={<MapPin aria-hidden="true" size={22} />}
                      onClick={loadMap}
                    >
                      {mapLoadLabel}
                    </Button>
                  </div>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );

  /** Call Now and Book Appointment: with the form's box (shared) under the form, or with a box of their own. */
  function actions(shared: boolean) {
    return (
      <ConsentGatedActions
        copy={{
          consentLabel,
          consentHelp,
          callLabel: callNow,
          bookLabel: bookAppointment,
          newTabLabel,
        }}
        phoneE164={phone.e164}
        phoneDisplay={phone.display}
        sharedConsent={shared ? { checked: consented } : undefined}
        bookingHref={bookingHref}
        onCall={() => onCall?.('callNow')}
        onBook={onBook}
        onConsentChange={changeConsent}
      />
    );
  }
}

interface ContactDetailProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/** One label/value pair of the details list, with its icon. */
function ContactDetail({ icon, label, children }: ContactDetailProps) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailLabel}>
        <span className={styles.detailIcon}>{icon}</span>
        {label}
      </dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
}
