// Where leads go: the interface a database implements (its types are @agency/db's, which implements it), a store
// call with a time limit, and an in-memory store for tests only.
import { withTimeout } from '@agency/chat';
import type { LeadStore, NewLead } from '@agency/db';

export type { LeadStore, NewLead };

/**
 * Stores a lead within `timeoutMs`: its id once the store has committed it. Throws when the store fails, does not
 * answer in time, or answers without an id.
 */
export async function insertLeadWithin(
  store: LeadStore,
  lead: NewLead,
  timeoutMs: number,
): Promise<{ id: string }> {
  const result = await withTimeout(
    () => store.insertLead(lead),
    timeoutMs,
    'The lead store did not answer in time.',
  );
  if (!result || typeof result.id !== 'string' || result.id === '')
    throw new TypeError('The lead store answered without an id.');
  return result;
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
