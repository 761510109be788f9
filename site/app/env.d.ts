/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project URL of the chat function; empty: the site's own origin. */
  readonly VITE_SUPABASE_URL?: string;
  /** The Supabase anon key; required when VITE_SUPABASE_URL is set. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** The shell copy for the islands (island-data-plugin.ts), built into the islands' bundle. */
declare module 'virtual:island-shell' {
  // An ambient module cannot import a relative module; the type is read through import() instead.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const shell: import('./lib/shell.server').ShellData;
  export default shell;
}

/** What each island shows wherever it appears (island-data-plugin.ts, app/islands/data.server.ts), in its own chunk. */
declare module 'virtual:island-data/hero' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const data: import('./islands/data.server').IslandData['hero'];
  export default data;
}
declare module 'virtual:island-data/exit-intent' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const data: import('./islands/data.server').IslandData['exit-intent'];
  export default data;
}
declare module 'virtual:island-data/checklist-tool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const data: import('./islands/data.server').IslandData['checklist-tool'];
  export default data;
}
declare module 'virtual:island-data/comparison-tool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const data: import('./islands/data.server').IslandData['comparison-tool'];
  export default data;
}
declare module 'virtual:island-data/timeline-tool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const data: import('./islands/data.server').IslandData['timeline-tool'];
  export default data;
}
declare module 'virtual:island-data/irmaa-tool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const data: import('./islands/data.server').IslandData['irmaa-tool'];
  export default data;
}
