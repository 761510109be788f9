// @vitest-environment node
// The function behind the site's local server: @agency/chat's node:http adapter, real sockets. The address hashed is
// the socket's, whatever the headers claim, and a form post gets its 303.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@agency/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadHandler } from './handler.ts';
import { MemoryLeadStore } from './store.ts';
import { testIpHashKey, validLead } from './test-helpers.ts';

const store = new MemoryLeadStore();
let server: Server;
let url: string;

beforeAll(async () => {
  const handler = createLeadHandler({ store, ipHashKey: testIpHashKey, logger: () => {} });
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/lead`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('behind toNodeListener', () => {
  it('stores a JSON lead with the hash of the socket address, not of a forged header', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': '203.0.113.9',
        'x-forwarded-for': '1.2.3.4',
      },
      body: JSON.stringify(validLead({ startedAt: Date.now() - 30_000 })),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = store.leads.find((entry) => entry.id === id)!;
    expect(lead.ipHash).toBe(createHmac('sha256', testIpHashKey).update('ip:127.0.0.1').digest('hex'));
  });

  it('answers a no-JavaScript form post with 303 to the thank-you page', async () => {
    const form = new URLSearchParams({
      ...(validLead({ startedAt: Date.now() - 30_000 }) as Record<string, string>),
      consent: 'on',
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/callback-requested');
    expect(store.leads.at(-1)!.consent.given).toBe(true);
  });
});
