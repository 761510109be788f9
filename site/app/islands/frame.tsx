// What every island renders inside, on the server and in the browser alike, so hydration sees the same tree: the
// shell copy and the page's path (from the page's HTML), and @agency/ui with plain links (every page is its own
// document: a link loads the next page's HTML).
import { UiProvider } from '@agency/ui';
import type { ReactNode } from 'react';
import { PagePathContext, ShellContext, type ShellData } from '../lib/shell';

/** What an island needs besides its own props: the shell copy (in the islands' bundle) and the page's path (in its HTML). */
export interface IslandPage {
  shell: ShellData;
  path: string;
}

export function IslandFrame({ page, children }: { page: IslandPage; children: ReactNode }) {
  return (
    <ShellContext value={page.shell}>
      <PagePathContext value={page.path}>
        <UiProvider>{children}</UiProvider>
      </PagePathContext>
    </ShellContext>
  );
}

/** React's id prefix inside an island: ids stay the same between the prerendered HTML and the hydrated island. */
export const islandIdPrefix = (id: string) => `${id}-`;

/** JSON that can sit inside a <script> element: no `</script>`, no HTML comment, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
