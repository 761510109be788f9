// The shell copy (header, contact, footer, chat, 404: app/lib/shell.server.ts) as a module of the islands' bundle,
// `virtual:island-shell`: written once at build time into a file every page shares and the browser caches, instead
// of into every page's HTML (docs/adr/0013).
import type { Plugin } from 'vite';
import { shellData } from './app/lib/shell.server.ts';

const id = 'virtual:island-shell';
const resolved = `\0${id}`;

export function islandShell(): Plugin {
  return {
    name: 'agency-island-shell',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? `export default ${JSON.stringify(shellData())};` : undefined),
  };
}
