// The lead repository's types: what the 'lead' function stores (NewLead, through LeadStore), what staff read and change
// (LeadRecord, LeadDetail, with consent and webhook delivery), and the repository itself. @agency/lead's views of a
// lead are taken from these.

/** A lead's place in the agency's work, as staff set it. */
export const leadStatuses = ['new', 'called', 'booked', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** When the visitor would like the call. */
export const leadBestTimes = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type LeadBestTime = (typeof leadBestTimes)[number];

/** What a visitor's callback request holds, as stored: every view of a lead has these. */
export interface LeadFields {
  name: string;
  /** The phone number in E.164, e.g. "+12055550147". */
  phoneE164: string;
  /** 5-digit ZIP (of a ZIP+4, its first five digits), or null. */
  zip: string | null;
  /** Two-letter state of the ZIP, or null (no ZIP, or a prefix the function does not know). */
  state: string | null;
  bestTime: LeadBestTime;
  topic: string | null;
  /** The site path the form was sent from, e.g. "/aep/birmingham". */
  page: string;
  userAgent: string | null;
  /** HMAC-SHA-256 (hex) of the client address under the function's secret key; never the address. */
  ipHash: string | null;
}

/** One callback request as the 'lead' function has validated it and stores it (@agency/lead's `NewLead`). */
export interface NewLead extends LeadFields {
  receivedAt: Date;
  /** The consent box: ticked or not, and the exact text and version shown beside it. */
  consent: { given: boolean; text: string; version: string };
}

/**
 * Where the 'lead' function stores leads (@agency/lead's `LeadStore`): `insertLead` resolves only once the lead
 * (and its consent) is committed, and throws when it is not.
 */
export interface LeadStore {
  insertLead(lead: NewLead): Promise<{ id: string }>;
}

/** A stored lead. */
export interface LeadRecord extends LeadFields {
  id: string;
  createdAt: Date;
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
