import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CalendarCheck, ExternalLink, House, Menu, Phone } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import { DropdownMenu, type DropdownMenuItem } from '../../primitives/DropdownMenu/DropdownMenu';
import { Link } from '../../primitives/Link/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import * as styles from './NavBar.css';
import { afterFocusReturns, anchorHref, scrollToItem } from '../../private/scrollToAnchor';

/** One navigation item (the shape of @agency/content's `NavItem`). */
export interface NavBarItem {
  /** Unique id. */
  id: string;
  /** A site path, an https address (external) or a home-page anchor such as "#faq" (scrollTo). */
  href: string;
  /** Visible text. */
  label: string;
  /** One short line shown under the label in dropdowns. */
  description?: string;
  /** Opens in a new tab, with rel="noopener noreferrer" and a hint for screen readers. */
  external?: boolean;
  /** Highlighted at the top of its dropdown (the free webinar). */
  featured?: boolean;
  /** Scrolls smoothly to the anchor on this page and moves focus there, instead of navigating. */
  scrollTo?: boolean;
}

export interface NavBarProps {
  /** The agency's name: the text of the link home. */
  agencyName: string;
  /** Where the agency name links, and the page that holds the anchors ("/" gives "/#faq"). */
  homeHref?: string;
  /** Text of the Learn dropdown button, e.g. "Learn". */
  learnLabel: string;
  /** Items of the Learn dropdown; the featured webinar first, the FAQs item scrolls to #faq. */
  learn: ReadonlyArray<NavBarItem>;
  /** Plain links between the dropdowns: AEP, Blog, Partners, Service Areas. */
  primary: ReadonlyArray<NavBarItem>;
  /** Text of the Tools dropdown button, e.g. "Tools". */
  toolsLabel: string;
  /** Items of the Tools dropdown. */
  tools: ReadonlyArray<NavBarItem>;
  /** The Home button. */
  home: NavBarItem;
  /** The 'Book Appointment' button; scrolls to #contact. */
  bookAppointment: NavBarItem;
  /** The toll-free number: `display` is printed, `e164` is dialled. */
  phone: { display: string; e164: string };
  /** Accessible name of the phone link, e.g. "Call us at (800) 555-0123"; it contains the number shown. */
  phoneLabel: string;
  /** Accessible name of the menu button below desktop width, e.g. "Open menu". */
  openMenuLabel: string;
  /** Accessible name of the side menu's close button, e.g. "Close menu". */
  closeMenuLabel: string;
  /** Visible text of the menu button and title of the side menu. */
  menuTitle?: string;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Read after the label of links that open a new tab. */
  newTabLabel?: string;
  /** Path of the current page; its link is marked aria-current="page". */
  currentPath?: string;
  /**
   * CSS length where the bar sticks: the phone banner's height. The default is the banner's height from tokens
   * (one row from 640px up, two rows below). Where the banner may wrap further (very narrow screens, large text),
   * wrap PhoneBanner and NavBar in one sticky header instead; the offset then never matters.
   */
  stickyTop?: string;
  /** Called when the visitor taps the phone link (conversion tracking). */
  onCall?: () => void;
  /** Called when the visitor taps 'Book Appointment' (conversion tracking). */
  onBook?: () => void;
  /** Called with any navigation item the visitor chooses (analytics). */
  onNavigate?: (item: NavBarItem) => void;
}

/** "Magnolia Senior Benefits" → "MS". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

interface NavBarDropdownProps {
  label: string;
  items: ReadonlyArray<NavBarItem>;
  homeHref: string;
  newTabLabel: string;
  onNavigate?: (item: NavBarItem) => void;
}

/**
 * A DropdownMenu whose scrollTo items scroll instead of navigating. The menu's items are portalled, but their
 * clicks still bubble through React to this wrapper, after the menu has reported the chosen item.
 */
function NavBarDropdown({ label, items, homeHref, newTabLabel, onNavigate }: NavBarDropdownProps) {
  const chosen = useRef<NavBarItem | null>(null);
  const menuItems: DropdownMenuItem[] = items.map((item) => ({
    id: item.id,
    href: anchorHref(homeHref, item),
    label: item.label,
    description: item.description,
    external: item.external,
    featured: item.featured,
  }));
  const handleSelect = (menuItem: DropdownMenuItem) => {
    const item = items.find((candidate) => candidate.id === menuItem.id);
    if (!item) return;
    onNavigate?.(item);
    chosen.current = item;
  };
  const handleClick = (event: MouseEvent) => {
    const item = chosen.current;
    chosen.current = null;
    // The menu closes and hands focus back to its button first; then the page scrolls and focus moves on.
    if (item) scrollToItem(item, event, true);
  };
  return (
    <div role="presentation" onClick={handleClick}>
      <DropdownMenu label={label} items={menuItems} onSelect={handleSelect} newTabLabel={newTabLabel} />
    </div>
  );
}

