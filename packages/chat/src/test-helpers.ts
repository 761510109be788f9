// Helpers shared by the package's tests (not exported from the package).
import type { ChatLogEntry, ChatLogger } from './types.ts';

export const functionUrl = 'http://localhost:8787/functions/v1/chat';

let counter = 0;

/** A fresh anonymous id in the widget's format. */
export function anonymousId(): string {
  counter += 1;
  const random = `${counter.toString(36)}abcdefghij`.slice(0, 10);
  return `anon_${String(1_760_000_000_000 + counter)}_${random}`;
}

/** A POST with a JSON body. */
export function chatRequest(
  body: unknown,
  init: { headers?: Record<string, string>; url?: string; raw?: string } = {},
): Request {
  return new Request(init.url ?? functionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
}

/** A logger that keeps every entry. */
export function captureLogs(): { logger: ChatLogger; entries: ChatLogEntry[] } {
  const entries: ChatLogEntry[] = [];
  return { logger: (entry) => entries.push(entry), entries };
}
