// A small node:http → fetch adapter, so the same handler serves the site's local server and the benchmark.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Options of `toNodeListener`. */
export interface NodeListenerOptions {
  /**
   * Keep the client's `x-forwarded-for` / `cf-connecting-ip` / `x-real-ip` headers. Default false: they are
   * replaced by the socket's address, so a visitor cannot pick their own rate-limit bucket. Set true only behind
   * a proxy you run that sets them.
   */
  trustProxy?: boolean;
}

/** A fetch Request for a node:http request; the body streams, and the signal aborts when the client goes. */
export function toRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: NodeListenerOptions = {},
): Request {
  const host = req.headers.host ?? 'localhost';
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${protocol}://${host}`);
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2)
    headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
  if (!options.trustProxy) {
    headers.delete('cf-connecting-ip');
    headers.delete('x-real-ip');
    headers.set('x-forwarded-for', req.socket.remoteAddress ?? 'unknown');
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a fetch Response to a node:http response, streaming the body. */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/**
 * Turns a fetch handler into a node:http listener: `http.createServer(toNodeListener(createChatHandler()))`.
 * A request the adapter cannot turn into a Request gets 400; a handler that throws gets 500.
 */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
  options: NodeListenerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let request: Request;
    try {
      request = toRequest(req, res, options);
    } catch {
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Bad request' }));
      return;
    }
    handler(request)
      .then((response) => writeResponse(response, res))
      .catch(() => {
        if (res.headersSent) {
          res.end();
          return;
        }
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'Something went wrong' }));
      });
  };
}
