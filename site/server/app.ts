import { readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export interface SiteServerOptions {
  /** The prerendered client build (build/client). */
  clientDir: string;
  /**
   * URL patterns the client app can render although they were not prerendered (e.g. an unknown city slug).
   * They get the SPA fallback with status 200; any other unknown URL gets the 404 page with status 404.
   */
  clientOnlyRoutes?: ReadonlyArray<RegExp>;
}

/** Serves the prerendered site: real HTML for every known URL, the 404 page with status 404 for the rest. */
export function createSiteHandler({ clientDir, clientOnlyRoutes = [] }: SiteServerOptions): RequestListener {
  const notFoundHtml = readFileSync(path.join(clientDir, '404', 'index.html'));
  const spaFallbackHtml = readFileSync(path.join(clientDir, '__spa-fallback.html'));

  const assets = sirv(clientDir, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Hashed build assets never change; HTML is revalidated on every visit.
      if (pathname.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    },
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    // The 404 page and the SPA shell are never served under their own URLs.
    const internal =
      pathname === '/404' || pathname.startsWith('/404/') || pathname === '/__spa-fallback.html';
    const fallback = () => {
      const clientOnly = clientOnlyRoutes.some((pattern) => pattern.test(pathname));
      const body = clientOnly ? spaFallbackHtml : notFoundHtml;
      res.writeHead(clientOnly ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (internal) fallback();
    else assets(req, res, fallback);
  };
}
