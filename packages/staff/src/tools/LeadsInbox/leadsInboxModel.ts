// The inbox's contract with the 'leads-admin' function (a request as it returns it, the filter, the failures, the
// client the site passes in) and its pure parts: a visitor's words as shown, a phone number, and the consent and
// delivery records in words.
import { revealHiddenCharacters } from '@agency/content/contracts';
import type { LeadsInboxCopy } from '../copy';
import { fill } from '../format';

export const inboxLeadStatuses = ['new', 'called', 'booked', 'closed'] as const;
export type InboxLeadStatus = (typeof inboxLeadStatuses)[number];

/** One callback request as the 'leads-admin' function returns it (dates as ISO strings). */
export interface InboxLead {
  id: string;
  createdAt: string;
  name: string;
  phoneE164: string;
  zip: string | null;
  state: string | null;
  bestTime: 'morning' | 'afternoon' | 'evening' | 'anytime';
  topic: string | null;
  page: string;
  status: InboxLeadStatus;
  notes: string | null;
  consent: { given: boolean; text: string; version: string; consentedAt: string } | null;
  delivery: {
    status: 'pending' | 'delivered' | 'retrying' | 'failed';
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
  } | null;
}

export interface InboxFilter {
  status?: InboxLeadStatus;
  search?: string;
}

/** Why a call to the function failed, in words the inbox can explain. */
export type InboxFailure =
  'unavailable' | 'noAccess' | 'needsSecondFactor' | 'signedOut' | 'invalid' | 'gone';
export type InboxResult<T> = { ok: true; value: T } | { ok: false; reason: InboxFailure };

/** The 'leads-admin' function, as the site calls it with the staff session's token. */
export interface LeadsInboxClient {
  list(filter: InboxFilter): Promise<InboxResult<{ leads: InboxLead[]; total: number }>>;
  update(
    id: string,
    patch: { status?: InboxLeadStatus; notes?: string | null },
  ): Promise<InboxResult<InboxLead>>;
  remove(id: string): Promise<InboxResult<null>>;
  exportCsv(filter: InboxFilter): Promise<InboxResult<{ fileName: string; csv: string }>>;
}

/**
 * A visitor's words as the inbox shows them: a character that shows nothing or reorders the text around it (a
 * right-to-left override, a zero-width space), which an older request may still hold, as its code point:
 * "invoice\u202Efdp.exe" reads "invoice[U+202E]fdp.exe", never "invoiceexe.pdf".
 */
export function shownText(text: string): string {
  return revealHiddenCharacters(text);
}

/** "+12055550147" → "(205) 555-0147". */
export function displayPhone(e164: string): string {
  const digits = e164.replace(/^\+1/, '');
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}

/** The consent the request was sent with: ticked (when, which text), not ticked, or no record. */
export function consentText(
  lead: InboxLead,
  copy: LeadsInboxCopy,
  formatTime: (iso: string) => string,
): string {
  if (!lead.consent) return copy.consentMissing;
  const { given, version, consentedAt } = lead.consent;
  return given
    ? fill(copy.consentGiven, { version, time: formatTime(consentedAt) })
    : fill(copy.consentNotGiven, { version });
}

/** Whether the agency's webhook got the request: sent (when), waiting, retrying or failed (after how many tries). */
export function deliveryText(
  lead: InboxLead,
  copy: LeadsInboxCopy,
  formatTime: (iso: string) => string,
): string {
  const { delivery } = lead;
  if (!delivery) return copy.delivery.none;
  if (delivery.status === 'delivered')
    return fill(copy.delivery.delivered, {
      time: delivery.deliveredAt ? formatTime(delivery.deliveredAt) : '',
    });
  if (delivery.status === 'pending') return copy.delivery.pending;
  return fill(copy.delivery[delivery.status], {
    attempts: String(delivery.attempts),
    error: delivery.lastError ?? '',
  });
}
