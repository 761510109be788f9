import { Check } from 'lucide-react';
import { ConsentGatedActions } from '../../patterns/ConsentGatedActions/ConsentGatedActions';
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
  // The consent box and the buttons it turns on are the dialog's footer, seen together under the points; the line
  // between them says why the buttons wait and gives the number to dial. Either button also closes the dialog.
  const footer = (
    <ConsentGatedActions
      placement="dialog"
      copy={{ consentLabel, consentHelp, callLabel, bookLabel, newTabLabel }}
      phoneE164={phone.e164}
      phoneDisplay={phone.display}
      bookingHref={bookingHref}
      bookingGated
      onCall={() => {
        onCall?.();
        onOpenChange(false);
      }}
      onBook={() => {
        onBook?.();
        onOpenChange(false);
      }}
      onConsentChange={onConsentChange}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={intro}
      closeLabel={closeLabel}
      footer={footer}
      width="wide"
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
