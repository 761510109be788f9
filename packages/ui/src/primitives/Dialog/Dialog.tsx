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
  /**
   * Kept in view under the body (e.g. a consent box and the buttons it turns on): the title, description and body
   * scroll inside the dialog above it, so the two are always seen together. In a short window (under 500px) the
   * whole dialog scrolls instead, footer included.
   */
  footer?: ReactNode;
}

/**
 * A modal dialog on Radix Dialog: focus moves in on open, is trapped while open and returns on close (to what had
 * focus before, also when it was opened without a trigger);
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
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  const head = (
    <>
      <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
      {description ? (
        <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
      ) : null}
      <div className={styles.body}>{children}</div>
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={footer ? `${styles.content} ${styles.withFooter}` : styles.content}
          // Radix hides the rest of the page from assistive technology; aria-modal says so to it as well.
          aria-modal="true"
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {footer ? (
            <>
              {/* The scrolling part takes focus so a keyboard can scroll it too (it may hold only text). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className={styles.scroll} tabIndex={0}>
                {head}
              </div>
              <div className={styles.footer}>{footer}</div>
            </>
          ) : (
            head
          )}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <X aria-hidden="true" size={26} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
