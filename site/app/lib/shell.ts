import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell.server';

export type { ShellData };

/**
 * The copy and settings of the parts shared by every page (header, contact, footer, chat, 404), from the root
 * route's loader (see shell.server.ts).
 */
export function useShell(): ShellData {
  const shell = useOptionalShell();
  if (!shell) {
    throw new Error(
      'The site shell copy is missing: useShell() needs the root loader data (app/root.tsx `loader`).',
    );
  }
  return shell;
}

/** The shell copy, or undefined where the root loader data may be missing (the root error boundary). */
export function useOptionalShell(): ShellData | undefined {
  return useRouteLoaderData<{ shell: ShellData }>('root')?.shell;
}

let hydrated = false;

/** The root route calls this once the prerendered page (or the client app's fallback page) has hydrated. */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * False while the app is still starting: a route's clientLoader that runs then is loading a URL that was not
 * prerendered (the fallback page), so it has no data file to fetch.
 */
export function isHydrated(): boolean {
  return hydrated;
}
