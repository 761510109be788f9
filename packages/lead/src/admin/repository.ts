// What the staff function needs from the data layer, described by shape only: @agency/db's `createLeadRepository(sql)`
// fits it, and @agency/lead does not depend on @agency/db at run time (the Edge bundle stays free of a driver it does
// not need to carry twice).

/** A lead's place in the agency's work, as staff set it. */
export const leadsAdminStatuses = ['new', 'called', 'booked', 'closed'] as const;
export type LeadsAdminStatus = (typeof leadsAdminStatuses)[number];

/** A date as the repository gives it (postgres.js: a Date; a test double may hand an ISO string). */
export type DateLike = Date | string;

/** A stored lead with its consent record and webhook state, as @agency/db's `LeadDetail`. */
export interface LeadsAdminRepositoryLead {
  id: string;
  createdAt: DateLike;
  name: string;
  phoneE164: string;
  zip: string | null;
  state: string | null;
  bestTime: string;
  topic: string | null;
  page: string;
  userAgent: string | null;
  status: string;
  notes: string | null;
  updatedAt: DateLike;
  updatedBy: string | null;
  consent?: {
    given: boolean;
    text: string;
    version: string;
    consentedAt: DateLike;
    page: string;
  } | null;
  delivery?: {
    status: string;
    attempts: number;
    lastError: string | null;
    deliveredAt: DateLike | null;
    nextAttemptAt: DateLike | null;
  } | null;
}

export interface LeadsAdminFilter {
  status?: LeadsAdminStatus;
  search?: string;
}

/** The part of @agency/db's `LeadRepository` the staff function calls. */
export interface LeadsAdminRepository {
  listLeads(
    options?: LeadsAdminFilter & { limit?: number; offset?: number },
  ): Promise<{ leads: LeadsAdminRepositoryLead[]; total: number }>;
  getLead(id: string): Promise<LeadsAdminRepositoryLead | null>;
  /** Returns null when there is no such lead; records `staffUserId` as the one who changed it. */
  updateLead(
    id: string,
    patch: { status?: LeadsAdminStatus; notes?: string | null },
    staffUserId: string,
  ): Promise<{ id: string } | null>;
  /** False when there was no such lead. */
  deleteLead(id: string): Promise<boolean>;
  /** Every lead matching the filter as CSV (header row included). */
  leadsCsv(filter?: LeadsAdminFilter): Promise<string>;
}

/** One lead as the staff function answers it: dates as ISO strings; the keyed hash of the address is left out. */
export interface LeadsAdminLead {
  id: string;
  createdAt: string;
  name: string;
  phoneE164: string;
  zip: string | null;
  state: string | null;
  bestTime: string;
  topic: string | null;
  page: string;
  userAgent: string | null;
  status: string;
  notes: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** The consent exactly as the visitor saw it, ticked or not; null when none is on record. */
  consent: { given: boolean; text: string; version: string; consentedAt: string; page: string } | null;
  /** The webhook delivery to the agency: pending, delivered, retrying or failed; null when none is on record. */
  delivery: {
    status: string;
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
    nextAttemptAt: string | null;
  } | null;
}

function iso(value: DateLike): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

function isoOrNull(value: DateLike | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** The answer's shape of one lead: each field named, so nothing the repository adds leaks by accident. */
export function leadForStaff(lead: LeadsAdminRepositoryLead): LeadsAdminLead {
  return {
    id: lead.id,
    createdAt: iso(lead.createdAt),
    name: lead.name,
    phoneE164: lead.phoneE164,
    zip: lead.zip,
    state: lead.state,
    bestTime: lead.bestTime,
    topic: lead.topic,
    page: lead.page,
    userAgent: lead.userAgent,
    status: lead.status,
    notes: lead.notes,
    updatedAt: iso(lead.updatedAt),
    updatedBy: lead.updatedBy,
    consent: lead.consent
      ? {
          given: lead.consent.given,
          text: lead.consent.text,
          version: lead.consent.version,
          consentedAt: iso(lead.consent.consentedAt),
          page: lead.consent.page,
        }
      : null,
    delivery: lead.delivery
      ? {
          status: lead.delivery.status,
          attempts: lead.delivery.attempts,
          lastError: lead.delivery.lastError,
          deliveredAt: isoOrNull(lead.delivery.deliveredAt),
          nextAttemptAt: isoOrNull(lead.delivery.nextAttemptAt),
        }
      : null,
  };
}
