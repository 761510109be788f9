// Security headers of the site: sent by the local server and written to build/client/_headers for static hosts.
import { createHash } from 'node:crypto';

export interface CspSources {
  /** Extra origins scripts may come from (analytics, when their ids are set). */
  scriptOrigins?: ReadonlyArray<string>;
  /** Origins the page may call (the chat backend when it is another origin, analytics). */
  connectOrigins?: ReadonlyArray<string>;
  /** Origins that may be framed after a click (video, map, booking widget). */
  frameOrigins?: ReadonlyArray<string>;
  /** Origins a form may post to (the 'lead' function when the backend is another origin). */
  formOrigins?: ReadonlyArray<string>;
}

/** Headers every response carries. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The sha256 hashes (CSP source form) of a page's inline executable scripts. JSON-LD data blocks don't run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc=/.test(attributes) || body.length === 0) continue;
    const type = attributes.match(/\stype="([^"]*)"/)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The Content-Security-Policy of one page: no 'unsafe-inline' for scripts, only the hashes of its own. */
export function contentSecurityPolicy(scriptHashes: ReadonlyArray<string>, sources: CspSources = {}): string {
  const join = (...parts: Array<ReadonlyArray<string> | string>) => parts.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src ${join("'self'", scriptHashes, sources.scriptOrigins ?? [])}`,
    // Styles: the design system ships one stylesheet; components set a few inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${join("'self'", sources.connectOrigins ?? [])}`,
    `frame-src ${join("'self'", sources.frameOrigins ?? [])}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${join("'self'", sources.formOrigins ?? [])}`,
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * The same policy for a <meta http-equiv> tag: browsers ignore (and warn about) frame-ancestors there, so it is left
 * out; X-Frame-Options in the headers of every response keeps the page out of frames.
 */
export function metaContentSecurityPolicy(
  scriptHashes: ReadonlyArray<string>,
  sources: CspSources = {},
): string {
  return contentSecurityPolicy(scriptHashes, sources)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}
