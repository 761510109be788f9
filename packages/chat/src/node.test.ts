// @vitest-environment node
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChatHandler, type ChatHandlerOptions } from './handler.ts';
import { toNodeListener, type NodeListenerOptions } from './node.ts';
import { anonymousId, captureLogs } from './test-helpers.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const tooLarge = { error: 'Request body must be at most 8192 bytes.' };

/** What a raw client saw: the answer, or the error that ended the exchange, and how much it sent. */
interface Exchange {
  status?: number;
  headers?: IncomingHttpHeaders;
  body?: string;
  error?: string;
  sent: number;
}

/**
 * POSTs `totalBytes` with Transfer-Encoding: chunked (no Content-Length), 16 KB at a time, like a client that
 * keeps sending whatever the server says. Resolves once the answer is read (or the exchange failed) and the
 * client has stopped sending.
 */
function postChunked(
  base: string,
  totalBytes: number,
  headers: Record<string, string> = {},
): Promise<Exchange> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const exchange: Exchange = { sent: 0 };
    let answered = false;
    let stopped = false;
    const settle = () => {
      if (answered && stopped) resolve(exchange);
    };
    const fail = (error: NodeJS.ErrnoException) => {
      exchange.error ??= error.code ?? error.message;
      answered = true;
      stopped = true;
      settle();
    };
    const req = httpRequest(
      {
        hostname,
        port,
        method: 'POST',
        path: '/functions/v1/chat',
        agent: false,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (data: string) => (body += data));
        res.on('end', () => {
          Object.assign(exchange, { status: res.statusCode, headers: res.headers, body });
          answered = true;
          settle();
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.on('close', () => {
      stopped = true;
      if (!answered) fail(new Error('closed without an answer'));
      settle();
    });
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const write = () => {
      while (exchange.sent < totalBytes && !req.destroyed) {
        exchange.sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      if (!req.destroyed)
        req.end(() => {
          stopped = true;
          settle();
        });
    };
    write();
  });
}

async function ask(base: string, headers: Record<string, string> = {}, message = 'What is Extra Help?') {
  return fetch(`${base}/functions/v1/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ message, anonymousId: anonymousId() }),
  });
}

async function listen(listener: Parameters<typeof createServer>[1]): Promise<string> {
  server?.closeAllConnections();
  server?.close();
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('toNodeListener', () => {
  it('serves the handler over node:http at /functions/v1/chat', async () => {
    const base = await listen(toNodeListener(createChatHandler({ logger: () => {} })));
    const response = await fetch(`${base}/functions/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ message: 'What is Extra Help?', anonymousId: anonymousId() }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/Extra Help/);
  });

  it('replaces forwarded addresses with the socket address unless told to trust a proxy', async () => {
    const seen: string[] = [];
    const handler = async (request: Request) => {
      seen.push(request.headers.get('x-forwarded-for') ?? '');
      return new Response(null, { status: 204 });
    };
    let base = await listen(toNodeListener(handler));
    await fetch(base, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' }, body: '{}' });
    expect(seen.pop()).toBe('127.0.0.1');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    base = await listen(toNodeListener(handler, { trustProxy: true }));
    await fetch(base, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' }, body: '{}' });
    expect(seen.pop()).toBe('203.0.113.9');
  });

  it('answers 413 to an oversized upload and 500 when the handler throws', async () => {
    const logs = captureLogs();
    let base = await listen(toNodeListener(createChatHandler({ logger: logs.logger })));
    const big = await fetch(`${base}/functions/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(20_000),
    });
    expect(big.status).toBe(413);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    base = await listen(
      toNodeListener(async () => {
        throw new Error('bug');
      }),
    );
    const failed = await fetch(base, { method: 'POST', body: '{}' });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'Something went wrong' });
  });
});

describe('toNodeListener: answers given before the body is read', () => {
  // An uncaught exception would end the site's server process (vitest only reports it): none may happen.
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', onUncaught);
  });
  afterEach(() => {
    process.off('uncaughtException', onUncaught);
  });

  it('answers ten 1 MB chunked bodies in a row with 413, then still answers a question', async () => {
    const base = await listen(toNodeListener(createChatHandler({ logger: () => {} })));
    for (let index = 0; index < 10; index += 1) {
      const exchange = await postChunked(base, 1024 * 1024);
      expect(exchange.error).toBeUndefined();
      expect(exchange.status).toBe(413);
      expect(exchange.headers?.connection).toBe('close');
      expect(JSON.parse(exchange.body!)).toEqual(tooLarge);
    }
    const response = await ask(base);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/Extra Help/);
    expect(uncaught).toEqual([]);
  });

  it('gives a client sending an endless body a 413 or a closed connection, and stays up', async () => {
    const listener = toNodeListener(createChatHandler({ logger: () => {} }));
    const readByServer: number[] = [];
    const base = await listen((req, res) => {
      req.socket.once('close', () => readByServer.push(req.socket.bytesRead));
      listener(req, res);
    });
    const started = Date.now();
    const exchange = await postChunked(base, 5 * 1024 * 1024);
    if (exchange.status !== undefined) expect(JSON.parse(exchange.body!)).toEqual(tooLarge);
    else expect(exchange.error).toMatch(/ECONNRESET|EPIPE|closed/);
    expect(Date.now() - started).toBeLessThan(4_000);
    await expect.poll(() => readByServer.length).toBe(1);
    // The server read the limit, then discarded at most 1 MiB more (plus a socket read or two), never the 5 MB.
    expect(readByServer[0]).toBeLessThan(1.5 * 1024 * 1024);
    expect((await ask(base)).status).toBe(200);
    expect(uncaught).toEqual([]);
  });

  it('delivers a 429 or 405 given without reading a large body, and keeps serving', async () => {
    const base = await listen(
      toNodeListener(
        createChatHandler({ logger: () => {}, rateLimits: { perAddress: { max: 1, windowMs: 60_000 } } }),
      ),
    );
    expect((await ask(base)).status).toBe(200);
    const limited = await postChunked(base, 1024 * 1024);
    expect(limited).toMatchObject({ status: 429, headers: { connection: 'close' } });
    expect(limited.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(limited.body!).error).toMatch(/Too many messages/);
    const wrongMethod = await fetch(`${base}/functions/v1/chat`, {
      method: 'PUT',
      body: 'x'.repeat(200_000),
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('connection')).toBe('close');
    expect((await ask(base)).status).toBe(429);
    expect(uncaught).toEqual([]);
  });
});

describe('toNodeListener: the per-address limit counts on the socket', () => {
  /** 100 questions, each with new X-Forwarded-For, CF-Connecting-IP, X-Real-IP, Fly-Client-IP and id. */
  async function rotate(base: string, appendedByProxy?: string): Promise<Response[]> {
    const responses: Response[] = [];
    for (let index = 0; index < 100; index += 1) {
      const response = await ask(base, {
        'x-forwarded-for': `198.51.100.${index}, ${appendedByProxy ?? `203.0.113.${index}`}`,
        'cf-connecting-ip': `192.0.2.${index}`,
        'x-real-ip': `203.0.113.${200 - index}`,
        'fly-client-ip': `198.51.100.${index}`,
      });
      await response.arrayBuffer();
      responses.push(response);
    }
    return responses;
  }

  function expectLimited(responses: Response[]): void {
    const ok = responses.filter((response) => response.status === 200);
    const limited = responses.filter((response) => response.status === 429);
    expect(ok).toHaveLength(30);
    expect(limited).toHaveLength(70);
    for (const response of limited) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it.each<[string, ChatHandlerOptions, NodeListenerOptions]>([
    ['the default source', {}, {}],
    ['x-forwarded-for:1 configured', { clientAddressSource: 'x-forwarded-for:1' }, {}],
    ['x-real-ip configured', { clientAddressSource: 'x-real-ip' }, {}],
    ['another header configured', { clientAddressSource: 'fly-client-ip' }, {}],
  ])(
    'rotating X-Forwarded-For, CF-Connecting-IP, X-Real-IP and the id over 100 requests (%s): 30 answered',
    async (_, handlerOptions, listenerOptions) => {
      const base = await listen(
        toNodeListener(createChatHandler({ logger: () => {}, ...handlerOptions }), listenerOptions),
      );
      expectLimited(await rotate(base));
    },
  );

  it('with trustProxy, counts on the hop the proxy appended (x-forwarded-for:1), not the socket', async () => {
    const base = await listen(
      toNodeListener(createChatHandler({ logger: () => {}, clientAddressSource: 'x-forwarded-for:1' }), {
        trustProxy: true,
      }),
    );
    // The proxy appends the client's address (203.0.113.7); whatever the client wrote before it is ignored.
    expectLimited(await rotate(base, '203.0.113.7'));
    expect((await ask(base, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });
});
