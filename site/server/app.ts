// The local server's request handler: the prerendered pages and assets with their security headers, the 404 page for
// anything else, and the functions' routes by path prefix.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** What scripts/security-headers.ts writes: headers for every response, and each page's CSP. */
export interface SecurityHeaders {
  base: Record<string, string>;
  csp: Record<string, string>;
  /** The policy of any other HTML the folder holds: the same, with no inline script allowed. */
  defaultCsp?: string;
}

export interface SiteServerOptions {
  /** The prerendered client build (build/client). */
  clientDir: string;
  /** Security headers (CSP per page with its script hashes, HSTS, nosniff, ...). */
  securityHeaders?: SecurityHeaders;
  /** Other handlers by path prefix, e.g. the chat function at /functions/v1/chat. */
  routes?: ReadonlyArray<{ prefix: string; handler: RequestListener }>;
}

/** Files in the build for a static host's configuration (Netlify, Cloudflare Pages), never served as pages. */
const staticHostFiles = new Set(['/_headers', '/_redirects']);

/**
 * Serves the prerendered site: real HTML for every known URL, the 404 page with status 404 for the rest. Only
 * places the content knows have a page: an unknown city, state, post or advisor is a 404 like any other URL, so
 * nobody can put words on a page of ours through its address.
 */
export function createSiteHandler({
  clientDir,
  securityHeaders,
  routes = [],
}: SiteServerOptions): RequestListener {
  const notFoundHtml = readFileSync(path.join(clientDir, '404', 'index.html'));
  const cspFor = (pathname: string) => securityHeaders?.csp[pathname.replace(/\/$/, '') || '/'];

  const assets = sirv(clientDir, {
    etag: true,
    // Precompressed copies written at build time (scripts/compress.ts), chosen by the browser's Accept-Encoding.
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // HTML that is no prerendered page of ours (a file someone put in the folder) runs no inline script either.
      if (
        pathname.endsWith('.html') &&
        !res.hasHeader('Content-Security-Policy') &&
        securityHeaders?.defaultCsp
      )
        res.setHeader('Content-Security-Policy', securityHeaders.defaultCsp);
      // Hashed build assets never change; HTML is revalidated on every visit.
      if (pathname.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    },
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(securityHeaders?.base ?? {})) res.setHeader(name, value);

    const route = routes.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    if (route) {
      route.handler(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    // The 404 page and the client app's shell are never served under their own URLs, nor the files written for a
    // static host's configuration (the security headers of every page: the server sends them, it does not show them).
    const internal =
      pathname === '/404' ||
      pathname.startsWith('/404/') ||
      pathname === '/404.html' ||
      pathname === '/__spa-fallback.html' ||
      staticHostFiles.has(pathname);
    const fallback = () => {
      const csp = cspFor('/404');
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': notFoundHtml.length,
        'Cache-Control': 'no-cache',
        ...(csp ? { 'Content-Security-Policy': csp } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : notFoundHtml);
    };
    if (internal) {
      fallback();
      return;
    }
    // A prerendered page: its own CSP, with the hashes of its inline scripts.
    const csp = cspFor(pathname);
    if (csp) res.setHeader('Content-Security-Policy', csp);
    assets(req, res, () => {
      res.removeHeader('Content-Security-Policy');
      fallback();
    });
  };
}
