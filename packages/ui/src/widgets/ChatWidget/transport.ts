// The chat widget's one network call (SPEC §7): supabase-js `functions.invoke('chat', { body: { message,
// anonymousId } })`, showing `data.message`. Only the chat panel imports this module, so supabase-js loads with the
// panel's code, never with the page (keep it out of the package root for the same reason). The Supabase client
// itself is made on the first send, once per backend.
import { chatCall, type ChatReply, type ChatRequestBody } from '@agency/content/contracts';
import {
  createClient,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import {
  resolveChatBackend,
  type ChatClient,
  type ChatClientConfig,
  type ChatSendResult,
} from './chatClient';

export type { ChatClient, ChatClientConfig, ChatSendResult } from './chatClient';

const defaultTimeoutMs = 20_000;

/** One Supabase client per backend for the page's lifetime, however often the panel remounts. */
const supabaseClients = new Map<string, SupabaseClient>();

function supabaseFor(url: string, key: string): SupabaseClient {
  const id = `${url} ${key}`;
  let client = supabaseClients.get(id);
  if (!client) {
    client = createClient(url, key, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        // Apart from the site's own auth client (and per backend), so no two clients share a storage key.
        storageKey: `agency-chat-widget ${url}`,
      },
    });
    supabaseClients.set(id, client);
  }
  return client;
}

/** The HTTP status of the Response a supabase-js error carries as `context`. */
function statusOf(context: unknown): number | null {
  const status = (context as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/** Sorts supabase-js's three error kinds (SPEC §8): only a non-2xx status keeps its status. */
function failureOf(error: unknown): ChatSendResult {
  if (error instanceof FunctionsHttpError)
    return { ok: false, status: statusOf(error.context), kind: 'http' };
  if (error instanceof FunctionsRelayError) return { ok: false, status: null, kind: 'relay' };
  if (error instanceof FunctionsFetchError) return { ok: false, status: null, kind: 'fetch' };
  return { ok: false, status: null, kind: 'fetch' };
}

/**
 * A chat transport on supabase-js. The URL and key are checked now (an Error says what is wrong, see
 * `resolveChatBackend`); the Supabase client is made on the first `send`, keeping no session (the widget signs no
 * one in).
 */
export function createChatClient(config: ChatClientConfig = {}): ChatClient {
  const backend = resolveChatBackend(config);
  const functionName = config.functionName ?? chatCall.name;
  const timeout = config.timeoutMs ?? defaultTimeoutMs;

  return {
    async send(message, anonymousId) {
      try {
        const { data, error } = await supabaseFor(backend.url, backend.key).functions.invoke<unknown>(
          functionName,
          {
            body: { message, anonymousId } satisfies ChatRequestBody,
            timeout,
          },
        );
        if (error) return failureOf(error);
        // A 2xx is trusted only as far as it has the contract's shape: a message to show.
        const reply = (data as Partial<Record<keyof ChatReply, unknown>> | null)?.message;
        if (typeof reply !== 'string' || !reply.trim()) return { ok: false, status: null, kind: 'invalid' };
        return { ok: true, message: reply.trim() };
      } catch (error) {
        return failureOf(error);
      }
    },
  };
}
