// Where leads go: the interface a database implements (@agency/db), and an in-memory store for tests only.
import type { BestTime } from './fields.ts';

/** One callback request as the function stores it. */
export interface NewLead {
  name: string;
  /** The phone number in E.164, e.g. "+12055550147". */
  phoneE164: string;
  /** 5-digit ZIP (of a ZIP+4, its first five digits), or null. */
  zip: string | null;
  /** Two-letter state of the ZIP, or null (no ZIP, or a prefix the function does not know). */
  state: string | null;
  bestTime: BestTime;
  topic: string | null;
  /** The site path the form was sent from, e.g. "/aep/birmingham". */
  page: string;
  userAgent: string | null;
  /** HMAC-SHA-256 (hex) of the client address under the function's secret key; never the address. */
  ipHash: string | null;
  receivedAt: Date;
  /** The consent box: ticked or not, and the exact text and version shown beside it. */
  consent: { given: boolean; text: string; version: string };
}

/** Stores leads. `insertLead` resolves only once the row is committed; it throws when it is not. */
export interface LeadStore {
  insertLead(lead: NewLead): Promise<{ id: string }>;
}

/** Keeps leads in an array. For tests only: leads in memory are lost with the process. */
export class MemoryLeadStore implements LeadStore {
  readonly leads: Array<NewLead & { id: string }> = [];

  async insertLead(lead: NewLead): Promise<{ id: string }> {
    const id = crypto.randomUUID();
    this.leads.push({ ...lead, id });
    return { id };
  }
}
