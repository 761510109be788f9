import * as RadixToast from '@radix-ui/react-toast';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { X } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './ToastContext';
import * as styles from './Toast.css';

export { toastVariants, useOptionalToast, useToast } from './ToastContext';
export type { ToastOptions, ToastVariant } from './ToastContext';

interface ToastEntry extends ToastOptions {
  id: number;
}

export interface ToastProviderProps {
  /** At most this many toasts show at once; a newer one pushes the oldest out (spec: 3). */
  maxVisible?: number;
  /** Default time on screen in ms (spec: 4000). */
  duration?: number;
  /** Space between toasts in px (spec: 14). */
  gap?: number;
  /** Accessible name of the notification region. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * Notifications on Radix Toast: announced to screen readers, pausable on hover and focus, swipe to dismiss.
 * Wrap the app once; call `useToast()` anywhere below.
 */
export function ToastProvider({
  maxVisible = 3,
  duration = 4000,
  gap = 14,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
  children,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ReadonlyArray<ToastEntry>>([]);
  const nextId = useRef(0);
  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...options, id }].slice(-maxVisible));
    },
    [maxVisible],
  );
  const remove = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={styles.toast({ variant: toast.variant })}
            duration={toast.duration}
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
            }}
          >
            <div>
              <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
              {toast.description ? (
                <RadixToast.Description className={styles.description}>
                  {toast.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" size={22} />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport
          className={styles.viewport}
          style={assignInlineVars({ [styles.gapVar]: `${gap}px` })}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
