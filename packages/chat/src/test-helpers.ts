// Helpers shared by the package's tests (not exported from the package).
import { anonymousIdFormat, chatCall } from '@agency/content/contracts';
import type { ChatLogEntry, ChatLogger } from './types.ts';

export const functionUrl = `http://localhost:8787${chatCall.path}`;

let counter = 0;

/** A fresh anonymous id in the widget's format (the chat call's contract). */
export function anonymousId(): string {
  counter += 1;
  const { prefix, randomLength } = anonymousIdFormat;
  const random = `${counter.toString(36)}abcdefghijklmnop`.slice(0, randomLength);
  return `${prefix}_${String(1_760_000_000_000 + counter)}_${random}`;
}

/** The client address the platform sets on test requests (CF-Connecting-IP, as Cloudflare does on Supabase). */
export const testClientAddress = '192.0.2.10';

/**
 * A POST with a JSON body, from `testClientAddress` (in `cf-connecting-ip`) unless `address` says otherwise
 * (`null`: no address header at all).
 */
export function chatRequest(
  body: unknown,
  init: { headers?: Record<string, string>; url?: string; raw?: string; address?: string | null } = {},
): Request {
  const address = init.address === undefined ? testClientAddress : init.address;
  return new Request(init.url ?? functionUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(address !== null ? { 'cf-connecting-ip': address } : {}),
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(body),
  });
}

/** A logger that keeps every entry. */
export function captureLogs(): { logger: ChatLogger; entries: ChatLogEntry[] } {
  const entries: ChatLogEntry[] = [];
  return { logger: (entry) => entries.push(entry), entries };
}
