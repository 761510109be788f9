// useArrivalFocus: a visitor who follows a link to a part of the page (the consultation form, the chat's button) lands
// with focus on it, ready to type or press: a link of the page's HTML that no code handles (a skip link, a card's
// Learn More), an address that names the part (/#callback from another page), or the same link pressed again.
import { useEffect, useRef } from 'react';
import { focusTargetIn, scrollToElement } from './scrollToAnchor';

/** Whether a link leads to the element with this id on the page being shown. */
function leadsHere(link: HTMLAnchorElement, id: string): boolean {
  const url = new URL(link.href, window.location.href);
  return (
    url.hash === `#${id}` &&
    url.origin === window.location.origin &&
    url.pathname === window.location.pathname
  );
}

export interface ArrivalFocusOptions {
  /**
   * Move focus without following the link: no entry in the history, no scroll (a part that floats over the page, such
   * as the chat's button). By default the browser follows the link and focus comes after.
   */
  inPlace?: boolean;
  /** Called with a link that leads here, before it is followed (to fill in what it names). */
  onFollow?: (link: HTMLAnchorElement) => void;
}

/**
 * Focuses the element with `id` (its first field or control, `data-focus-first`) when the address names it, now or
 * after a link is followed, and when a link to it is pressed again.
 */
export function useArrivalFocus(id: string, options: ArrivalFocusOptions = {}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const arrive = () => {
      const root = document.getElementById(id);
      if (root && window.location.hash === `#${id}`) focusTargetIn(root).focus({ preventScroll: true });
    };
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !leadsHere(link, id)) return;
      const root = document.getElementById(id);
      if (!root) return;
      latest.current.onFollow?.(link);
      if (latest.current.inPlace) {
        event.preventDefault();
        focusTargetIn(root).focus({ preventScroll: true });
      } else if (window.location.hash === `#${id}`) {
        // The same address again gives no hashchange: scroll and focus here.
        event.preventDefault();
        scrollToElement(root);
      }
      // Otherwise the browser follows the link (an entry in the history, the scroll) and the hashchange brings focus.
    };
    arrive();
    window.addEventListener('hashchange', arrive);
    document.addEventListener('click', follow);
    return () => {
      window.removeEventListener('hashchange', arrive);
      document.removeEventListener('click', follow);
    };
  }, [id]);
}
