// The chat call (SPEC §7): where the widget sends a visitor's message, what it sends, what comes back, and the
// anonymous id it sends with it. The widget, the msw handlers, the function and their tests all read it from here, so
// a renamed path or field breaks them together.
import { constantsData } from '../collections/constants/constants.data';

/** The serverless function's name (`supabase.functions.invoke('chat')`) and its path on a Supabase-style backend. */
export const chatCall = {
  name: constantsData.chat.functionName,
  path: `/functions/v1/${constantsData.chat.functionName}`,
} as const;

/** The JSON body the widget POSTs. The function trims `message` and accepts 1 to `messageMaxLength` characters. */
export interface ChatRequestBody {
  message: string;
  /** The browser session's id (`anonymousIdFormat`); the function rate-limits by it and names no one with it. */
  anonymousId: string;
}

/** A page or entry an answer was built from. The widget shows only the message; sources are for other clients. */
export interface ChatReplySource {
  title: string;
  /** Site-relative address of the page, e.g. "/part-d#late-penalty". */
  url?: string;
}

/** A 200 answer: the text the widget shows (as text, never as HTML) and where it came from. */
export interface ChatReply {
  message: string;
  sources: ChatReplySource[];
}

/** Any 4xx or 5xx answer: a reason in plain words (the widget shows its own fallback text, SPEC §8). */
export interface ChatErrorReply {
  error: string;
}

/**
 * The anonymous id: `{prefix}_{13-digit ms timestamp}_{randomLength lowercase letters and digits}`, made once per
 * browser session and kept in sessionStorage under `storageKey`.
 */
export const anonymousIdFormat = {
  prefix: constantsData.chat.anonymousIdPrefix,
  randomLength: constantsData.chat.anonymousIdRandomLength,
  storageKey: constantsData.chat.anonymousIdStorageKey,
} as const;

/** The shape an anonymous id must have (for a prefix and random length other than the defaults, pass them). */
export function anonymousIdPattern({
  prefix = anonymousIdFormat.prefix,
  randomLength = anonymousIdFormat.randomLength,
}: { prefix?: string; randomLength?: number } = {}): RegExp {
  return new RegExp(`^${prefix}_\\d{13}_[a-z0-9]{${randomLength}}$`);
}
