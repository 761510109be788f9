// The staff function's log lines: one per request, with ids, statuses, counts and kinds; never a visitor's name,
// phone, notes or search text.
import { writeJsonLine, type FunctionLogEntry } from '@agency/chat';

/**
 * One log line per request (`leads_admin.request`): the fields every function's line may carry (@agency/chat's
 * `FunctionLogEntry`), always with the request's id, method, status, duration and reason, and the staff function's own.
 */
export interface LeadsAdminLogEntry extends FunctionLogEntry {
  requestId: string;
  method: string;
  status: number;
  durationMs: number;
  /** 'listed', 'read', 'updated', 'deleted', 'exported', 'unauthenticated', 'token_expired', 'not_staff', ... */
  reason: string;
  /** The staff user (JWT `sub`) once verified. */
  staffUserId?: string;
  leadId?: string;
  /** How many leads were answered (list) or matched (total). */
  count?: number;
  total?: number;
  /** The status filter, and whether a search was given (never its text). */
  statusFilter?: string;
  searched?: boolean;
  /** Names of the invalid fields or parameters (never their values). */
  fields?: string[];
}

export type LeadsAdminLogger = (entry: LeadsAdminLogEntry) => void;

/** JSON lines: info to stdout, warn and error to stderr. */
export const consoleLeadsAdminLogger: LeadsAdminLogger = writeJsonLine;
