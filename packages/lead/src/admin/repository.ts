// What the staff function needs from the data layer, described by shape only: @agency/db's `createLeadRepository(sql)`
// fits it. The fields are @agency/db's (its types only: @agency/lead does not depend on @agency/db at run time).
import type { LeadConsentRecord, LeadDeliveryState, LeadRecord } from '@agency/db';

/** A lead's place in the agency's work, as staff set it. */
export const leadsAdminStatuses = ['new', 'called', 'booked', 'closed'] as const;
export type LeadsAdminStatus = (typeof leadsAdminStatuses)[number];

/** A date as the repository gives it (postgres.js: a Date; a test double may hand an ISO string). */
export type DateLike = Date | string;

/**
 * The fields staff see of a stored lead, with its dates as `Time`, as @agency/db's `LeadRecord` has them (but the keyed
 * hash of the address, which staff never see). Status and best time are plain strings: a test double may hand any.
 */
type StaffLeadFields<Time> = Omit<
  LeadRecord,
  'createdAt' | 'updatedAt' | 'bestTime' | 'status' | 'ipHash'
> & {
  createdAt: Time;
  updatedAt: Time;
  bestTime: string;
  status: string;
};

/** The consent on record, as @agency/db's `LeadConsentRecord`, with its date as `Time`. */
type StaffConsent<Time> = Omit<LeadConsentRecord, 'consentedAt'> & { consentedAt: Time };

/** The webhook delivery, as @agency/db's `LeadDeliveryState`, with its dates as `Time`. */
type StaffDelivery<Time> = Omit<LeadDeliveryState, 'status' | 'deliveredAt' | 'nextAttemptAt'> & {
  status: string;
  deliveredAt: Time | null;
  nextAttemptAt: Time | null;
};

/** A stored lead with its consent record and webhook state, as @agency/db's `LeadDetail`. */
export interface LeadsAdminRepositoryLead extends StaffLeadFields<DateLike> {
  consent?: StaffConsent<DateLike> | null;
  delivery?: StaffDelivery<DateLike> | null;
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
export interface LeadsAdminLead extends StaffLeadFields<string> {
  /** The consent exactly as the visitor saw it, ticked or not; null when none is on record. */
  consent: StaffConsent<string> | null;
  /** The webhook delivery to the agency: pending, delivered, retrying or failed; null when none is on record. */
  delivery: StaffDelivery<string> | null;
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
