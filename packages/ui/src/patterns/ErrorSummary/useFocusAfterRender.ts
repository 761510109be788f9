// useFocusAfterRender: moves focus, once React has rendered what a submit shows, to an element named by its id: the
// first field to fix (the ErrorSummary's companion), the result heading, a notice. Used by the calculators and the
// callback form.
import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns `focusAfterRender(id)`: after the next render, the element with that id gets focus (once). `initialId` is
 * focused after the first render, e.g. a message the page opened with.
 */
export function useFocusAfterRender(initialId: string | null = null): (id: string) => void {
  const pending = useRef<string | null>(initialId);
  // After every render: the one that shows the messages or the result has the element in the document.
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
