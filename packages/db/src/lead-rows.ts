// How rows of public.leads (joined with their consent and webhook delivery) become the repository's records, the
// checks on what a caller passes in, and the columns of the CSV export.
import {
  leadStatuses,
  type LeadBestTime,
  type LeadDeliveryState,
  type LeadDeliveryStatus,
  type LeadDetail,
  type LeadRecord,
  type LeadStatus,
} from './lead-types';

/** A lead's or a staff user's id: anything else matches no row, and is not sent to the database. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest user agent kept. */
export const userAgentMaxLength = 512;
/** The longest webhook error kept. */
export const errorMaxLength = 1000;

/** A row of public.leads. */
export interface LeadRow {
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

/** A row of public.lead_webhook_deliveries (the columns a record needs). */
export interface DeliveryRow {
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
}

/** A lead row joined with its consent and delivery (`detailSelect`); their columns are null when missing. */
export interface LeadDetailRow extends LeadRow {
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

/** A lead row as a record. */
export function toLead(row: LeadRow): LeadRecord {
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

/** A delivery row as its state: delivered, pending (not tried), retrying (a next attempt set) or failed. */
export function toDelivery(row: DeliveryRow): LeadDeliveryState {
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

/** A joined row as a lead with its consent and delivery (null when the lead has none on record). */
export function toDetail(row: LeadDetailRow): LeadDetail {
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

/** Throws a TypeError for a status that is not one of `leadStatuses`. */
export function checkStatus(status: unknown): asserts status is LeadStatus {
  if (!leadStatuses.includes(status as LeadStatus)) {
    throw new TypeError(
      `Unknown lead status ${JSON.stringify(status)}: use one of ${leadStatuses.join(', ')}.`,
    );
  }
}

/** The CSV export's columns, in order. */
export const csvColumns: ReadonlyArray<{
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
