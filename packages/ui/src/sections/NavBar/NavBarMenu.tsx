import clsx from 'clsx';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../primitives/Link/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { anchorHref, scrollToItem } from '../../private/scrollToAnchor';
import type { NavBarItem } from './NavBar';
import * as styles from './NavBarMenu.css';

export interface NavBarMenuProps {
  /** Text of the button, e.g. "Learn". */
  label: string;
  items: ReadonlyArray<NavBarItem>;
  /** The page that holds the anchors ("/" gives "/#faq" from other pages). */
  homeHref: string;
  /** Read after the label of links that open a new tab. */
  newTabLabel: string;
  /** Path of the current page; its link is marked aria-current="page". */
  currentPath?: string;
  onNavigate?: (item: NavBarItem) => void;
}

// useLayoutEffect warns when React renders on a server (prerendering); the effect only matters in a browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * One dropdown of the navigation bar (Learn, Tools), built as a disclosure (the WAI-ARIA pattern for site
 * navigation): a button with aria-expanded and aria-controls shows a list of ordinary links under it. Tab moves
 * through the links in order; Escape closes it and puts focus back on the button; a click outside it, or focus
 * leaving it, closes it. Choosing a link closes it too; in-page items (FAQs) scroll to their section on this page.
 */
export function NavBarMenu({
  label,
  items,
  homeHref,
  newTabLabel,
  currentPath,
  onNavigate,
}: NavBarMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  // While open: a press outside it or focus moving out of it closes it; Escape closes it and returns focus.
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const closeOnPressOutside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const closeOnFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    // Capture phase: a press on a part of the page that is not hydrated yet never reaches the document's bubble
    // phase (React stops it there).
    document.addEventListener('pointerdown', closeOnPressOutside, true);
    element.addEventListener('focusout', closeOnFocusOut);
    element.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnPressOutside, true);
      element.removeEventListener('focusout', closeOnFocusOut);
      element.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // The list opens under the button, aligned to its start; when that would run past the window's end edge (Tools,
  // on a narrow desktop), it aligns to the button's end instead.
  useBrowserLayoutEffect(() => {
    const element = list.current;
    if (!open || !element) return;
    element.removeAttribute('data-align');
    const box = element.getBoundingClientRect();
    if (box.right > document.documentElement.clientWidth) element.setAttribute('data-align', 'end');
  }, [open]);

  const choose = (item: NavBarItem, event: { preventDefault: () => void }) => {
    onNavigate?.(item);
    setOpen(false);
    scrollToItem(item, event);
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
        <ChevronDown className={styles.chevron} aria-hidden="true" size={20} />
      </button>
      {/* Two columns when the list is long (Learn), so the whole of it fits a laptop's window. */}
      <ul
        ref={list}
        id={listId}
        className={styles.list}
        data-columns={items.length > 4 ? 2 : undefined}
        hidden={!open}
      >
        {items.map((item) => (
          <li key={item.id}>
            {item.external ? (
              <a
                className={clsx(styles.item, item.featured && styles.featured)}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => choose(item, event)}
              >
                <span className={styles.itemLabel}>
                  {item.label}
                  <ExternalLink aria-hidden="true" size={18} />
                  <VisuallyHidden> {newTabLabel}</VisuallyHidden>
                </span>
                {item.description ? <span className={styles.itemDescription}>{item.description}</span> : null}
              </a>
            ) : (
              <Link
                className={clsx(styles.item, item.featured && styles.featured)}
                href={anchorHref(homeHref, item)}
                aria-current={currentPath !== undefined && item.href === currentPath ? 'page' : undefined}
                onClick={(event) => choose(item, event)}
              >
                <span className={styles.itemLabel}>{item.label}</span>
                {item.description ? <span className={styles.itemDescription}>{item.description}</span> : null}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
