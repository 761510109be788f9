// The function's log lines: ids, statuses, timings and kinds, never a visitor's name, phone number, ZIP or address.
import { writeJsonLine, type FunctionLogEntry } from '@agency/chat';

/**
 * One structured log line: the fields every function's line may carry (@agency/chat's `FunctionLogEntry`: its
 * `reason`, e.g. 'stored', 'bot_honeypot', 'bot_too_fast', 'invalid_fields', the address's salted hash, as in the
 * chat's logs), and the lead's own. Events: `lead.request` (one per request), `lead.hook_failed`,
 * `lead.rate_limit_store_error`, `lead.client_address_unknown`.
 */
export interface LeadLogEntry extends FunctionLogEntry {
  /** The stored lead's id. */
  leadId?: string;
  /** Names of the invalid fields (never their values). */
  fields?: string[];
  /** `json` or `form`. */
  format?: 'json' | 'form';
  outsideServedStates?: boolean;
  consentGiven?: boolean;
}

/** Receives every log line. */
export type LeadLogger = (entry: LeadLogEntry) => void;

/** Writes each entry as one JSON line: info to stdout, warn and error to stderr (as the chat does). */
export const consoleLogger: LeadLogger = writeJsonLine;

/** Drops everything. */
export const silentLogger: LeadLogger = () => {};
