import { useEffect, useState } from 'react';

/**
 * A tool whose input lives in the address bar (shareable links). The prerendered page has no query string, so the
 * address is read after hydration: `shared` is the input it held (a shared link, or the tool's own form fields when
 * the browser submitted the form before the page's code arrived), and the address is rewritten to its shareable
 * form. `keep(input)` puts a new input in the address without a navigation.
 */
export function useShareableAddress<T>(
  read: (search: string) => T | null,
  write: (input: T) => string,
): { shared: T | null; keep: (input: T) => void } {
  const [shared, setShared] = useState<T | null>(null);
  const keep = (input: T) => window.history.replaceState(null, '', `?${write(input)}`);
  useEffect(() => {
    const input = read(window.location.search);
    if (!input) return;
    keep(input);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string exists only in the browser
    setShared(input);
    // read and write are module functions: the address is read once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { shared, keep };
}
