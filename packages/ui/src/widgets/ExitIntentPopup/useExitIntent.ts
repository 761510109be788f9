import { useEffect, useEffectEvent, useState } from 'react';

export interface UseExitIntentOptions {
  /** Milliseconds after mount before a top exit can open the popup (SPEC §4: 3000). */
  delayMs: number;
  /** sessionStorage key that remembers the popup was shown in this browser session. */
  storageKey: string;
  /** Start open (stories); this counts as shown. */
  defaultOpen?: boolean;
  /** Called when an exit opens the popup. */
  onOpen?: () => void;
}

export interface UseExitIntentResult {
  /** Whether the popup is open. */
  open: boolean;
  /** Opens or closes it (the dialog's close button and Escape call this with false). */
  setOpen: (open: boolean) => void;
  /** True while a top exit would open the popup: after the delay, and only until it has been shown. */
  armed: boolean;
}

/** True when the popup was already shown in this browser session (false when storage is unavailable). */
export function wasShown(storageKey: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

function markShown(storageKey: string): void {
  try {
    window.sessionStorage.setItem(storageKey, '1');
  } catch {
    // Storage can be blocked (private modes, strict settings): the popup then shows at most once per page view.
  }
}

/**
 * True when the pointer left the window through its top edge (towards the tabs, address bar or close button):
 * no element is entered (no relatedTarget) and the pointer is at or above the top of the viewport.
 */
export function isTopExit(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * Exit intent, once per session (SPEC §4): `delayMs` after mount the hook starts listening on
 * `document.documentElement` for the pointer leaving through the top of the window; the first such exit opens the
 * popup, writes `storageKey` to sessionStorage and stops listening. A session that already has the key never arms.
 */
export function useExitIntent({
  delayMs,
  storageKey,
  defaultOpen = false,
  onOpen,
}: UseExitIntentOptions): UseExitIntentResult {
  const [open, setOpen] = useState(defaultOpen);
  const [armed, setArmed] = useState(false);
  const reportOpen = useEffectEvent(() => onOpen?.());

  useEffect(() => {
    if (defaultOpen) markShown(storageKey);
  }, [defaultOpen, storageKey]);

  useEffect(() => {
    if (defaultOpen || wasShown(storageKey)) return;
    const root = document.documentElement;
    let listening = false;

    const stop = () => {
      root.removeEventListener('mouseout', onExit);
      root.removeEventListener('mouseleave', onExit);
      listening = false;
    };

    function onExit(event: MouseEvent) {
      if (!listening || !isTopExit(event)) return;
      stop();
      setArmed(false);
      // Another instance (or a remount) may have shown it meanwhile.
      if (wasShown(storageKey)) return;
      markShown(storageKey);
      setOpen(true);
      reportOpen();
    }

    const timer = window.setTimeout(() => {
      if (wasShown(storageKey)) return;
      root.addEventListener('mouseout', onExit);
      root.addEventListener('mouseleave', onExit);
      listening = true;
      setArmed(true);
    }, delayMs);

    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [defaultOpen, delayMs, storageKey]);

  return { open, setOpen, armed };
}
