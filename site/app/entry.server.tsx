import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';

export const streamTimeout = 10_000;

/**
 * Renders every page at build time (the site is prerendered, `ssr: false`), so nothing is gained by streaming: the
 * whole document is written once everything is ready, in reading order. React's default would flush the page's
 * frame first and send each large, already finished Suspense boundary (a lazy part of a staff page) as a hidden block at the end of the body, shown by an inline script: without JavaScript those
 * parts never appeared, and with it they appeared a moment after the first paint and pushed what was below them
 * (layout shift). `progressiveChunkSize` above any page's size keeps every finished boundary in place.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while rendering the shell reject and are logged by React Router; log the later ones here.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await body.allReady;

  responseHeaders.set('Content-Type', 'text/html');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
