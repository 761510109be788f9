import { CalendarCheck, Menu, Phone } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { ButtonLink } from '../../primitives/Button/Button';
import type { DropdownMenuItem } from '../../primitives/DropdownMenu/DropdownMenu';
import { Link } from '../../primitives/Link/Link';
import { afterFocusReturns, anchorHref, scrollToItem } from '../../private/scrollToAnchor';
import type * as MobileMenuExports from '../MobileMenu/MobileMenu';
import * as styles from './NavBar.css';
import { NavBarLinks } from './NavBarLinks';

/**
 * One navigation item (the shape of @agency/content's `NavItem`): a dropdown item (href: a site path, an https
 * address or a home-page anchor such as "#faq"; featured: the free webinar, at the top of its dropdown) that may
 * scroll to its anchor.
 */
export interface NavBarItem extends DropdownMenuItem {
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
  /** The side menu's way back from the Learn or Tools items to the whole menu, e.g. "Back to the menu". */
  backLabel: string;
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

/** "var(--stickyTop__1x2y)" → "--stickyTop__1x2y": the custom property a style object sets. */
function cssVarName(variable: string): string {
  return variable.replace(/^var\((--[^,)]+).*\)$/, '$1');
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

type MobileMenuComponent = (typeof MobileMenuExports)['MobileMenu'];

let mobileMenuModule: Promise<MobileMenuComponent> | null = null;

/**
 * Loads the side menu's code (with its dialog) once: it is needed only below desktop width, and only when the menu
 * button is pressed, so it stays out of the page's first load. A failed load is retried on the next call.
 */
function loadMobileMenu(): Promise<MobileMenuComponent> {
  mobileMenuModule ??= import('../MobileMenu/MobileMenu').then(
    (module) => module.MobileMenu,
    (error: unknown) => {
      mobileMenuModule = null;
      throw error;
    },
  );
  return mobileMenuModule;
}

/** Runs `task` when the browser is idle (soon after, where it has no idle callbacks). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1500);
  return () => window.clearTimeout(timer);
}

/**
 * The sticky navigation bar under the phone banner. At desktop width: the agency name, the phone link and 'Book
 * Appointment' on top, and under them the Learn dropdown, the main links, the Tools dropdown and Home. Below
 * desktop width the links move into a slide-out side menu (MobileMenu) opened by the menu button, and the phone
 * link stays in the bar. In-page items (FAQs, Book Appointment) scroll to their section on this page and move
 * focus there; from another page they lead to the home page's anchor. The side menu's code loads when the browser
 * is idle below desktop width, or when the menu button is first pointed at, focused or pressed.
 */
export function NavBar({
  agencyName,
  openMenuLabel,
  closeMenuLabel,
  menuTitle = 'Menu',
  navLabel = 'Main',
  stickyTop,
  ...shared
}: NavBarProps) {
  // What the bar and its side menu both show; the menu has the same defaults.
  const {
    homeHref = '/',
    newTabLabel = '(opens in a new tab)',
    bookAppointment,
    phone,
    onCall,
    onBook,
  } = shared;
  const [menuOpen, setMenuOpen] = useState(false);
  const [MobileMenu, setMobileMenu] = useState<MobileMenuComponent | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const prepareMenu = useCallback(
    () =>
      loadMobileMenu().then((component) => {
        setMobileMenu(() => component);
        return component;
      }),
    [],
  );
  // Below desktop width (where the menu button shows), fetch the side menu once the page is idle, so the first
  // press opens it at once.
  useEffect(() => {
    if (!menuButton.current?.getClientRects().length) return;
    return whenIdle(() => prepareMenu().catch(() => undefined));
  }, [prepareMenu]);
  const openMenu = () => {
    setMenuOpen(true);
    if (MobileMenu) return;
    prepareMenu().catch((error: unknown) => {
      console.error('The menu could not load.', error);
      setMenuOpen(false);
    });
  };

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
  return (
    <nav
      aria-label={navLabel}
      className={styles.root}
      style={stickyTop ? ({ [cssVarName(styles.stickyTopVar)]: stickyTop } as CSSProperties) : undefined}
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
              aria-label={shared.phoneLabel}
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
                aria-busy={menuOpen && !MobileMenu ? true : undefined}
                onPointerEnter={() => void prepareMenu().catch(() => undefined)}
                onFocus={() => void prepareMenu().catch(() => undefined)}
                onClick={openMenu}
              >
                <Menu aria-hidden="true" size={24} />
                {menuTitle}
              </button>
            </span>
          </div>
        </div>
        <NavBarLinks {...shared} homeHref={homeHref} newTabLabel={newTabLabel} />
      </div>
      {MobileMenu ? (
        <MobileMenu
          {...shared}
          open={menuOpen}
          onOpenChange={handleMenuOpenChange}
          title={menuTitle}
          closeLabel={closeMenuLabel}
        />
      ) : null}
    </nav>
  );
}
