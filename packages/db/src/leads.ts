// The lead repository: the 'lead' function inserts callback requests with their consent (LeadStore); the staff inbox
// lists, reads, updates, deletes and exports them; the webhook retrier keeps its bookkeeping here.
import { toCsv } from './csv';
import type { Sql } from './connect';

/** A lead's place in the agency's work, as staff set it. */
export const leadStatuses = ['new', 'called', 'booked', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** When the visitor would like the call. */
export const leadBestTimes = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type LeadBestTime = (typeof leadBestTimes)[number];

/** A callback request as the 'lead' function has validated it. */
export interface NewLead {
  name: string;
  phoneE164: string;
  zip: string | null;
  state: string | null;
  bestTime: 'morning' | 'afternoon' | 'evening' | 'anytime';
  topic: string | null;
  page: string;
  userAgent: string | null;
  ipHash: string | null;
  receivedAt: Date;
  consent: { given: boolean; text: string; version: string };
}

/** What the 'lead' function needs: resolves only once the lead (and its consent) is committed. */
export interface LeadStore {
  insertLead(lead: NewLead): Promise<{ id: string }>;
}

/** A stored lead. */
export interface LeadRecord {
  id: string;
  createdAt: Date;
  name: string;
  phoneE164: string;
  zip: string | null;
  state: string | null;
  bestTime: LeadBestTime;
  topic: string | null;
  page: string;
  userAgent: string | null;
  ipHash: string | null;
  status: LeadStatus;
  notes: string | null;
  updatedAt: Date;
  /** The staff user (auth.users id) who last changed status or notes. */
  updatedBy: string | null;
}

/** The consent on record with a lead. */
export interface LeadConsentRecord {
  given: boolean;
  text: string;
  version: string;
  consentedAt: Date;
  page: string;
}

/** pending: not tried yet; delivered; retrying: failed, tried again at nextAttemptAt; failed: given up. */
export type LeadDeliveryStatus = 'pending' | 'delivered' | 'retrying' | 'failed';

/** The webhook delivery of a lead. */
export interface LeadDeliveryState {
  status: LeadDeliveryStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date | null;
}

/** A lead with its consent record and webhook state (null when missing). */
export interface LeadDetail extends LeadRecord {
  consent: LeadConsentRecord | null;
  delivery: LeadDeliveryState | null;
}

export interface LeadFilter {
  status?: LeadStatus;
  /** Matches name, topic, notes, ZIP, state, or (by its digits) the phone number. */
  search?: string;
}

export interface ListLeadsOptions extends LeadFilter {
  /** Default 50, at most 500. */
  limit?: number;
  offset?: number;
}

export interface LeadPatch {
  status?: LeadStatus;
  notes?: string | null;
}

export interface WebhookRetryOptions {
  /** Delay after the first failure; doubles after each next one. Default 30 s. */
  baseDelayMs?: number;
  /** Longest delay between two attempts. Default 1 hour. */
  maxDelayMs?: number;
  /** Attempts before giving up (the delivery then shows as failed). Default 8. */
  maxAttempts?: number;
}

export interface LeadRepository extends LeadStore {
  /** Newest first, with the total matching the filter. */
  listLeads(options?: ListLeadsOptions): Promise<{ leads: LeadDetail[]; total: number }>;
  /** One lead with its consent and webhook state, or null. */
  getLead(id: string): Promise<LeadDetail | null>;
  /** Changes status and/or notes, records who; null when there is no such lead. */
  updateLead(id: string, patch: LeadPatch, staffUserId: string): Promise<LeadRecord | null>;
  /** Deletes a lead with its consent and delivery records; false when there was none. */
  deleteLead(id: string): Promise<boolean>;
  /** Retention: deletes leads received more than `days` ago; returns how many. */
  deleteLeadsOlderThan(days: number): Promise<number>;
  /** Every lead matching the filter as CSV (header row, CRLF lines, formula-safe cells). */
  leadsCsv(filter?: LeadFilter): Promise<string>;
  /** Records one webhook attempt; returns the new state, or null when the lead is gone. */
  recordDelivery(
    leadId: string,
    result: { ok: boolean; error?: string },
    now?: Date,
  ): Promise<LeadDeliveryState | null>;
  /** Leads whose webhook delivery is due at `now` (oldest due first). Deliveries are at least once. */
  pendingDeliveries(now: Date, limit?: number): Promise<LeadDetail[]>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userAgentMaxLength = 512;
const errorMaxLength = 1000;

interface LeadRow {
  id: string;
  created_at: Date;
  name: string;
  phone_e164: string;
  zip: string | null;
  state: string | null;
  best_time: LeadBestTime;
  topic: string | null;
  page: string;
  user_agent: string | null;
  ip_hash: string | null;
  status: LeadStatus;
  notes: string | null;
  updated_at: Date;
  updated_by: string | null;
}

interface DeliveryRow {
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
}

interface LeadDetailRow extends LeadRow {
  consent_given: boolean | null;
  consent_text: string | null;
  consent_version: string | null;
  consented_at: Date | null;
  consent_page: string | null;
  delivery_attempts: number | null;
  delivery_last_error: string | null;
  delivery_delivered_at: Date | null;
  delivery_next_attempt_at: Date | null;
}

function toLead(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    phoneE164: row.phone_e164,
    zip: row.zip,
    state: row.state,
    bestTime: row.best_time,
    topic: row.topic,
    page: row.page,
    userAgent: row.user_agent,
    ipHash: row.ip_hash,
    status: row.status,
    notes: row.notes,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

function toDelivery(row: DeliveryRow): LeadDeliveryState {
  const status: LeadDeliveryStatus = row.delivered_at
    ? 'delivered'
    : row.attempts === 0
      ? 'pending'
      : row.next_attempt_at
        ? 'retrying'
        : 'failed';
  return {
    status,
    attempts: row.attempts,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    nextAttemptAt: row.next_attempt_at,
  };
}

function toDetail(row: LeadDetailRow): LeadDetail {
  return {
    ...toLead(row),
    consent:
      row.consent_given === null
        ? null
        : {
            given: row.consent_given,
            text: row.consent_text ?? '',
            version: row.consent_version ?? '',
            consentedAt: row.consented_at ?? row.created_at,
            page: row.consent_page ?? row.page,
          },
    delivery:
      row.delivery_attempts === null
        ? null
        : toDelivery({
            attempts: row.delivery_attempts,
            last_error: row.delivery_last_error,
            delivered_at: row.delivery_delivered_at,
            next_attempt_at: row.delivery_next_attempt_at,
          }),
  };
}

function checkStatus(status: unknown): asserts status is LeadStatus {
  if (!leadStatuses.includes(status as LeadStatus)) {
    throw new TypeError(
      `Unknown lead status ${JSON.stringify(status)}: use one of ${leadStatuses.join(', ')}.`,
    );
  }
}

/** The CSV export's columns, in order. */
const csvColumns: ReadonlyArray<{
  header: string;
  value: (lead: LeadDetail) => string | number | boolean | Date | null;
}> = [
  { header: 'id', value: (lead) => lead.id },
  { header: 'received_at', value: (lead) => lead.createdAt },
  { header: 'status', value: (lead) => lead.status },
  { header: 'name', value: (lead) => lead.name },
  { header: 'phone', value: (lead) => lead.phoneE164 },
  { header: 'zip', value: (lead) => lead.zip },
  { header: 'state', value: (lead) => lead.state },
  { header: 'best_time', value: (lead) => lead.bestTime },
  { header: 'topic', value: (lead) => lead.topic },
  { header: 'notes', value: (lead) => lead.notes },
  { header: 'page', value: (lead) => lead.page },
  { header: 'consent_given', value: (lead) => lead.consent?.given ?? null },
  { header: 'consent_version', value: (lead) => lead.consent?.version ?? null },
  { header: 'consent_text', value: (lead) => lead.consent?.text ?? null },
  { header: 'consented_at', value: (lead) => lead.consent?.consentedAt ?? null },
  { header: 'webhook', value: (lead) => lead.delivery?.status ?? null },
  { header: 'updated_at', value: (lead) => lead.updatedAt },
];

/** The lead repository over a postgres.js client connected with a privileged role (service role or table owner). */
export function createLeadRepository(
  sql: Sql,
  options: { webhookRetry?: WebhookRetryOptions } = {},
): LeadRepository {
  const retry = {
    baseDelayMs: options.webhookRetry?.baseDelayMs ?? 30_000,
    maxDelayMs: options.webhookRetry?.maxDelayMs ?? 3_600_000,
    maxAttempts: options.webhookRetry?.maxAttempts ?? 8,
  };

  // Fresh fragments per query: a postgres.js fragment is a pending query, not a reusable string.
  const detailSelect = () => sql`
    select l.*,
      c.consent_given, c.consent_text, c.consent_version, c.consented_at, c.page as consent_page,
      d.attempts as delivery_attempts, d.last_error as delivery_last_error,
      d.delivered_at as delivery_delivered_at, d.next_attempt_at as delivery_next_attempt_at
    from public.leads l
    left join public.lead_consents c on c.lead_id = l.id
    left join public.lead_webhook_deliveries d on d.lead_id = l.id
  `;

  function where(filter: LeadFilter) {
    const conditions = [];
    if (filter.status !== undefined) {
      checkStatus(filter.status);
      conditions.push(sql`l.status = ${filter.status}`);
    }
    const search = filter.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
      const digits = search.replace(/\D/g, '');
      conditions.push(sql`(
        l.name ilike ${pattern} or l.topic ilike ${pattern} or l.notes ilike ${pattern}
        or l.zip = ${search} or l.state = ${search.toUpperCase()}
        ${digits.length >= 3 ? sql`or l.phone_e164 like ${`%${digits}%`}` : sql``}
      )`);
    }
    if (conditions.length === 0) return sql``;
    return sql`where ${conditions.reduce((all, condition) => sql`${all} and ${condition}`)}`;
  }

  async function getLead(id: string): Promise<LeadDetail | null> {
    if (!uuidPattern.test(id)) return null;
    const [row] = await sql<LeadDetailRow[]>`${detailSelect()} where l.id = ${id}`;
    return row ? toDetail(row) : null;
  }

  return {
    async insertLead(lead) {
      // sql.begin resolves after COMMIT: the caller tells the visitor "received" only then.
      return sql.begin(async (tx) => {
        const [row] = await tx<{ id: string }[]>`
          insert into public.leads
            (created_at, updated_at, name, phone_e164, zip, state, best_time, topic, page, user_agent, ip_hash)
          values (
            ${lead.receivedAt}, ${lead.receivedAt}, ${lead.name}, ${lead.phoneE164}, ${lead.zip}, ${lead.state},
            ${lead.bestTime}, ${lead.topic}, ${lead.page}, ${lead.userAgent?.slice(0, userAgentMaxLength) ?? null},
            ${lead.ipHash}
          )
          returning id
        `;
        if (!row) throw new Error('insertLead: the database returned no id');
        await tx`
          insert into public.lead_consents (lead_id, consent_given, consent_text, consent_version, consented_at, page)
          values (${row.id}, ${lead.consent.given}, ${lead.consent.text}, ${lead.consent.version},
            ${lead.receivedAt}, ${lead.page})
        `;
        // Due at once: the webhook retrier finds it even if this process stops before the first attempt.
        await tx`
          insert into public.lead_webhook_deliveries (lead_id, next_attempt_at) values (${row.id}, ${lead.receivedAt})
        `;
        return { id: row.id };
      });
    },

    async listLeads(options = {}) {
      const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? 50)), 500);
      const offset = Math.max(0, Math.trunc(options.offset ?? 0));
      const [rows, [count]] = await Promise.all([
        sql<
          LeadDetailRow[]
        >`${detailSelect()} ${where(options)} order by l.created_at desc, l.id limit ${limit} offset ${offset}`,
        sql<{ total: string }[]>`select count(*) as total from public.leads l ${where(options)}`,
      ]);
      return { leads: rows.map(toDetail), total: Number(count?.total ?? 0) };
    },

    getLead,

    async updateLead(id, patch, staffUserId) {
      if (!uuidPattern.test(id)) return null;
      if (!uuidPattern.test(staffUserId))
        throw new TypeError('updateLead: staffUserId must be a user id (uuid).');
      const values: Record<string, string | null> = { updated_by: staffUserId };
      if (patch.status !== undefined) {
        checkStatus(patch.status);
        values.status = patch.status;
      }
      if (patch.notes !== undefined) values.notes = patch.notes;
      if (Object.keys(values).length === 1)
        throw new TypeError('updateLead: give a status or notes to change.');
      const [row] = await sql<LeadRow[]>`
        update public.leads set ${sql(values)} where id = ${id} returning *
      `;
      return row ? toLead(row) : null;
    },

    async deleteLead(id) {
      if (!uuidPattern.test(id)) return false;
      const result = await sql`delete from public.leads where id = ${id}`;
      return result.count > 0;
    },

    async deleteLeadsOlderThan(days) {
      if (!Number.isFinite(days) || days <= 0) {
        throw new RangeError(`deleteLeadsOlderThan: days must be a positive number, got ${days}.`);
      }
      const [row] = await sql<{ deleted: number }[]>`
        select public.delete_leads_older_than(${days}::float8 * interval '1 day') as deleted
      `;
      return row?.deleted ?? 0;
    },

    async leadsCsv(filter = {}) {
      const rows = await sql<
        LeadDetailRow[]
      >`${detailSelect()} ${where(filter)} order by l.created_at desc, l.id`;
      return toCsv(csvColumns, rows.map(toDetail));
    },

    async recordDelivery(leadId, result, now = new Date()) {
      if (!uuidPattern.test(leadId)) return null;
      return sql.begin(async (tx) => {
        const [lead] = await tx`select 1 from public.leads where id = ${leadId} for key share`;
        if (!lead) return null;
        const [current] = await tx<{ attempts: number }[]>`
          select attempts from public.lead_webhook_deliveries where lead_id = ${leadId} for update
        `;
        const attempts = (current?.attempts ?? 0) + 1;
        const delay = Math.min(retry.baseDelayMs * 2 ** (attempts - 1), retry.maxDelayMs);
        const next = result.ok || attempts >= retry.maxAttempts ? null : new Date(now.getTime() + delay);
        const error = result.ok ? null : (result.error ?? 'delivery failed').slice(0, errorMaxLength);
        const [row] = await tx<DeliveryRow[]>`
          insert into public.lead_webhook_deliveries as d
            (lead_id, attempts, last_error, delivered_at, next_attempt_at, updated_at)
          values (${leadId}, ${attempts}, ${error}, ${result.ok ? now : null}, ${next}, ${now})
          on conflict (lead_id) do update set
            attempts = excluded.attempts, last_error = excluded.last_error, delivered_at = excluded.delivered_at,
            next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at
          returning attempts, last_error, delivered_at, next_attempt_at
        `;
        return row ? toDelivery(row) : null;
      });
    },

    async pendingDeliveries(now, limit = 20) {
      const rows = await sql<LeadDetailRow[]>`
        ${detailSelect()}
        where d.delivered_at is null and d.next_attempt_at is not null and d.next_attempt_at <= ${now}
        order by d.next_attempt_at, l.id
        limit ${Math.min(Math.max(1, Math.trunc(limit)), 500)}
      `;
      return rows.map(toDetail);
    },
  };
}
