import { CalendarCheck, Phone } from 'lucide-react';
import { Link } from '../../primitives/Link/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { scrollToItem } from '../../private/scrollToAnchor';
import * as styles from './MobileBottomBar.css';

export interface MobileBottomBarProps {
  /** Text of the call button, e.g. "Call Now"; the number is read after it. */
  callLabel: string;
  /** Text of the booking button, e.g. "Book Free Review"; it scrolls to the contact section. */
  bookLabel: string;
  /** The toll-free number: `display` is read to screen readers, `e164` is dialled. */
  phone: { display: string; e164: string };
  /** Id of the contact section the booking button scrolls to. */
  contactId?: string;
  /** Accessible name of the bar's landmark. */
  label?: string;
  /** Leaves room at the bar's end for the chat button, which docks there on phones (ChatWidget); default false. */
  chatDock?: boolean;
  /** Called when the visitor taps the call button (conversion tracking). */
  onCall?: () => void;
  /** Called when the visitor taps the booking button (conversion tracking). */
  onBook?: () => void;
}

/**
 * The phone action bar fixed to the bottom of the screen: 'Call Now' (warm) and 'Book Free Review' (scrolls
 * to the contact section and moves focus there). Shown on phones and tablets (below desktop width, 1024px, where the
 * chat button docks at its end) and in short windows at any width (landscape phones, 200% zoom), where the header
 * scrolls away and this bar, slim, is the only chrome left. It renders a spacer of its own height where it is placed, so render it last on the page and nothing is ever hidden behind it; the height is
 * also exported as `mobileBottomBarHeightVar` for anything else fixed to the bottom.
 */
export function MobileBottomBar({
  callLabel,
  bookLabel,
  phone,
  contactId = 'contact',
  label = 'Quick actions',
  chatDock = false,
  onCall,
  onBook,
}: MobileBottomBarProps) {
  const contactItem = { href: `#${contactId}`, scrollTo: true };
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={chatDock ? `${styles.bar} ${styles.chatDock}` : styles.bar} aria-label={label}>
        <a className={styles.action({ kind: 'call' })} href={`tel:${phone.e164}`} onClick={onCall}>
          <Phone className={styles.icon} aria-hidden="true" size={22} />
          <span>
            {callLabel}
            <VisuallyHidden> {phone.display}</VisuallyHidden>
          </span>
        </a>
        <Link
          className={styles.action({ kind: 'book' })}
          href={contactItem.href}
          onClick={(event) => {
            onBook?.();
            scrollToItem(contactItem, event);
          }}
        >
          <CalendarCheck className={styles.icon} aria-hidden="true" size={22} />
          <span>{bookLabel}</span>
        </Link>
      </aside>
    </>
  );
}
