// useChatPanelModal: whether the chat panel is a modal dialog now (where it fills the screen: `fullScreenChatMedia`),
// and while it is, focus kept inside it: focus that leaves it goes back to the message box, and Tab and Shift+Tab
// cycle through its controls.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { fullScreenChatMedia } from '../../private/chrome';

const focusableSelector =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether `query` matches now, following changes (false before the browser has a window). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * `modal`: the panel is open and fills the screen. `releaseFocus()`: stop bringing focus back (the panel closes and
 * sends focus elsewhere on purpose). `keepTabInside(event)`: on Tab while modal, wraps from the last control to the
 * first and back, and says whether it handled the key.
 */
export function useChatPanelModal({
  open,
  panelRef,
  inputRef,
}: {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLElement | null>;
}) {
  const modal = useMediaQuery(fullScreenChatMedia) && open;
  // Off while the panel closes and sends focus elsewhere on purpose (the schedule action).
  const trapFocus = useRef(true);

  // Modal (full screen): focus that lands outside the panel is brought back to the message box.
  useEffect(() => {
    if (!modal) return;
    trapFocus.current = true;
    const keepFocusInside = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (trapFocus.current && panel && event.target instanceof Node && !panel.contains(event.target))
        inputRef.current?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
  }, [modal, panelRef, inputRef]);

  const releaseFocus = () => {
    trapFocus.current = false;
  };

  const keepTabInside = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (event.key !== 'Tab' || !modal) return false;
    // Modal: Tab from the last control goes to the first, Shift+Tab from the first to the last.
    const focusable = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [],
    ).filter((element) => element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return true;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
    return true;
  };

  return { modal, releaseFocus, keepTabInside };
}
