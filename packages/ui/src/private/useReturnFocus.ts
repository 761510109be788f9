import { useLayoutEffect, useRef } from 'react';

/**
 * Focus return for a dialog opened without a Radix trigger (by a timer, a pointer leaving the window, a menu
 * button elsewhere): remembers what had focus when `open` turned true, and returns an `onCloseAutoFocus` handler
 * that puts focus back there instead of on <body>.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const previous = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its passive effect).
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
      previous.current = document.activeElement === document.body ? null : document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = previous.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  };
}
