/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project URL of the chat function; empty: the site's own origin. */
  readonly VITE_SUPABASE_URL?: string;
  /** The Supabase anon key; required when VITE_SUPABASE_URL is set. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
