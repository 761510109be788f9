import { createContext, useContext } from 'react';
import type { ShellData } from './shell.server';

export type { ShellData };

/**
 * The copy and settings of the parts shared by every page (header, contact, footer, chat, 404), from the root
 * route's loader (see shell.server.ts). The root route provides it to the page; each island of the page gets it
 * from the page's HTML (see islands/frame.tsx).
 */
export const ShellContext = createContext<ShellData | undefined>(undefined);

/** The path of the page being shown ('/', '/about', …), for the navigation's current-page mark. */
export const PagePathContext = createContext<string>('/');

export function useShell(): ShellData {
  const shell = useContext(ShellContext);
  if (!shell) {
    throw new Error(
      'The site shell copy is missing: useShell() needs ShellContext (app/root.tsx or an island frame).',
    );
  }
  return shell;
}

/** The shell copy, or undefined where it may be missing (the root error boundary). */
export function useOptionalShell(): ShellData | undefined {
  return useContext(ShellContext);
}

/** The path of the page, without a trailing slash ('/' for home). */
export function usePagePath(): string {
  return useContext(PagePathContext);
}
