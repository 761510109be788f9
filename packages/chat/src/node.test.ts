// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatHandler } from './handler.ts';
import { toNodeListener } from './node.ts';
import { anonymousId, captureLogs } from './test-helpers.ts';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(listener: Parameters<typeof createServer>[1]): Promise<string> {
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
