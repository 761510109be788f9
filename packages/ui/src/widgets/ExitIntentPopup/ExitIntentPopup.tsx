import { useEffect, useState } from 'react';
import type * as DialogExports from './ExitIntentPopupDialog';
import { useExitIntent } from './useExitIntent';

export interface ExitIntentPopupProps {
  /** Milliseconds after the page loads before the popup can open (content `constants.exitPopupDelayMs`: 3000). */
  delayMs: number;
  /** sessionStorage key remembering that the popup was shown in this browser session. */
  storageKey?: string;
  /** Dialog title, e.g. "Schedule Your Free Consultation". */
  title: string;
  /** One sentence under the title; it also describes the dialog to screen readers. */
  intro: string;
  /**
   * What the consultation offers: no cost / no obligation, comparing plans from the carriers we represent, help with
   * enrollment.
   */
  points: ReadonlyArray<string>;
  /** The marketing-consent text beside the checkbox. */
  consentLabel: string;
  /** Why both buttons stay disabled until the box is ticked. */
  consentHelp: string;
  /** Text of the call button, e.g. "Call Now". */
  callLabel: string;
  /** Text of the booking button, e.g. "Book Appointment". */
  bookLabel: string;
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string;
  /** The toll-free number; 'Call Now' dials `e164`. */
  phone: { display: string; e164: string };
  /** The external booking page, opened in a new tab by 'Book Appointment'. */
  bookingHref: string;
  /** Text read by screen readers after a link that opens a new tab. */
  newTabLabel?: string;
  /** Called when a top exit opens the popup. */
  onOpen?: () => void;
  /** Called when the visitor presses 'Call Now'. */
  onCall?: () => void;
  /** Called when the visitor presses 'Book Appointment'. */
  onBook?: () => void;
  /** Called with the new state when the consent box is ticked or unticked. */
  onConsentChange?: (checked: boolean) => void;
  /** Start open, without waiting for an exit (stories and reviews). */
  defaultOpen?: boolean;
}

type DialogComponent = (typeof DialogExports)['ExitIntentPopupDialog'];

let dialogModule: Promise<DialogComponent> | null = null;

/** Loads the popup's dialog once (a failed load is retried on the next call). */
export function loadExitIntentDialog(): Promise<DialogComponent> {
  dialogModule ??= import('./ExitIntentPopupDialog').then(
    (module) => module.ExitIntentPopupDialog,
    (error: unknown) => {
      dialogModule = null;
      throw error;
    },
  );
  return dialogModule;
}

/**
 * The exit-intent popup (SPEC §2, §4): armed `delayMs` after the page loads, it opens once when the pointer leaves
 * through the top of the window and never again in that browser session. 'Call Now' and 'Book Appointment' stay
 * disabled until the marketing-consent box is ticked. Built on Dialog: focus moves in and is trapped, Escape and the
 * close button close it, and focus returns where it was. The page loads none of the dialog's code: it is fetched
 * when the popup is armed, well before a visitor can head for the top of the window.
 */
export function ExitIntentPopup({
  delayMs,
  storageKey = 'exit-intent-shown',
  defaultOpen,
  onOpen,
  ...dialogProps
}: ExitIntentPopupProps) {
  const { open, setOpen, armed } = useExitIntent({ delayMs, storageKey, defaultOpen, onOpen });
  const [PopupDialog, setPopupDialog] = useState<DialogComponent | null>(null);
  const needed = armed || open;

  useEffect(() => {
    if (!needed || PopupDialog) return;
    let mounted = true;
    loadExitIntentDialog().then(
      (component) => {
        if (mounted) setPopupDialog(() => component);
      },
      (error: unknown) => console.error('The exit popup could not load.', error),
    );
    return () => {
      mounted = false;
    };
  }, [needed, PopupDialog]);

  return PopupDialog ? <PopupDialog {...dialogProps} open={open} onOpenChange={setOpen} /> : null;
}
