// In-page anchors (#contact, #faq) shared by the sections that scroll to them. Never imported at render
// time with a DOM: everything here runs in event handlers, so prerendering stays safe.

/** An item that may scroll to an in-page anchor instead of navigating. */
export interface ScrollableItem {
  /** "#contact", or "/#contact" once joined with the home path. */
  href: string;
  /** True when the item scrolls to an anchor of the page. */
  scrollTo?: boolean;
}

/** "#faq" on the home path "/" becomes "/#faq", so the link still leads there from any other page. */
export function anchorHref(homeHref: string, item: ScrollableItem): string {
  return item.scrollTo && item.href.startsWith('#') ? `${homeHref}${item.href}` : item.href;
}

/** The element an in-page link points at, when it is on the current page. */
export function anchorTarget(href: string): HTMLElement | null {
  const hashAt = href.indexOf('#');
  if (typeof document === 'undefined' || hashAt === -1 || hashAt === href.length - 1) return null;
  return document.getElementById(decodeURIComponent(href.slice(hashAt + 1)));
}

/**
 * Scrolls to the element (smoothly, or at once when the visitor prefers reduced motion) and moves keyboard and
 * screen-reader focus there, so the next Tab continues from the section the visitor asked for.
 */
export function scrollToElement(target: HTMLElement): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Runs `callback` once a menu or dialog that is closing now has handed focus back to its button: Radix does that
 * in a zero-delay timeout after it unmounts, which is queued after the click that closed it, so two nested
 * timeouts land after it.
 */
export function afterFocusReturns(callback: () => void): void {
  window.setTimeout(() => window.setTimeout(callback, 0), 0);
}

/**
 * Handles a click on an item: when it scrolls to an anchor that is on this page, cancels the navigation and scrolls
 * there (after a closing overlay returned focus, when `afterOverlay` is set). Otherwise the link is followed, e.g.
 * to "/#contact" from another page. Returns whether it scrolled.
 */
export function scrollToItem(
  item: ScrollableItem,
  event: { preventDefault: () => void },
  afterOverlay = false,
): boolean {
  if (!item.scrollTo) return false;
  const target = anchorTarget(item.href);
  if (!target) return false;
  event.preventDefault();
  if (afterOverlay) afterFocusReturns(() => scrollToElement(target));
  else scrollToElement(target);
  return true;
}

/**
 * Brings the element with this id into view and moves focus to it (see scrollToElement). Returns false when no
 * element has that id, so the caller lets the link's own #hash navigation happen.
 */
export function scrollToTarget(targetId: string): boolean {
  if (typeof document === 'undefined') return false;
  const target = document.getElementById(targetId);
  if (!target) return false;
  scrollToElement(target);
  return true;
}
