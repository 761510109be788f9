// Build-time copy the islands read from their own JavaScript instead of from every page's HTML (docs/adr/0013): each
// virtual module is written once at build time into a file the browser caches.
// - `virtual:island-shell`: the shell copy (header, contact, footer, chat, 404: app/lib/shell.server.ts), in the
//   islands' entry, which every page loads.
// - `virtual:island-data/<island id>`: what one island shows wherever it appears (app/islands/data.server.ts: the
//   home page's hero and exit popup, the four tools), in that island's own chunk.
import type { Plugin } from 'vite';
import { islandData } from './app/islands/data.server.ts';
import { shellData } from './app/lib/shell.server.ts';

const prefix = 'virtual:island-data/';

function builderOf(source: string): (() => unknown) | undefined {
  if (source === 'virtual:island-shell') return shellData;
  if (!source.startsWith(prefix)) return undefined;
  const id = source.slice(prefix.length);
  if (!Object.hasOwn(islandData, id))
    throw new Error(`${source}: no island data named "${id}" in app/islands/data.server.ts.`);
  return islandData[id as keyof typeof islandData];
}

export function islandDataPlugin(): Plugin {
  return {
    name: 'agency-island-data',
    resolveId: (source) => (builderOf(source) ? `\0${source}` : undefined),
    load: (source) => {
      const build = source.startsWith('\0') ? builderOf(source.slice(1)) : undefined;
      return build ? `export default ${JSON.stringify(build())};` : undefined;
    },
  };
}
