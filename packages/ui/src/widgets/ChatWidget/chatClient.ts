// The chat call's contract, with nothing of supabase-js in it: the transport's types, the backend checks and the
// SPEC §8 fallback text. The widget's button and the package root import this freely; only `transport.ts` (loaded
// with the panel) imports supabase-js.
import { checkBackendUrl } from '../../private/backendUrl';

/** Where the chat function lives. Leave `url` and `key` unset to use the site's own origin (the local server). */
export interface ChatClientConfig {
  /** The backend's base URL (a Supabase project, e.g. https://xyz.supabase.co); http(s) only. */
  url?: string;
  /** The backend's public (anon or publishable) key; required with `url`. */
  key?: string;
  /** The origin used when `url` is unset; `window.location.origin` by default. */
  origin?: string;
  /** Name of the serverless function (the chat call's contract, `chatCall.name`: 'chat'). */
  functionName?: string;
  /** Give up waiting after this many milliseconds (then the generic failure). */
  timeoutMs?: number;
}

/** Why a send failed: a non-2xx status, no answer at all, the Supabase relay, or a 2xx without a usable message. */
export const chatFailureKinds = ['http', 'fetch', 'relay', 'invalid'] as const;
export type ChatFailureKind = (typeof chatFailureKinds)[number];

/** A failed send: `status` is the HTTP status of an 'http' failure, null otherwise (the generic path). */
export interface ChatFailure {
  ok: false;
  status: number | null;
  kind: ChatFailureKind;
}

/** The reply to show, or why there is none. */
export type ChatSendResult = { ok: true; message: string } | ChatFailure;

/** What the widget needs from a transport; tests and stories may pass their own. */
export interface ChatClient {
  /** Sends one message and resolves with the reply or the failure; it never rejects. */
  send(message: string, anonymousId: string): Promise<ChatSendResult>;
}

/**
 * The key sent when the chat talks to the site's own origin. The local server does not check it; a deployed
 * Supabase project needs its real public key (`key`).
 */
export const sameOriginChatKey = 'local-chat-function';

/**
 * The base URL and key the transport will use, after checking them (SPEC §5: a valid http(s) address and a key).
 * With neither set it is the page's own origin and a placeholder key. Throws an Error that says what to fix.
 */
export function resolveChatBackend({ url, key, origin }: ChatClientConfig = {}): {
  url: string;
  key: string;
} {
  const givenUrl = url?.trim() ?? '';
  const givenKey = key?.trim() ?? '';
  if (givenUrl) {
    checkBackendUrl('Chat backend URL', givenUrl);
    if (!givenKey) {
      throw new Error(
        `Chat backend key is missing: the URL "${givenUrl}" needs its public key (the project's anon or publishable key).`,
      );
    }
    return { url: givenUrl, key: givenKey };
  }
  const pageOrigin = origin?.trim() || (typeof window === 'undefined' ? '' : window.location.origin);
  if (!pageOrigin) throw new Error('Chat backend URL is not set and there is no page origin to default to.');
  checkBackendUrl('Chat backend URL', pageOrigin);
  return { url: pageOrigin, key: givenKey || sameOriginChatKey };
}

/** The SPEC §8 fallback pieces, each with its trailing space as written in content. */
export interface ChatFallbackCopy {
  /** "I'm having trouble connecting right now. " */
  connecting: string;
  /** 'Our chat is experiencing high volume. ' (status 429). */
  rateLimited: string;
  /** 'Chat is temporarily unavailable. ' (status 402). */
  unavailable: string;
  /** 'Please call us at {phone} for immediate assistance!' */
  callUs: string;
}

/** The assistant bubble shown when a send fails (SPEC §8): connecting + (429 or 402 middle part) + callUs. */
export function chatFallbackMessage(copy: ChatFallbackCopy, status: number | null): string {
  const middle = status === 429 ? copy.rateLimited : status === 402 ? copy.unavailable : '';
  return `${copy.connecting}${middle}${copy.callUs}`;
}
