// @vitest-environment node
// The webhook, against a real HTTP receiver on loopback: what it receives, the signature, failures recorded for a
// retry, a receiver that hangs, and the sweep of due deliveries.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadConfigError } from './errors.ts';
import { leadRetentionDaysFromEnv } from './retention.ts';
import {
  createLeadWebhook,
  leadWebhookFromEnv,
  type LeadWebhookRepository,
  type WebhookLead,
} from './webhook.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const received: Received[] = [];
/** What the receiver answers next: a status, or 'hang' (never answers). */
let answer: number | 'hang' = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (answer === 'hang') return;
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const lead = (id: string): WebhookLead => ({
  id,
  createdAt: new Date('2026-11-24T15:00:00Z'),
  name: 'Mary Jones',
  phoneE164: '+12055550147',
  zip: '35203',
  state: 'AL',
  bestTime: 'morning',
  topic: 'Turning 65',
  page: '/aep/birmingham',
  consent: { given: true, version: '2026-11-22', consentedAt: new Date('2026-11-24T15:00:00Z') },
});

/** A repository that keeps the leads and every recorded delivery. */
function repository(leads: WebhookLead[], due: WebhookLead[] = []) {
  const recorded: Array<{ id: string; ok: boolean; error?: string }> = [];
  const repo: LeadWebhookRepository = {
    getLead: async (id) => leads.find((item) => item.id === id) ?? null,
    recordDelivery: async (id, result) => {
      recorded.push({ id, ...result });
      return { status: result.ok ? 'delivered' : 'retrying' };
    },
    pendingDeliveries: async () => due,
  };
  return { repo, recorded };
}

describe('createLeadWebhook', () => {
  it('posts the lead as JSON, signed, and records the delivery', async () => {
    received.length = 0;
    answer = 204;
    const { repo, recorded } = repository([lead('a1')]);
    const secret = 'a-webhook-secret-of-some-length';
    const webhook = createLeadWebhook({ url: `${base}/hook`, secret, repository: repo });

    await expect(webhook.deliver('a1')).resolves.toBe(true);
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [Received];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-lead-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    );
    expect(JSON.parse(body)).toEqual({
      event: 'lead.created',
      id: 'a1',
      receivedAt: '2026-11-24T15:00:00.000Z',
      name: 'Mary Jones',
      phone: '+12055550147',
      zip: '35203',
      state: 'AL',
      bestTime: 'morning',
      topic: 'Turning 65',
      page: '/aep/birmingham',
      consent: { given: true, version: '2026-11-22', at: '2026-11-24T15:00:00.000Z' },
    });
    expect(recorded).toEqual([{ id: 'a1', ok: true }]);
  });

  it('records a failure with its reason (an error status, an unreachable host, no answer in time)', async () => {
    const { repo, recorded } = repository([lead('b1')]);
    const errors: string[] = [];
    answer = 500;
    const webhook = createLeadWebhook({
      url: `${base}/hook`,
      repository: repo,
      timeoutMs: 300,
      onError: (id, reason) => errors.push(`${id}: ${reason}`),
    });
    await expect(webhook.deliver('b1')).resolves.toBe(false);
    answer = 'hang';
    await expect(webhook.deliver('b1')).resolves.toBe(false);
    answer = 200;
    const unreachable = createLeadWebhook({
      url: 'http://127.0.0.1:1/hook',
      repository: repo,
      onError: (id, reason) => errors.push(`${id}: ${reason}`),
    });
    await expect(unreachable.deliver('b1')).resolves.toBe(false);

    expect(recorded.map(({ ok, error }) => [ok, error])).toEqual([
      [false, 'the webhook answered 500'],
      [false, 'no answer within 300 ms'],
      [false, expect.stringMatching(/^could not reach the webhook/)],
    ]);
    expect(errors).toHaveLength(3);
    expect(errors.join('\n')).not.toContain('Mary');
  });

  it('sends every due delivery once, even when the hook reaches the same lead at the same moment', async () => {
    received.length = 0;
    answer = 200;
    const due = [lead('c1'), lead('c2')];
    const { repo, recorded } = repository(due, due);
    const webhook = createLeadWebhook({ url: `${base}/hook`, repository: repo });
    const [sent] = await Promise.all([webhook.deliverDue(), webhook.deliver('c1')]);
    expect(sent).toBe(2);
    expect(received.map(({ body }) => JSON.parse(body).id).sort()).toEqual(['c1', 'c2']);
    expect(recorded).toHaveLength(2);
  });

  it('does nothing for a lead that is gone, and never throws when the database is away', async () => {
    const { repo, recorded } = repository([]);
    const webhook = createLeadWebhook({ url: `${base}/hook`, repository: repo });
    await expect(webhook.deliver('gone')).resolves.toBe(false);
    expect(recorded).toEqual([]);

    const away: LeadWebhookRepository = {
      getLead: () => Promise.reject(new Error('connection refused')),
      recordDelivery: () => Promise.reject(new Error('connection refused')),
      pendingDeliveries: () => Promise.reject(new Error('connection refused')),
    };
    const errors: string[] = [];
    const webhookAway = createLeadWebhook({
      url: `${base}/hook`,
      repository: away,
      onError: (_, r) => errors.push(r),
    });
    await expect(webhookAway.deliver('x')).resolves.toBe(false);
    await expect(webhookAway.deliverDue()).resolves.toBe(0);
    expect(errors).toEqual([
      'could not read the lead (connection refused)',
      'could not list due deliveries (connection refused)',
    ]);
  });
});

describe('leadWebhookFromEnv and leadRetentionDaysFromEnv', () => {
  it('reads the URL and secret, or nothing', () => {
    expect(leadWebhookFromEnv({})).toBeUndefined();
    expect(leadWebhookFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example.com/x' })).toEqual({
      url: 'https://hooks.example.com/x',
    });
    expect(
      leadWebhookFromEnv({
        LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/x',
        LEAD_WEBHOOK_SECRET: '0123456789abcdef',
      }),
    ).toEqual({ url: 'http://127.0.0.1:9/x', secret: '0123456789abcdef' });
  });

  it('names each bad variable', () => {
    const problems = (env: Record<string, string>, production = false) => {
      try {
        leadWebhookFromEnv(env, { production });
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(LeadConfigError);
        return (error as Error).message;
      }
    };
    expect(problems({ LEAD_WEBHOOK_URL: 'not a url' })).toMatch(/LEAD_WEBHOOK_URL: "not a url" is not a URL/);
    expect(problems({ LEAD_WEBHOOK_URL: 'ftp://x.example' })).toMatch(/must start with https/);
    expect(problems({ LEAD_WEBHOOK_URL: 'http://x.example' }, true)).toMatch(/https in production/);
    expect(problems({ LEAD_WEBHOOK_SECRET: '0123456789abcdef' })).toMatch(/set the URL too/);
    expect(problems({ LEAD_WEBHOOK_URL: 'https://x.example', LEAD_WEBHOOK_SECRET: 'short' })).toMatch(
      /too short/,
    );
  });

  it('keeps leads four years unless told otherwise', () => {
    expect(leadRetentionDaysFromEnv({})).toBe(1461);
    expect(leadRetentionDaysFromEnv({ LEAD_RETENTION_DAYS: '365' })).toBe(365);
    expect(() => leadRetentionDaysFromEnv({ LEAD_RETENTION_DAYS: '0' })).toThrow(/LEAD_RETENTION_DAYS: "0"/);
    expect(() => leadRetentionDaysFromEnv({ LEAD_RETENTION_DAYS: 'a year' })).toThrow(LeadConfigError);
  });
});
