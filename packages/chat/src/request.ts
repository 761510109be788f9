// Reading and validating the request body: size limit while streaming, JSON parsing, and the zod schema.
import { constants } from '@agency/content';
import { anonymousIdPattern, type ChatRequestBody } from '@agency/content/contracts';
import { z } from 'zod';

/** The validated body of a chat request (the chat call's contract; `message` trimmed, 1 to `messageMaxLength`). */
export type { ChatRequestBody } from '@agency/content/contracts';

/** Builds the zod schema of the request body. */
export function chatRequestSchema(messageMaxLength: number = constants.chat.messageMaxLength) {
  const { anonymousIdPrefix, anonymousIdRandomLength } = constants.chat;
  const text = (what: string) =>
    z.string({ error: (issue) => (issue.input === undefined ? 'is required' : `must be ${what}`) });
  return z.object({
    message: text('text')
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(messageMaxLength, { error: `must be at most ${messageMaxLength} characters` }),
    anonymousId: text('a string').regex(anonymousIdPattern(), {
      error:
        `must look like ${anonymousIdPrefix}_<13-digit timestamp>_<${anonymousIdRandomLength} lowercase ` +
        'letters or digits>',
    }),
  });
}

/** The outcome of reading a body. */
export type BodyReadResult = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'not_utf8' };

/**
 * Reads the body as UTF-8 text, stopping (and cancelling the stream) as soon as it passes `maxBytes`, so a large
 * or endless body is never buffered whole.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<BodyReadResult> {
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'not_utf8' };
  }
}

/** Why a body is not valid JSON, without quoting it (it may hold a Medicare or Social Security number). */
export function jsonProblem(text: string, error: unknown): string {
  if (text.trim() === '') return 'the body is empty';
  // JSON sent over a network must not start with a byte order mark (RFC 8259 §8.1); the widget never sends one.
  if (text.startsWith('\uFEFF')) return 'it starts with a byte order mark; send plain UTF-8 JSON';
  const position = error instanceof Error ? /position (\d+)/.exec(error.message)?.[1] : undefined;
  return position !== undefined
    ? `it is not valid JSON (error at character ${position})`
    : 'it is not valid JSON';
}

/** Result of parsing and validating a body. */
export type ParseResult = { ok: true; body: ChatRequestBody } | { ok: false; error: string };

/** Parses the JSON text and validates it; the error names each field and what is wrong with it. */
export function parseChatRequest(text: string, schema = chatRequestSchema()): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Request body must be JSON: ${jsonProblem(text, error)}.` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, error: 'Request body must be a JSON object with "message" and "anonymousId".' };
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`);
  return { ok: false, error: `Invalid request: ${problems.join('; ')}.` };
}
