// The agency hears at once: each stored lead is posted to a webhook (a CRM, Zapier, a chat channel), after the
// visitor's answer and never in its way. A failed post is recorded and tried again with back-off (the schedule is the
// repository's: @agency/db doubles the delay after each failure, up to a cap, then gives up); staff see failed
// deliveries with the lead. Deliveries are at least once: a receiver keys on `id`.
import { createKeyedHasher } from '@agency/chat';
import type { LeadConsentRecord, LeadRecord } from '@agency/db';
import { runsInProduction } from './env.ts';
import { LeadConfigError } from './errors.ts';

/** The lead as the webhook receives it (JSON). */
export interface LeadWebhookPayload {
  event: 'lead.created';
  id: string;
  receivedAt: string;
  name: string;
  /** E.164, e.g. "+12055550147". */
  phone: string;
  zip: string | null;
  state: string | null;
  bestTime: string;
  topic: string | null;
  /** The site path the request was sent from. */
  page: string;
  consent: { given: boolean; version: string; at: string } | null;
}

/** What the delivery needs of the lead repository (structurally @agency/db's LeadRepository). */
export interface LeadWebhookRepository {
  getLead(id: string): Promise<WebhookLead | null>;
  recordDelivery(
    leadId: string,
    result: { ok: boolean; error?: string },
    now?: Date,
  ): Promise<{ status: string } | null>;
  pendingDeliveries(now: Date, limit?: number): Promise<WebhookLead[]>;
}

/** The fields of a stored lead the payload is made of (@agency/db's `LeadDetail` has them). */
export interface WebhookLead extends Pick<
  LeadRecord,
  'id' | 'createdAt' | 'name' | 'phoneE164' | 'zip' | 'state' | 'topic' | 'page'
> {
  bestTime: string;
  consent: Pick<LeadConsentRecord, 'given' | 'version' | 'consentedAt'> | null;
}

export interface LeadWebhookOptions {
  /** Where leads are posted (https in production). */
  url: string;
  /** When set, each post carries `X-Lead-Signature: sha256=<hex HMAC of the body>` under this secret. */
  secret?: string;
  repository: LeadWebhookRepository;
  /** Give up on one post after this long, in ms. Default 10,000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Told about each failed post (no visitor data: the lead id and the reason). */
  onError?: (leadId: string, reason: string) => void;
}

export interface LeadWebhook {
  /** Posts one stored lead now and records the outcome; never throws. */
  deliver(leadId: string): Promise<boolean>;
  /** Posts every lead whose delivery is due (new, or a retry whose time has come); returns how many went through. */
  deliverDue(now?: Date): Promise<number>;
}

export function toWebhookPayload(lead: WebhookLead): LeadWebhookPayload {
  return {
    event: 'lead.created',
    id: lead.id,
    receivedAt: lead.createdAt.toISOString(),
    name: lead.name,
    phone: lead.phoneE164,
    zip: lead.zip,
    state: lead.state,
    bestTime: lead.bestTime,
    topic: lead.topic,
    page: lead.page,
    consent: lead.consent
      ? {
          given: lead.consent.given,
          version: lead.consent.version,
          at: lead.consent.consentedAt.toISOString(),
        }
      : null,
  };
}

export function createLeadWebhook(options: LeadWebhookOptions): LeadWebhook {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const sign = options.secret ? createKeyedHasher(options.secret) : undefined;
  // One post per lead at a time: the hook after the answer and the retry sweep may both reach a new lead.
  const inFlight = new Map<string, Promise<boolean>>();

  async function post(lead: WebhookLead): Promise<boolean> {
    const body = JSON.stringify(toWebhookPayload(lead));
    let failure: string | undefined;
    try {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'User-Agent': 'agency-lead-webhook',
      };
      if (sign) headers['X-Lead-Signature'] = `sha256=${await sign(body)}`;
      const response = await send(options.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) failure = `the webhook answered ${response.status}`;
    } catch (error) {
      failure =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : `could not reach the webhook (${error instanceof Error ? error.message : String(error)})`;
    }
    if (failure) options.onError?.(lead.id, failure);
    try {
      await options.repository.recordDelivery(
        lead.id,
        failure ? { ok: false, error: failure } : { ok: true },
      );
    } catch (error) {
      // The database is away: the delivery stays due and the next sweep tries again.
      options.onError?.(
        lead.id,
        `could not record the delivery (${error instanceof Error ? error.message : error})`,
      );
    }
    return !failure;
  }

  function once(leadId: string, load: () => Promise<WebhookLead | null>): Promise<boolean> {
    const running = inFlight.get(leadId);
    if (running) return running;
    const task = load()
      .then((lead) => (lead ? post(lead) : false))
      .catch((error: unknown) => {
        options.onError?.(
          leadId,
          `could not read the lead (${error instanceof Error ? error.message : error})`,
        );
        return false;
      })
      .finally(() => inFlight.delete(leadId));
    inFlight.set(leadId, task);
    return task;
  }

  return {
    deliver: (leadId) => once(leadId, () => options.repository.getLead(leadId)),
    async deliverDue(now = new Date()) {
      let due: WebhookLead[];
      try {
        due = await options.repository.pendingDeliveries(now);
      } catch (error) {
        options.onError?.(
          '-',
          `could not list due deliveries (${error instanceof Error ? error.message : error})`,
        );
        return 0;
      }
      const results = await Promise.all(due.map((lead) => once(lead.id, async () => lead)));
      return results.filter(Boolean).length;
    },
  };
}

/**
 * The webhook from the environment: `LEAD_WEBHOOK_URL` (none: no webhook), `LEAD_WEBHOOK_SECRET` (optional, at least
 * 16 characters). In production the URL must be https. Throws a LeadConfigError naming each bad variable.
 */
export function leadWebhookFromEnv(
  env: Record<string, string | undefined>,
  options: { production?: boolean } = {},
): { url: string; secret?: string } | undefined {
  const url = env.LEAD_WEBHOOK_URL?.trim();
  const secret = env.LEAD_WEBHOOK_SECRET?.trim() || undefined;
  const production = runsInProduction(env, options.production);
  const problems: string[] = [];
  if (!url) {
    if (secret) problems.push('LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not: set the URL too');
  } else {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`LEAD_WEBHOOK_URL: "${url}" is not a URL`);
    }
    if (parsed && !['https:', 'http:'].includes(parsed.protocol))
      problems.push(`LEAD_WEBHOOK_URL: "${url}" must start with https://`);
    else if (parsed && production && parsed.protocol !== 'https:')
      problems.push(`LEAD_WEBHOOK_URL: "${url}" must use https in production (the lead is visitor data)`);
  }
  if (secret && secret.length < 16)
    problems.push('LEAD_WEBHOOK_SECRET is too short: use at least 16 random characters');
  if (problems.length > 0)
    throw new LeadConfigError(`Invalid lead webhook configuration:\n- ${problems.join('\n- ')}`);
  return url ? { url, ...(secret ? { secret } : {}) } : undefined;
}
