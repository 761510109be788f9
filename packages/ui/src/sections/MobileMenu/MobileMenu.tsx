// The slide-out side menu below desktop width: the call and booking buttons, the main links, and the Learn and Tools
// groups, each one press away in a view of its own, so every item fits the window without scrolling inside the menu.
import clsx from 'clsx';
import { CalendarCheck, ChevronLeft, ChevronRight, ExternalLink, House, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
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
  /** The button to the Learn items and their view's heading, e.g. "Learn". */
  learnLabel: string;
  /** The Learn items; the featured webinar opens in a new tab, FAQs scrolls to #faq. */
  learn: ReadonlyArray<MobileMenuItem>;
  /** The main links: AEP, Blog, Partners, Service Areas. */
  primary: ReadonlyArray<MobileMenuItem>;
  /** The button to the Tools items and their view's heading, e.g. "Tools". */
  toolsLabel: string;
  /** The way back from the Learn or Tools items to the whole menu, e.g. "Back to the menu". */
  backLabel: string;
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

interface MobileMenuListProps {
  items: ReadonlyArray<MobileMenuItem>;
  linkProps: Omit<MobileMenuLinkProps, 'item' | 'showHomeIcon'>;
  /** The first item is the Home link, drawn with the house icon. */
  homeIcon?: boolean;
  /** Id of the heading that names the list. */
  labelledBy?: string;
}

/** A list of the menu's links: one column, two where the window is short and wide. */
function MobileMenuList({ items, linkProps, homeIcon, labelledBy }: MobileMenuListProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={item.id}>
          <MobileMenuLink item={item} showHomeIcon={homeIcon && index === 0} {...linkProps} />
        </li>
      ))}
    </ul>
  );
}

type MobileMenuView = 'main' | 'learn' | 'tools';

interface MobileMenuViewsProps {
  /** Call and Book Appointment, at the top of the main view. */
  actions: ReactNode;
  /** Home and the main links. */
  mainItems: ReadonlyArray<MobileMenuItem>;
  /** The Learn and Tools groups: each a button on the main view, and a view of its own. */
  groups: ReadonlyArray<{
    id: Exclude<MobileMenuView, 'main'>;
    label: string;
    items: ReadonlyArray<MobileMenuItem>;
  }>;
  backLabel: string;
  linkProps: Omit<MobileMenuLinkProps, 'item' | 'showHomeIcon'>;
}

/**
 * The menu's views: the call and booking buttons, the main links and a button per group; or one group's links with
 * the way back (the whole window for them: the call bar's Call Now is one Back away). Focus follows: to the group's
 * heading when it opens, back to its button on the way back.
 */
function MobileMenuViews({ actions, mainItems, groups, backLabel, linkProps }: MobileMenuViewsProps) {
  const [view, setView] = useState<MobileMenuView>('main');
  const viewHeading = useRef<HTMLHeadingElement>(null);
  const groupButtons = useRef<Partial<Record<MobileMenuView, HTMLButtonElement | null>>>({});
  const cameFrom = useRef<MobileMenuView | null>(null);
  const headingId = useId();
  useEffect(() => {
    if (view !== 'main') viewHeading.current?.focus();
    else if (cameFrom.current) groupButtons.current[cameFrom.current]?.focus();
  }, [view]);
  const show = (next: MobileMenuView) => {
    cameFrom.current = view === 'main' ? null : view;
    setView(next);
  };
  const group = groups.find((candidate) => candidate.id === view);

  if (group)
    return (
      <div className={styles.groupView}>
        <button type="button" className={styles.groupButton} onClick={() => show('main')}>
          <ChevronLeft className={styles.icon} aria-hidden="true" size={22} />
          {backLabel}
        </button>
        <h3 id={headingId} ref={viewHeading} tabIndex={-1} className={styles.groupHeading}>
          {group.label}
        </h3>
        <MobileMenuList items={group.items} linkProps={linkProps} labelledBy={headingId} />
      </div>
    );
  return (
    <>
      {actions}
      <div className={styles.group}>
        <MobileMenuList items={mainItems} linkProps={linkProps} homeIcon />
      </div>
      <div className={styles.groupButtons}>
        {groups.map((candidate) => (
          <button
            key={candidate.id}
            ref={(element) => {
              groupButtons.current[candidate.id] = element;
            }}
            type="button"
            className={styles.groupButton}
            onClick={() => show(candidate.id)}
          >
            {candidate.label}
            <ChevronRight className={styles.icon} aria-hidden="true" size={22} />
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * The slide-out side menu for screens below desktop width (a Drawer: 320px, 400px on larger screens, wider in a short
 * window; focus is trapped inside and returns to the menu button; its title and close button stay put). Call and
 * Book Appointment sit at the top, then Home and the main links, then a button each for the Learn and Tools items,
 * which show in place of the main links with a way back (focus moves to the group's heading, and back to its button).
 * Any link tap and Book Appointment close it; in-page items scroll to their section once it has closed.
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
  backLabel,
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
  const groups = [
    { id: 'learn' as const, label: learnLabel, items: learn },
    { id: 'tools' as const, label: toolsLabel, items: tools },
  ];

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      {/* Inside the drawer's content: it opens on the whole menu each time (the content is new each time). */}
      <MobileMenuViews
        actions={
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
        }
        mainItems={[home, ...primary]}
        groups={groups}
        backLabel={backLabel}
        linkProps={linkProps}
      />
    </Drawer>
  );
}
