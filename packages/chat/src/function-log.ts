// The log lines every function writes ('chat', 'lead', 'leads-admin'): one JSON line per request and one per incident,
// with ids, statuses, timings and kinds, never what a visitor wrote. Each function's entry type extends the one here.
import type { ClientAddressProblem } from './client-address.ts';

export type FunctionLogLevel = 'info' | 'warn' | 'error';

/** The fields a function's log line may carry whatever the function; its own entry type adds the rest. */
export interface FunctionLogEntry {
  time: string;
  level: FunctionLogLevel;
  /** `<function>.request` (one per request), or an incident such as `<function>.rate_limit_store_error`. */
  event: string;
  requestId?: string;
  method?: string;
  status?: number;
  durationMs?: number;
  /** Machine-readable reason of the answer (or of a fallback). */
  reason?: string;
  retryAfter?: number;
  /** Short SHA-256 of the client address (salted per instance). */
  addressHash?: string;
  /** `<function>.client_address_unknown`: the configured address source, e.g. 'cf-connecting-ip'. */
  addressSource?: string;
  /** Why the source gave no address: the header is missing, or it does not hold one IP address. */
  addressProblem?: ClientAddressProblem;
  /** `<function>.client_address_unknown`: requests keyed as 'unknown' since the previous such line. */
  occurrences?: number;
  /** The error's name and stack frames, without its message (which may quote what was sent). */
  error?: { name: string; frames: string[] };
}

/** The first fields of a function's line per request, in the order every function writes them. */
export interface RequestLogLine {
  time: string;
  level: FunctionLogLevel;
  event: string;
  requestId: string;
  method: string;
  status: number;
  durationMs: number;
}

/** Writes an entry as one JSON line: info to stdout, warn and error to stderr. */
export function writeJsonLine(entry: { level: FunctionLogLevel }): void {
  const line = JSON.stringify(entry);
  if (entry.level === 'info') console.log(line);
  else console.error(line);
}

/** The logger, made safe: a broken logger must not break the answer. */
export function safeLogger<Entry>(log: (entry: Entry) => void): (entry: Entry) => void {
  return (entry) => {
    try {
      log(entry);
    } catch {
      // Ignored on purpose.
    }
  };
}

/** The level of a request's line by its status: error from 500, warn from 400, info below. */
export function statusLevel(status: number): FunctionLogLevel {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}
