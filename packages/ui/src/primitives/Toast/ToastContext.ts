import { createContext, useContext, useMemo } from 'react';

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  /** "destructive" for failures (e.g. 'Connection Issue'). */
  variant?: ToastVariant;
  /** How long it stays, in ms; the provider's default otherwise. */
  duration?: number;
}

// The context lives apart from ToastProvider (and Radix Toast), so a component that only asks for the page's
// toasts doesn't bring the toast code into the page's first load.
export const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

/** The show function of the nearest ToastProvider, or null when there is none (e.g. to bring one only if needed). */
export function useOptionalToast(): ((options: ToastOptions) => void) | null {
  return useContext(ToastContext);
}

/** Shows a toast: `const toast = useToast(); toast({ title, description, variant: 'destructive' })`. */
export function useToast(): (options: ToastOptions) => void {
  const show = useContext(ToastContext);
  return useMemo(
    () =>
      show ??
      (() => {
        throw new Error('useToast() needs a <ToastProvider> above it.');
      }),
    [show],
  );
}
