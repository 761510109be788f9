/**
 * An error that answers with a given HTTP status and a message safe to show (`{ error: message }`).
 * Engines and providers throw it for 402 (billing), 429 (rate limited) and 504 (timeout).
 */
export class ChatHttpError extends Error {
  override readonly name = 'ChatHttpError';
  readonly status: number;
  /** Seconds for the Retry-After header (429). */
  readonly retryAfter: number | undefined;
  /** Machine-readable reason for logs, e.g. 'provider_quota'. */
  readonly reason: string;

  constructor(status: number, message: string, options: { retryAfter?: number; reason?: string } = {}) {
    super(message);
    this.status = status;
    this.retryAfter = options.retryAfter;
    this.reason = options.reason ?? `http_${status}`;
  }
}

/** True for a ChatHttpError, also across bundle copies of this module. */
export function isChatHttpError(error: unknown): error is ChatHttpError {
  return (
    error instanceof ChatHttpError ||
    (error instanceof Error &&
      error.name === 'ChatHttpError' &&
      typeof (error as ChatHttpError).status === 'number')
  );
}

/** Thrown when a setting has a value the function cannot use; the message lists every problem. */
export class ChatConfigError extends Error {
  override readonly name = 'ChatConfigError';
}
