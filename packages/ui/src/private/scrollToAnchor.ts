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

/** The first field a visitor fills in: a text field, a choice or a box, never a hidden or honeypot input. */
const firstFieldSelector =
  'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The first control: a button or a link. */
const firstControlSelector = 'button:not([disabled]):not([hidden]), a[href]';

/**
 * Where focus goes when a link leads to `target`: its first field when it says so (`data-focus-first`, the callback
 * form: the visitor came to fill it in), its first button or link with `data-focus-first="control"` (the chat's
 * button), else the target itself.
 */
export function focusTargetIn(target: HTMLElement): HTMLElement {
  const first = target.getAttribute('data-focus-first');
  if (first === null) return target;
  return (
    target.querySelector<HTMLElement>(first === 'control' ? firstControlSelector : firstFieldSelector) ??
    target
  );
}

/**
 * Scrolls to the element (smoothly, or at once when the visitor prefers reduced motion) and moves keyboard and
 * screen-reader focus there (to its first field when it is a form that asks for it), so the next Tab continues from
 * the section the visitor asked for.
 */
export function scrollToElement(target: HTMLElement): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
  const focusTarget = focusTargetIn(target);
  if (focusTarget === target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  focusTarget.focus({ preventScroll: true });
}

/**
 * Fills the callback form's topic (the element with `formId`) when it is empty, and unfolds the optional questions it
 * sits in. Works on the page's HTML whether or not the form's code has run. Returns the form, or null.
 */
export function fillCallbackTopic(formId: string, topic?: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById(formId);
  if (!root) return null;
  const topicField = root.querySelector<HTMLTextAreaElement>('textarea[name="topic"]');
  if (topic && topicField && topicField.value.trim() === '') {
    topicField.value = topic.slice(0, topicField.maxLength > 0 ? topicField.maxLength : undefined);
    const fold = topicField.closest('details');
    if (fold && !fold.open) fold.open = true;
  }
  return root;
}

/**
 * Leads the visitor to the callback form (the element with `formId`), focused on its first field, with the topic
 * filled in when it is empty (a tool's result: what the visitor entered) and the optional questions unfolded. Works
 * on the page's HTML whether or not the form's code has run. Returns false when the page has no such form.
 */
export function requestCallback(formId: string, topic?: string): boolean {
  const root = fillCallbackTopic(formId, topic);
  if (!root) return false;
  scrollToElement(root);
  return true;
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
