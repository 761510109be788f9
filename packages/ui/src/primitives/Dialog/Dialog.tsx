// A modal dialog on Radix Dialog: a header (title and close button), the description, the body and an optional
// footer, in one column that fits the window. Nothing scrolls inside a box of its own: where the window is too short
// for it all (a laptop at 200% zoom), the dialog takes the whole window and scrolls as a page does, its title and
// close button kept at the top.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../private/useReturnFocus';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Open or closed (controlled). */
  open: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title; it names the dialog for screen readers. */
  title: string;
  /** A sentence under the title; describes the dialog for screen readers. */
  description?: string;
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string;
  children?: ReactNode;
  /** Under the body, set apart by a line (e.g. a consent box and the buttons it turns on). */
  footer?: ReactNode;
  /** How wide it may grow: `medium` (34rem, the default) or `wide` (48rem, for a long text such as a consent). */
  width?: 'medium' | 'wide';
}

/**
 * A modal dialog on Radix Dialog: focus moves in on open, is trapped while open and returns on close (to what had
 * focus before, also when it was opened without a trigger, or to the page's main content when nothing had focus);
 * Escape and the close button close it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  width = 'medium',
}: DialogProps) {
  const returnFocus = useReturnFocus(open, { toMain: true });
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ width })}
          // Radix hides the rest of the page from assistive technology; aria-modal says so to it as well.
          aria-modal="true"
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" size={26} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
