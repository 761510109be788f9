/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project URL of the chat function; empty: the site's own origin. */
  readonly VITE_SUPABASE_URL?: string;
  /** The Supabase anon key; required when VITE_SUPABASE_URL is set. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** The shell copy for the islands (island-shell-plugin.ts), built into the islands' bundle. */
declare module 'virtual:island-shell' {
  // An ambient module cannot import a relative module; the type is read through import() instead.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const shell: import('./lib/shell.server').ShellData;
  export default shell;
}
