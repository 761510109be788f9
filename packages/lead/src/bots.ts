// The bot checks of the 'lead' function: a filled honeypot, or a form sent faster than a person fills it. A bot hears
// what a person hears (an id, whether the ZIP is served), and nothing of its request is stored.
import type { LeadCreatedResponse } from './contract.ts';
import { stateOfZip, zipPattern } from './zip.ts';

/** Why a request is a bot's, or undefined for a person's. `fields` are the request's, before validation. */
export function botReason(
  fields: Record<string, unknown>,
  minFillMs: number,
  now: () => number,
): 'bot_honeypot' | 'bot_too_fast' | undefined {
  const honeypot = fields.website;
  if (
    honeypot !== undefined &&
    honeypot !== null &&
    !(typeof honeypot === 'string' && honeypot.trim() === '')
  )
    return 'bot_honeypot';
  if (typeof fields.startedAt === 'number' && Number.isFinite(fields.startedAt)) {
    const sentAt =
      typeof fields.submittedAt === 'number' && Number.isFinite(fields.submittedAt)
        ? fields.submittedAt
        : now();
    const fillMs = sentAt - fields.startedAt;
    // A negative time is a clock that is off (the visitor's ahead of ours), not a bot: never drop a person's lead.
    if (fillMs >= 0 && fillMs < minFillMs) return 'bot_too_fast';
  }
  return undefined;
}

/** The 201 body a bot gets: a fresh id that names nothing, and whether its ZIP (if one is readable) is served. */
export function botAcknowledgement(
  fields: Record<string, unknown>,
  served: ReadonlySet<string>,
): LeadCreatedResponse {
  const zip = typeof fields.zip === 'string' && zipPattern.test(fields.zip.trim()) ? fields.zip.trim() : null;
  const state = zip === null ? null : stateOfZip(zip);
  return { ok: true, id: crypto.randomUUID(), outsideServedStates: state !== null && !served.has(state) };
}
