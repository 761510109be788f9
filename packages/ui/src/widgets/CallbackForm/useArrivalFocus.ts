// useArrivalFocus: a visitor who follows a link to the callback form (#callback on this page, /#callback from
// another, or a plain link of the page's HTML, which no code handles) lands with focus on its first field, ready to
// type. Links that scroll there themselves (the hero's, the navigation's, the call bar's) already do the same.
import { useEffect } from 'react';
import { focusTargetIn, requestCallback } from '../../private/scrollToAnchor';

/** Whether a link leads to the element with this id on the page being shown. */
function leadsHere(link: HTMLAnchorElement, id: string): boolean {
  const url = new URL(link.href, window.location.href);
  return (
    url.hash === `#${id}` &&
    url.origin === window.location.origin &&
    url.pathname === window.location.pathname
  );
}

/** Focuses the first field of the element with `id` when the address names it, now or after a link is followed. */
export function useArrivalFocus(id: string): void {
  useEffect(() => {
    const arrive = () => {
      const root = document.getElementById(id);
      if (root && window.location.hash === `#${id}`) focusTargetIn(root).focus({ preventScroll: true });
    };
    // A link whose own code did nothing: scroll and focus here (the same address again gives no hashchange), with the
    // topic it names (`data-callback-topic`, a static card's Learn More) filled in.
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const root = document.getElementById(id);
      if (!(link instanceof HTMLAnchorElement) || !root || !leadsHere(link, id)) return;
      event.preventDefault();
      requestCallback(id, link.dataset.callbackTopic);
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
