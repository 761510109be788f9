// The options every public function takes ('chat', 'lead'): who may call it from a browser, how it counts requests
// and finds the client's address, where its log lines go, its clock and its largest body. Each function's options
// extend these (`ChatHandlerOptions`, @agency/lead's `LeadHandlerOptions`) and say their own defaults.
import type { ClientAddressSource } from './client-address.ts';
import type { AllowedOrigins } from './cors.ts';
import type { RateLimitRule, RateLimitStore } from './rate-limit.ts';

/** The options a function built on this kit takes; `LimitName` names its limits, `Logger` receives its lines. */
export interface FunctionOptions<LimitName extends string, Logger> {
  /**
   * Origins allowed to call from a browser (the site's origin when the function runs elsewhere), or '*'. Default: none
   * besides the function's own origin, so a same-origin page (the site's local server) works and cross-origin calls
   * get 403.
   */
  allowedOrigins?: AllowedOrigins;
  /** Where rate-limit counts live. Default: in memory, per instance (use a shared store in production). */
  rateLimitStore?: RateLimitStore;
  /**
   * Longest wait for one count of the rate-limit store, in ms; past it the request is not counted (the chat's free
   * engine answers, the paid one refuses; a callback request goes on to be stored). Default 1,000.
   */
  rateLimitTimeoutMs?: number;
  /** The function's limits, by name; `false` turns one off. Defaults: the function's. */
  rateLimits?: { [Name in LimitName]?: RateLimitRule | false };
  /**
   * The client's address for the per-address limit; when given, it alone decides. Default: the socket address
   * recorded by the Node adapter (`toNodeListener`), else the address from `clientAddressSource`, else 'unknown'.
   */
  clientAddress?: (request: Request) => string;
  /**
   * Where the address comes from when the request did not come through the Node adapter (or came through it with
   * `trustProxy`): `cf-connecting-ip` (default: Supabase Edge Functions, fronted by Cloudflare), `x-real-ip`, any
   * other single header name a proxy you run overwrites, or `x-forwarded-for:N`, the N-th address counted from the
   * right of X-Forwarded-For (the one your N-th trusted proxy appended). A request whose source is missing or not
   * an IP address counts in one shared 'unknown' bucket. A bad value throws the function's config error.
   */
  clientAddressSource?: ClientAddressSource;
  /** Receives one line per request. Default: JSON lines on the console. */
  logger?: Logger;
  /** Clock in ms (tests). Default: Date.now. */
  now?: () => number;
  /** Largest body accepted, in bytes. Default: the function's. */
  bodyMaxBytes?: number;
}
