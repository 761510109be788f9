import { CalendarCheck, Check, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { GatedButtonLink } from '../../private/GatedButtonLink';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Dialog } from '../../primitives/Dialog/Dialog';
import type { ExitIntentPopupProps } from './ExitIntentPopup';
import * as styles from './ExitIntentPopup.css';

export interface ExitIntentPopupDialogProps extends Omit<
  ExitIntentPopupProps,
  'delayMs' | 'storageKey' | 'defaultOpen' | 'onOpen'
> {
  /** Open or closed (controlled by the exit-intent hook). */
  open: boolean;
  /** Called with false when the close button, Escape or a click outside closes it. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog of ExitIntentPopup, loaded only once the popup is armed (it brings the Dialog and its focus
 * management). Focus moves in and is trapped, Escape and the close button close it, and focus returns where it was.
 */
export function ExitIntentPopupDialog({
  open,
  onOpenChange,
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
  onCall,
  onBook,
  onConsentChange,
}: ExitIntentPopupDialogProps) {
  const [consented, setConsented] = useState(false);
  const helpId = `${useId()}-consent-help`;

  const changeConsent = (checked: boolean) => {
    setConsented(checked);
    onConsentChange?.(checked);
  };

  const callIcon = <Phone className={styles.actionIcon} aria-hidden="true" size={22} />;
  const bookIcon = <CalendarCheck className={styles.actionIcon} aria-hidden="true" size={22} />;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={intro} closeLabel={closeLabel}>
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
              onOpenChange(false);
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
              onOpenChange(false);
            }}
          >
            {bookLabel}
          </GatedButtonLink>
        </div>
      </div>
    </Dialog>
  );
}