/**
 * The sticky navigation bar under the phone banner. At desktop width: the agency name, the phone link and 'Book
 * Appointment' on top, and under them the Learn dropdown, the main links, the Tools dropdown and Home. Below
 * desktop width the links move into a slide-out side menu (MobileMenu) opened by the menu button, and the phone
 * link stays in the bar. In-page items (FAQs, Book Appointment) scroll to their section on this page and move
 * focus there; from another page they lead to the home page's anchor.
 */
export function NavBar({
  agencyName,
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
  openMenuLabel,
  closeMenuLabel,
  menuTitle = 'Menu',
  navLabel = 'Main',
  newTabLabel = '(opens in a new tab)',
  currentPath,
  stickyTop,
  onCall,
  onBook,
  onNavigate,
}: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const handleMenuOpenChange = (open: boolean) => {
    setMenuOpen(open);
    // The Drawer has no Radix trigger, so nothing takes focus back when it closes: return it to the menu button,
    // unless an in-page item has just moved it to its section.
    if (!open) {
      afterFocusReturns(() => {
        if (!document.activeElement || document.activeElement === document.body) menuButton.current?.focus();
      });
    }
  };
  const current = (item: NavBarItem) =>
    currentPath !== undefined && item.href === currentPath ? 'page' : undefined;

  return (
    <nav
      aria-label={navLabel}
      className={styles.root}
      style={stickyTop ? assignInlineVars({ [styles.stickyTopVar]: stickyTop }) : undefined}
    >
      <div className={styles.inner}>
        <div className={styles.topRow}>
          <Link className={styles.brand} href={homeHref}>
            <span className={styles.mark} aria-hidden="true">
              {initials(agencyName)}
            </span>
            {agencyName}
          </Link>
          <div className={styles.actions}>
            <a
              className={styles.phoneLink}
              href={`tel:${phone.e164}`}
              aria-label={phoneLabel}
              onClick={onCall}
            >
              <Phone aria-hidden="true" size={24} />
              <span className={styles.phoneNumber}>{phone.display}</span>
            </a>
            <span className={styles.desktopOnly}>
              <ButtonLink
                variant="primary"
                href={anchorHref(homeHref, bookAppointment)}
                icon={<CalendarCheck aria-hidden="true" size={22} />}
                onClick={(event) => {
                  onBook?.();
                  scrollToItem(bookAppointment, event);
                }}
              >
                {bookAppointment.label}
              </ButtonLink>
            </span>
            <span className={styles.belowDesktopOnly}>
              <button
                ref={menuButton}
                type="button"
                className={styles.menuButton}
                aria-label={openMenuLabel}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <Menu aria-hidden="true" size={24} />
                {menuTitle}
              </button>
            </span>
          </div>
        </div>
        <ul className={styles.links}>
          <li>
            <NavBarDropdown
              label={learnLabel}
              items={learn}
              homeHref={homeHref}
              newTabLabel={newTabLabel}
              onNavigate={onNavigate}
            />
          </li>
          {primary.map((item) => (
            <li key={item.id}>
              {item.external ? (
                <a
                  className={styles.navLink}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onNavigate?.(item)}
                >
                  {item.label}
                  <ExternalLink aria-hidden="true" size={18} />
                  <VisuallyHidden> {newTabLabel}</VisuallyHidden>
                </a>
              ) : (
                <Link
                  className={styles.navLink}
                  href={anchorHref(homeHref, item)}
                  aria-current={current(item)}
                  onClick={(event) => {
                    onNavigate?.(item);
                    scrollToItem(item, event);
                  }}
                >
                  {item.label}
                </Link>
              )}
            </li>
          ))}
          <li>
            <NavBarDropdown
              label={toolsLabel}
              items={tools}
              homeHref={homeHref}
              newTabLabel={newTabLabel}
              onNavigate={onNavigate}
            />
          </li>
          <li>
            <Link
              className={styles.navLink}
              href={home.href}
              aria-current={current(home)}
              onClick={() => onNavigate?.(home)}
            >
              <House aria-hidden="true" size={22} />
              {home.label}
            </Link>
          </li>
        </ul>
      </div>
      <MobileMenu
        open={menuOpen}
        onOpenChange={handleMenuOpenChange}
        title={menuTitle}
        closeLabel={closeMenuLabel}
        homeHref={homeHref}
        learnLabel={learnLabel}
        learn={learn}
        primary={primary}
        toolsLabel={toolsLabel}
        tools={tools}
        home={home}
        bookAppointment={bookAppointment}
        phone={phone}
        phoneLabel={phoneLabel}
        newTabLabel={newTabLabel}
        currentPath={currentPath}
        onCall={onCall}
        onBook={onBook}
        onNavigate={onNavigate}
      />
    </nav>
  );
}
