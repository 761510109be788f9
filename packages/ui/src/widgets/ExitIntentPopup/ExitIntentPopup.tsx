import { CalendarCheck, Check, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { GatedButtonLink } from '../../private/GatedButtonLink';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Dialog } from '../../primitives/Dialog/Dialog';
import * as styles from './ExitIntentPopup.css';
import { useExitIntent } from './useExitIntent';

export interface ExitIntentPopupProps {
  /** Milliseconds after the page loads before the popup can open (content `constants.exitPopupDelayMs`: 3000). */
  delayMs: number;
  /** sessionStorage key remembering that the popup was shown in this browser session. */
  storageKey?: string;
  /** Dialog title, e.g. "Schedule Your Free Consultation". */
  title: string;
  /** One sentence under the title; it also describes the dialog to screen readers. */
  intro: string;
  /** What the consultation offers: no cost / no obligation, compare all plans, help with enrollment. */
  points: ReadonlyArray<string>;
  /** The marketing-consent text beside the checkbox. */
  consentLabel: string;
  /** Why both buttons stay disabled until the box is ticked. */
  consentHelp: string;
  /** Text of the call button, e.g. "Call Now". */
  callLabel: string;
  /** Text of the booking button, e.g. "Book Appointment". */
  bookLabel: string;
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string;
  /** The toll-free number; 'Call Now' dials `e164`. */
  phone: { display: string; e164: string };
  /** The external booking page, opened in a new tab by 'Book Appointment'. */
  bookingHref: string;
  /** Text read by screen readers after a link that opens a new tab. */
  newTabLabel?: string;
  /** Called when a top exit opens the popup. */
  onOpen?: () => void;
  /** Called when the visitor presses 'Call Now'. */
  onCall?: () => void;
  /** Called when the visitor presses 'Book Appointment'. */
  onBook?: () => void;
  /** Called with the new state when the consent box is ticked or unticked. */
  onConsentChange?: (checked: boolean) => void;
  /** Start open, without waiting for an exit (stories and reviews). */
  defaultOpen?: boolean;
}

/**
 * The exit-intent popup (SPEC §2, §4): armed `delayMs` after the page loads, it opens once when the pointer leaves
 * through the top of the window and never again in that browser session. 'Call Now' and 'Book Appointment' stay
 * disabled until the marketing-consent box is ticked. Built on Dialog: focus moves in and is trapped, Escape and the
 * close button close it, and focus returns where it was.
 */
export function ExitIntentPopup({
  delayMs,
  storageKey = 'exit-intent-shown',
  title,
  intro,
  points,
  consentLabel,
  consentHelp,
  callLabel,
  bookLabel,
  closeLabel,
  phone,
  bookingHref,
  newTabLabel,
  onOpen,
  onCall,
  onBook,
  onConsentChange,
  defaultOpen,
}: ExitIntentPopupProps) {
  const { open, setOpen } = useExitIntent({ delayMs, storageKey, defaultOpen, onOpen });
  const [consented, setConsented] = useState(false);
  const helpId = `${useId()}-consent-help`;

  const changeConsent = (checked: boolean) => {
    setConsented(checked);
    onConsentChange?.(checked);
  };

  const callIcon = <Phone className={styles.actionIcon} aria-hidden="true" size={22} />;
  const bookIcon = <CalendarCheck className={styles.actionIcon} aria-hidden="true" size={22} />;

  return (
    <Dialog open={open} onOpenChange={setOpen} title={title} description={intro} closeLabel={closeLabel}>
      <div className={styles.body}>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point} className={styles.point}>
              <span className={styles.pointIcon}>
                <Check aria-hidden="true" size={18} strokeWidth={3} />
              </span>
              {point}
            </li>
          ))}
        </ul>

        <div className={styles.consent}>
          <Checkbox label={consentLabel} checked={consented} onCheckedChange={changeConsent} />
          <p id={helpId} className={styles.consentHelp}>
            {consentHelp}
          </p>
        </div>

        <div className={styles.actions}>
          <GatedButtonLink
            enabled={consented}
            describedBy={helpId}
            className={styles.action}
            variant="primary"
            size="large"
            href={`tel:${phone.e164}`}
            icon={callIcon}
            onClick={() => {
              onCall?.();
              setOpen(false);
            }}
          >
            {callLabel}
          </GatedButtonLink>
          <GatedButtonLink
            enabled={consented}
            describedBy={helpId}
            className={styles.action}
            variant="secondary"
            size="large"
            href={bookingHref}
            external
            newTabLabel={newTabLabel}
            icon={bookIcon}
            onClick={() => {
              onBook?.();
              setOpen(false);
            }}
          >
            {bookLabel}
          </GatedButtonLink>
        </div>
      </div>
    </Dialog>
  );
}
