// The lead repository: the 'lead' function inserts callback requests with their consent (LeadStore); the staff inbox
// lists, reads, updates, deletes and exports them; the webhook retrier keeps its bookkeeping here. Its types are in
// lead-types.ts, the mapping of rows to records in lead-rows.ts.
import type { Sql } from './connect';
import { toCsv } from './csv';
import {
  checkStatus,
  csvColumns,
  errorMaxLength,
  toDelivery,
  toDetail,
  toLead,
  userAgentMaxLength,
  uuidPattern,
  type DeliveryRow,
  type LeadDetailRow,
  type LeadRow,
} from './lead-rows';
import type { LeadDetail, LeadFilter, LeadRepository, WebhookRetryOptions } from './lead-types';

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
