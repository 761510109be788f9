import { useLayoutEffect, useRef } from 'react';

/**
 * Focus return for a dialog opened without a Radix trigger (by a timer, a pointer leaving the window, a menu
 * button elsewhere): remembers what had focus when `open` turned true, and returns an `onCloseAutoFocus` handler
 * that puts focus back there. With `toMain`, when nothing had focus (a popup opened by the pointer leaving the
 * page), focus goes to the page's main content, where the next Tab continues, instead of being lost on <body>.
 */
export function useReturnFocus(
  open: boolean,
  { toMain = false }: { toMain?: boolean } = {},
): (event: Event) => void {
  const previous = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its passive effect).
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
      previous.current = document.activeElement === document.body ? null : document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = previous.current?.isConnected
      ? previous.current
      : toMain
        ? document.querySelector('main')
        : null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    if (target.tagName === 'MAIN' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
}
