// A small node:http → fetch adapter, so the same handler serves the site's local server and the benchmark.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordSocketAddress } from './client-address.ts';

/** Options of `toNodeListener`. */
export interface NodeListenerOptions {
  /**
   * Behind a proxy you run: keep the client's `x-forwarded-for` / `cf-connecting-ip` / `x-real-ip` headers and let
   * the handler take the address from its `clientAddressSource` (e.g. `x-forwarded-for:1`) instead of the socket.
   * Default false: the handler counts on the socket's address, whatever the headers say, and the adapter also
   * replaces those headers with it.
   */
  trustProxy?: boolean;
  /**
   * When the handler answers without reading the whole body (413, 429, 403, 405...), the adapter reads and discards
   * the rest, up to this many bytes, so the client still sending gets the answer, then closes the connection.
   * Default 1 MiB.
   */
  discardMaxBytes?: number;
  /** The longest time spent discarding such a body, in ms. Default 5,000. */
  discardTimeoutMs?: number;
}

/** The body stream made for a node:http request, and what the handler did with it. */
interface BodyStream {
  stream: ReadableStream<Uint8Array>;
  /** True once the handler cancelled it (e.g. stopped reading at the size limit). */
  cancelled(): boolean;
  /** Stops taking data from the request (the adapter discards the rest itself). */
  release(): void;
}

const bodyStreams = new WeakMap<IncomingMessage, BodyStream>();

/** A body stream of our own: pull-based (pause/resume), never enqueues after close or cancel, forwards errors. */
function requestBodyStream(req: IncomingMessage): BodyStream {
  let settled = false;
  let cancelled = false;
  const detach = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('close', onClose);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  function onData(chunk: Buffer | string) {
    if (settled) return;
    controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  }
  function onEnd() {
    if (settled) return;
    settled = true;
    detach();
    controller.close();
  }
  function onClose() {
    // 'close' before 'end': the client went away in the middle of the body.
    if (settled) return;
    settled = true;
    detach();
    controller.error(new Error('The request was closed before its body ended.'));
  }
  // Kept for the life of the request: an error after the stream settled must not become an uncaught one.
  req.on('error', (error) => {
    if (settled) return;
    settled = true;
    detach();
    controller.error(error);
  });
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('close', onClose);
      req.pause();
    },
    pull() {
      if (!settled) req.resume();
    },
    cancel() {
      // The handler stopped reading (a body over the limit): stop taking data; the adapter deals with the rest.
      cancelled = true;
      if (settled) return;
      settled = true;
      detach();
      req.pause();
    },
  });
  return {
    stream,
    cancelled: () => cancelled,
    release() {
      if (settled) return;
      settled = true;
      detach();
      try {
        controller.error(new Error('The request body was discarded.'));
      } catch {
        // Already closed.
      }
    },
  };
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
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  if (!options.trustProxy) {
    headers.delete('cf-connecting-ip');
    headers.delete('x-real-ip');
    headers.set('x-forwarded-for', socketAddress);
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? requestBodyStream(req) : undefined;
  const request = new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(body ? { body: body.stream, duplex: 'half' } : {}),
  } as RequestInit);
  if (body) bodyStreams.set(req, body);
  if (!options.trustProxy) recordSocketAddress(request, socketAddress);
  return request;
}

/** Options of `writeResponse`. */
export interface WriteResponseOptions {
  /** Sends `Connection: close`, so the socket is not used for another request. */
  close?: boolean;
  /** Awaited after the body is written and before the response ends. */
  beforeEnd?: Promise<unknown>;
}

/** Up to this many bytes of a response are buffered to send it with Content-Length (see `toNodeListener`). */
const bufferedResponseMaxBytes = 64 * 1024;

/** Writes a fetch Response to a node:http response, streaming the body. */
export async function writeResponse(
  response: Response,
  res: ServerResponse,
  options: WriteResponseOptions = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (options.close) headers.connection = 'close';
  if (!response.body) {
    res.writeHead(response.status, headers);
    await options.beforeEnd;
    res.end();
    return;
  }
  const reader = response.body.getReader();
  // When the response is to end later (beforeEnd), send a small one with its length, so the client has all of it
  // and need not wait for the end of the connection.
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let done = false;
  if (options.beforeEnd && !('content-length' in headers) && !('transfer-encoding' in headers)) {
    while (headBytes <= bufferedResponseMaxBytes) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.byteLength;
    }
    if (done) headers['content-length'] = String(headBytes);
  }
  res.writeHead(response.status, headers);
  for (const chunk of head) res.write(chunk);
  while (!done) {
    const next = await reader.read();
    if (next.done) break;
    res.write(next.value);
  }
  await options.beforeEnd;
  res.end();
}

/** How discarding the rest of a request body ended. */
type DiscardResult = 'ended' | 'limit' | 'timeout' | 'closed';

/** Reads and drops the rest of a request body, up to `maxBytes` or `timeoutMs`. */
function discardBody(req: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<DiscardResult> {
  if (req.readableEnded) return Promise.resolve('ended');
  if (req.destroyed) return Promise.resolve('closed');
  return new Promise((resolve) => {
    let discarded = 0;
    const finish = (result: DiscardResult) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      if (result !== 'ended') req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      discarded += chunk.length;
      if (discarded > maxBytes) finish('limit');
    };
    const onEnd = () => finish('ended');
    const onClose = () => finish(req.readableEnded ? 'ended' : 'closed');
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.resume();
  });
}

/**
 * Turns a fetch handler into a node:http listener: `http.createServer(toNodeListener(createChatHandler()))`.
 * A request the adapter cannot turn into a Request gets 400; a handler that throws gets 500. An answer given
 * before the client finished sending its body (413, 429, ...) goes out with `Connection: close`; the rest of the
 * body is discarded (bounded) so the client gets the answer, then the connection closes.
 */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
  options: NodeListenerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const discardMaxBytes = options.discardMaxBytes ?? 1024 * 1024;
  const discardTimeoutMs = options.discardTimeoutMs ?? 5_000;

  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    request: Request | undefined,
    response: Response,
  ): Promise<void> {
    const body = bodyStreams.get(req);
    // Still reading: a handler may stream the body while it answers. Else it is done with the body, or never read it.
    const reading = body !== undefined && request?.bodyUsed === true && !body.cancelled();
    if (reading) {
      await writeResponse(response, res);
      return;
    }
    body?.release();
    if (req.complete) {
      // The rest of the body is already in memory: let it flow away.
      req.resume();
      await writeResponse(response, res);
      return;
    }
    // The handler stopped reading (or never read) a body the client is still sending.
    const discarded = discardBody(req, discardMaxBytes, discardTimeoutMs);
    await writeResponse(response, res, { close: true, beforeEnd: discarded });
    if ((await discarded) !== 'ended') {
      // Past the bound: the answer is written; stop reading and close.
      if (res.writableFinished) req.socket.destroy();
      else res.once('finish', () => req.socket.destroy());
    }
  }

  return (req, res) => {
    const answer = (request: Request | undefined, status: number, error: string) =>
      respond(
        req,
        res,
        request,
        new Response(JSON.stringify({ error }), {
          status,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      ).catch(() => res.destroy());
    let request: Request;
    try {
      request = toRequest(req, res, options);
    } catch {
      void answer(undefined, 400, 'Bad request');
      return;
    }
    handler(request)
      .then((response) => respond(req, res, request, response))
      .catch(() => {
        if (res.headersSent) {
          res.end();
          return;
        }
        void answer(request, 500, 'Something went wrong');
      });
  };
}
