import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../private/useReturnFocus';
import { overlay } from '../Dialog/Dialog.css';
import * as styles from './Drawer.css';

export interface DrawerProps {
  /** Open or closed (controlled). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the panel for screen readers (and shows at its top). */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The edge it slides in from. */
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A slide-out side panel (320px, 400px on larger screens) on Radix Dialog: focus trapped, Escape closes. */
export function Drawer({ open, onOpenChange, title, closeLabel, side = 'right', children }: DrawerProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={styles.panel({ side })}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" size={26} />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
