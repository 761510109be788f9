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

  // The consent box and the buttons it turns on are the dialog's footer: always in view together, under the points,
  // which scroll inside the dialog when the window is short of room.
  const footer = (
    <div className={styles.footer}>
      {/* It may scroll: focusable, so a keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.consent} tabIndex={0}>
        <Checkbox label={consentLabel} checked={consented} onCheckedChange={changeConsent} />
      </div>
      <p id={helpId} className={styles.consentHelp}>
        {consentHelp}
      </p>

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
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={intro}
      closeLabel={closeLabel}
      footer={footer}
    >
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
    </Dialog>
  );
}
