// CORS: which origins may call the function from a browser, and the headers that say so.

/** Headers supabase-js sends with `functions.invoke`, plus the ones the widget may add. */
export const allowedRequestHeaders = ['authorization', 'apikey', 'x-client-info', 'content-type', 'x-region'];

/** Allowed origins: a list of origins ("https://www.example.com"), or '*' for any. */
export type AllowedOrigins = readonly string[] | '*';

/** The CORS decision for one request. */
export type CorsDecision =
  /** No Origin header, or the request's own origin: a same-origin or non-browser call; no CORS headers. */
  | { kind: 'same-origin' }
  /** A cross-origin call from an allowed origin, with the headers to add. */
  | { kind: 'allowed'; headers: Record<string, string> }
  /** A cross-origin call from an origin that is not allowed. */
  | { kind: 'denied'; origin: string };

/** Decides whether the request's Origin may call the function. */
export function corsDecision(request: Request, allowed: AllowedOrigins | undefined): CorsDecision {
  const origin = request.headers.get('origin');
  if (!origin) return { kind: 'same-origin' };
  let own: string | undefined;
  try {
    own = new URL(request.url).origin;
  } catch {
    own = undefined;
  }
  if (origin === own) return { kind: 'same-origin' };
  if (allowed === '*')
    return {
      kind: 'allowed',
      headers: {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'retry-after, x-request-id',
      },
    };
  if (allowed?.includes(origin))
    return {
      kind: 'allowed',
      headers: {
        'access-control-allow-origin': origin,
        'access-control-expose-headers': 'retry-after, x-request-id',
        vary: 'Origin',
      },
    };
  return { kind: 'denied', origin };
}

/** The extra headers of a preflight answer; `methods` are the ones the function serves besides OPTIONS. */
export function preflightHeaders(methods: readonly string[] = ['POST']): Record<string, string> {
  return {
    'access-control-allow-methods': [...methods, 'OPTIONS'].join(', '),
    'access-control-allow-headers': allowedRequestHeaders.join(', '),
    'access-control-max-age': '86400',
  };
}

/**
 * Reads an allowed-origins variable (`name` is its name, for the message): empty is undefined (same origin only),
 * `*` is any origin, otherwise comma-separated origins, scheme and host only. Each item that is not one adds a
 * problem and is left out. The functions' env readers share it ('chat', 'lead').
 */
export function parseAllowedOrigins(
  name: string,
  value: string,
  problems: string[],
): AllowedOrigins | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (trimmed === '*') return '*';
  const origins: string[] = [];
  for (const item of trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      !/^https?:$/.test(url.protocol) ||
      url.pathname !== '/' ||
      url.search ||
      url.hash ||
      item.endsWith('/')
    ) {
      problems.push(
        `${name}: "${item}" is not an origin; write scheme and host only, such as https://www.example.com`,
      );
      continue;
    }
    origins.push(url.origin);
  }
  return origins;
}
