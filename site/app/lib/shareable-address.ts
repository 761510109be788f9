// The calculators' input in the address bar (shareable links), read after hydration: IrmaaTool, TimelineTool.
import { useEffect, useState } from 'react';

/**
 * A tool whose input lives in the address bar (shareable links). The prerendered page has no query string, so the
 * address is read after hydration: the input it held (a shared link, or the tool's own form fields when the browser
 * submitted the form before the page's code arrived) remounts the tool with it (`key`), and the address is rewritten
 * to its shareable form. `props` are the tool's: the input to start with, the handler that puts a new input in the
 * address without a navigation, and the shareable link of an input (`pageUrl` with its query string).
 */
export function useShareableAddress<T>(
  read: (search: string) => T | null,
  write: (input: T) => string,
  pageUrl: string,
) {
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
  return {
    key: shared ? 'shared' : 'empty',
    props: {
      initialInput: shared ?? undefined,
      onInputChange: keep,
      shareUrl: (input: T) => `${pageUrl}?${write(input)}`,
    },
  };
}
