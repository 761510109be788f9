import clsx from 'clsx';
import { CalendarCheck, ExternalLink, House, Phone } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { Link } from '../../primitives/Link/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import type { NavBarItem } from '../NavBar/NavBar';
import { anchorHref, scrollToItem } from '../../private/scrollToAnchor';
import * as styles from './MobileMenu.css';

export type MobileMenuItem = NavBarItem;

export interface MobileMenuProps {
  /** Open or closed (controlled). */
  open: boolean;
  /** Called with false when the menu asks to close: a link tap, Book Appointment, the close button, Escape. */
  onOpenChange: (open: boolean) => void;
  /** Title at the top of the panel; names the dialog, e.g. "Menu". */
  title: string;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  /** The page that holds the anchors ("/" gives "/#faq" from other pages). */
  homeHref?: string;
  /** Small heading over the Learn items, e.g. "Learn". */
  learnLabel: string;
  /** The Learn items; the featured webinar opens in a new tab, FAQs scrolls to #faq. */
  learn: ReadonlyArray<MobileMenuItem>;
  /** The main links: AEP, Blog, Partners, Service Areas. */
  primary: ReadonlyArray<MobileMenuItem>;
  /** Small heading over the Tools items, e.g. "Tools". */
  toolsLabel: string;
  /** The Tools items. */
  tools: ReadonlyArray<MobileMenuItem>;
  /** The Home link, first in the list of main links. */
  home: MobileMenuItem;
  /** The 'Book Appointment' button; scrolls to #contact once the menu has closed. */
  bookAppointment: MobileMenuItem;
  /** The toll-free number: `display` is printed, `e164` is dialled. */
  phone: { display: string; e164: string };
  /** Accessible name of the phone button, e.g. "Call us at (800) 555-0123"; it contains the number shown. */
  phoneLabel: string;
  /** Read after the label of links that open a new tab. */
  newTabLabel?: string;
  /** Path of the current page; its link is marked aria-current="page". */
  currentPath?: string;
  /** Called when the visitor taps the phone button (conversion tracking). */
  onCall?: () => void;
  /** Called when the visitor taps 'Book Appointment' (conversion tracking). */
  onBook?: () => void;
  /** Called with any navigation item the visitor chooses (analytics). */
  onNavigate?: (item: MobileMenuItem) => void;
}

interface MobileMenuLinkProps {
  item: MobileMenuItem;
  homeHref: string;
  newTabLabel: string;
  currentPath?: string;
  showHomeIcon?: boolean;
  onChoose: (item: MobileMenuItem, event: MouseEvent<HTMLAnchorElement>) => void;
}

function MobileMenuLink({
  item,
  homeHref,
  newTabLabel,
  currentPath,
  showHomeIcon,
  onChoose,
}: MobileMenuLinkProps) {
  const className = clsx(styles.link, item.featured && styles.featured);
  if (item.external) {
    return (
      <a
        className={className}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => onChoose(item, event)}
      >
        {item.label}
        <ExternalLink className={styles.icon} aria-hidden="true" size={20} />
        <VisuallyHidden> {newTabLabel}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link
      className={className}
      href={anchorHref(homeHref, item)}
      aria-current={currentPath !== undefined && item.href === currentPath ? 'page' : undefined}
      onClick={(event) => onChoose(item, event)}
    >
      {showHomeIcon ? <House className={styles.icon} aria-hidden="true" size={22} /> : null}
      {item.label}
    </Link>
  );
}

interface MobileMenuGroupProps {
  /** Small heading over the links (h3), which also names the list; none for the main links. */
  label?: string;
  items: ReadonlyArray<MobileMenuItem>;
  linkProps: Omit<MobileMenuLinkProps, 'item' | 'showHomeIcon'>;
  /** The first item is the Home link, drawn with the house icon. */
  homeIcon?: boolean;
}

/** One group of the menu's links under a rule: the main links, or the Learn or Tools items under their heading. */
function MobileMenuGroup({ label, items, linkProps, homeIcon }: MobileMenuGroupProps) {
  const headingId = useId();
  return (
    <div className={styles.group}>
      {label ? (
        <h3 id={headingId} className={styles.groupHeading}>
          {label}
        </h3>
      ) : null}
      <ul className={styles.list} aria-labelledby={label ? headingId : undefined}>
        {items.map((item, index) => (
          <li key={item.id}>
            <MobileMenuLink item={item} showHomeIcon={homeIcon && index === 0} {...linkProps} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The slide-out side menu for screens below desktop width (a Drawer: 320px, 400px on larger screens; focus is
 * trapped inside and returns to the menu button). Call and Book Appointment sit at the top, then Home and the main
 * links, then the Learn and Tools items under small headings. Any link tap and Book Appointment close it; in-page
 * items scroll to their section once it has closed.
 */
export function MobileMenu({
  open,
  onOpenChange,
  title,
  closeLabel,
  homeHref = '/',
  learnLabel,
  learn,
  primary,
  toolsLabel,
  tools,
  home,
  bookAppointment,
  phone,
  phoneLabel,
  newTabLabel = '(opens in a new tab)',
  currentPath,
  onCall,
  onBook,
  onNavigate,
}: MobileMenuProps) {
  const choose = (item: MobileMenuItem, event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.(item);
    // Scrolls once the menu has closed and handed focus back, so focus can move on to the section.
    scrollToItem(item, event, true);
    onOpenChange(false);
  };
  const linkProps = { homeHref, newTabLabel, currentPath, onChoose: choose };

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      <div className={styles.actions}>
        <ButtonLink
          variant="primary"
          fullWidth
          href={`tel:${phone.e164}`}
          aria-label={phoneLabel}
          icon={<Phone aria-hidden="true" size={22} />}
          onClick={() => {
            onCall?.();
            onOpenChange(false);
          }}
        >
          {phone.display}
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          fullWidth
          href={anchorHref(homeHref, bookAppointment)}
          icon={<CalendarCheck aria-hidden="true" size={22} />}
          onClick={(event) => {
            onBook?.();
            scrollToItem(bookAppointment, event, true);
            onOpenChange(false);
          }}
        >
          {bookAppointment.label}
        </ButtonLink>
      </div>
      <MobileMenuGroup items={[home, ...primary]} linkProps={linkProps} homeIcon />
      <MobileMenuGroup label={learnLabel} items={learn} linkProps={linkProps} />
      <MobileMenuGroup label={toolsLabel} items={tools} linkProps={linkProps} />
    </Drawer>
  );
}
