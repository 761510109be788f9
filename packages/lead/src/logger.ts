// The function's log lines: ids, statuses, timings and kinds, never a visitor's name, phone number, ZIP or address.
/** One structured log line. */
export interface LeadLogEntry {
  time: string;
  level: 'info' | 'warn' | 'error';
  /** `lead.request` (one per request), `lead.hook_failed`, `lead.rate_limit_store_error`, `lead.client_address_unknown`. */
  event: string;
  requestId?: string;
  method?: string;
  status?: number;
  durationMs?: number;
  /** Machine-readable reason of the answer: 'stored', 'bot_honeypot', 'bot_too_fast', 'invalid_fields', ... */
  reason?: string;
  /** The stored lead's id. */
  leadId?: string;
  /** Names of the invalid fields (never their values). */
  fields?: string[];
  /** `json` or `form`. */
  format?: 'json' | 'form';
  /** Short salted SHA-256 of the client address (per instance), as in the chat's logs. */
  addressHash?: string;
  addressProblem?: 'missing' | 'not_ip';
  addressSource?: string;
  occurrences?: number;
  outsideServedStates?: boolean;
  consentGiven?: boolean;
  retryAfter?: number;
  /** The error's name and stack frames, without its message (which may quote what was sent). */
  error?: { name: string; frames: string[] };
}

/** Receives every log line. */
export type LeadLogger = (entry: LeadLogEntry) => void;

/** Writes each entry as one JSON line: info to stdout, warn and error to stderr (as the chat does). */
export const consoleLogger: LeadLogger = (entry) => {
  const line = JSON.stringify(entry);
  if (entry.level === 'info') console.log(line);
  else console.error(line);
};

/** Drops everything. */
export const silentLogger: LeadLogger = () => {};
