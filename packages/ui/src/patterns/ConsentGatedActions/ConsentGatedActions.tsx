// ConsentGatedActions: the marketing-consent box, the line that says what it turns on, and the 'Call Now' and 'Book
// Appointment' buttons. 'Call Now' stays a disabled button, described by that line, until the box is ticked (SPEC
// §4-§5); booking waits for the box too where `bookingGated` says so. The line says why in plain words and gives the
// number to dial meanwhile, so a disabled button is never a dead end. Used by the Contact section (with the callback
// form's box, shared) and the ExitIntentPopup's dialog.
import { CalendarCheck, Phone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import * as styles from './ConsentGatedActions.css';

/** Every text of the box and the buttons. */
export interface ConsentGatedActionsCopy {
  /** The marketing-consent text beside the checkbox. */
  consentLabel: string;
  /**
   * Why the buttons stay disabled until the box is ticked and the number to dial instead ("Tick the box to call from
   * here, or dial (800) 555-0123."); describes each disabled button.
   */
  consentHelp: string;
  /** Text of the call button, e.g. "Call Now". */
  callLabel: string;
  /** Text of the booking button, e.g. "Book Appointment". */
  bookLabel: string;
  /** Text read by screen readers after a link that opens a new tab. */
  newTabLabel?: string;
}

/**
 * `section`: a framed box with its line inside, over two roomy buttons (the contact section's panel). `dialog`: a
 * compact footer whose box scrolls inside itself when the window is short, its line under it, always in view with the
 * buttons (the exit popup).
 */
export const consentGatedActionsPlacements = ['section', 'dialog'] as const;
export type ConsentGatedActionsPlacement = (typeof consentGatedActionsPlacements)[number];

export interface ConsentGatedActionsProps {
  /** Where it sits: in a section's panel or as a dialog's footer. */
  placement?: ConsentGatedActionsPlacement;
  /** Every text of the box and the buttons. */
  copy: ConsentGatedActionsCopy;
  /** The toll-free number the call button dials (`tel:`), in E.164. */
  phoneE164: string;
  /** The same number as printed ("(800) 555-0123"): kept whole on one line, in bold, where the line names it. */
  phoneDisplay?: string;
  /**
   * The box is elsewhere on the page (the callback form's, shared): its state, and no box of its own here. Without
   * it, the component shows and keeps its own box.
   */
  sharedConsent?: { checked: boolean };
  /** External booking page, opened in a new tab. Without it the booking button is a button that calls `onBook`. */
  bookingHref?: string;
  /** Booking waits for the box as well (true) or works at once (false, the default). */
  bookingGated?: boolean;
  /** Called when the visitor presses the enabled call button. */
  onCall?: () => void;
  /** Called when the visitor presses the enabled booking button. */
  onBook?: () => void;
  /** Called with the new state when the box is ticked or unticked. */
  onConsentChange?: (checked: boolean) => void;
}

/** The consent box and the two calls to action it turns on. */
export function ConsentGatedActions({
  placement = 'section',
  copy,
  phoneE164,
  phoneDisplay,
  sharedConsent,
  bookingHref,
  bookingGated = false,
  onCall,
  onBook,
  onConsentChange,
}: ConsentGatedActionsProps) {
  const [ownConsent, setOwnConsent] = useState(false);
  const consented = sharedConsent ? sharedConsent.checked : ownConsent;
  const helpId = `${useId()}-consent-help`;

  const changeConsent = (checked: boolean) => {
    setOwnConsent(checked);
    onConsentChange?.(checked);
  };

  const help = (
    <p id={helpId} className={styles.consentHelp({ placement, shared: Boolean(sharedConsent) })}>
      {withNumber(copy.consentHelp, phoneDisplay)}
    </p>
  );
  const action = styles.action({ placement });

  return (
    <div className={styles.root({ placement, shared: Boolean(sharedConsent) })}>
      {sharedConsent ? (
        help
      ) : (
        <div className={styles.consent({ placement })}>
          <Checkbox
            label={copy.consentLabel}
            checked={consented}
            onCheckedChange={changeConsent}
            layout="wrap"
          />
          {help}
        </div>
      )}

      <div className={styles.actions({ placement })}>
        <GatedAction
          enabled={consented}
          describedBy={helpId}
          className={action}
          variant="primary"
          href={`tel:${phoneE164}`}
          icon={<Phone className={styles.actionIcon} aria-hidden="true" size={22} />}
          onClick={() => onCall?.()}
        >
          {copy.callLabel}
        </GatedAction>
        <GatedAction
          enabled={consented || !bookingGated}
          describedBy={helpId}
          className={action}
          variant="secondary"
          href={bookingHref}
          external
          newTabLabel={copy.newTabLabel}
          icon={<CalendarCheck className={styles.actionIcon} aria-hidden="true" size={22} />}
          onClick={() => onBook?.()}
        >
          {copy.bookLabel}
        </GatedAction>
      </div>
    </div>
  );
}

/** The line with the number in it kept whole on one line, in bold (it is what the visitor dials). */
function withNumber(text: string, number: string | undefined): ReactNode {
  const at = number ? text.indexOf(number) : -1;
  if (!number || at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong className={styles.number}>{number}</strong>
      {text.slice(at + number.length)}
    </>
  );
}

interface GatedActionProps {
  /** While false, a disabled button explained by `describedBy` stands in for the action (a link can't be disabled). */
  enabled: boolean;
  /** Id of the text that says why the button is off. */
  describedBy: string;
  /** The link's address; without it the enabled action is a button. */
  href?: string;
  external?: boolean;
  newTabLabel?: string;
  variant: 'primary' | 'secondary';
  icon: ReactNode;
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/** One large call to action: a disabled button until enabled, then a link (or a button when it has no address). */
function GatedAction({
  enabled,
  describedBy,
  href,
  external,
  newTabLabel,
  onClick,
  ...look
}: GatedActionProps) {
  if (!enabled) return <Button {...look} size="large" disabled aria-describedby={describedBy} />;
  if (!href) return <Button {...look} size="large" onClick={onClick} />;
  return (
    <ButtonLink
      {...look}
      size="large"
      href={href}
      external={external}
      newTabLabel={newTabLabel}
      onClick={onClick}
    />
  );
}
