// The staff inbox's calls to the 'leads-admin' function: the backend's in production, the site's own origin where the
// local server answers it. Every call carries the staff session's access token; the function verifies it and requires
// the staff role (the page shows what the function says, it decides nothing itself).
import type { StaffAuth, StaffAuthConfig } from '../auth/staffAuth';
import type {
  InboxFailure,
  InboxFilter,
  InboxLead,
  InboxResult,
  LeadsInboxClient,
} from '../tools/LeadsInbox/leadsInboxModel';

/**
 * The function's answer, as the inbox words it. A 403 says why in its body: `mfa_required` is a staff session that
 * has not passed its second factor (required to read leads), anything else an account without the staff role.
 */
async function failureOf(response: Response): Promise<InboxFailure> {
  const status = response.status;
  if (status === 401) return 'signedOut';
  if (status === 403) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return body?.error === 'mfa_required' ? 'needsSecondFactor' : 'noAccess';
  }
  if (status === 404) return 'gone';
  if (status === 400) return 'invalid';
  return 'unavailable';
}

function query(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filter.status) params.set('status', filter.status);
  if (filter.search) params.set('search', filter.search);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The inbox's client. `backend` is the one the sign-in uses: the project's URL (none: the site's own origin, as the
 * local server) and its public key, which the Supabase gateway wants beside the user's token.
 */
export function createLeadsClient(auth: StaffAuth, backend: StaffAuthConfig = {}): LeadsInboxClient {
  const functionUrl = `${backend.url ? backend.url.replace(/\/$/, '') : ''}/functions/v1/leads-admin`;
  async function call<T>(
    url: string,
    init: RequestInit,
    read: (response: Response) => Promise<T>,
  ): Promise<InboxResult<T>> {
    const token = await auth.accessToken();
    if (!token) return { ok: false, reason: 'signedOut' };
    try {
      const response = await fetch(url, {
        ...init,
        headers: {
          ...init.headers,
          Authorization: `Bearer ${token}`,
          // The Supabase gateway wants the project's public key beside the user's token.
          ...(backend.key ? { apikey: backend.key } : {}),
        },
      });
      if (!response.ok) return { ok: false, reason: await failureOf(response) };
      return { ok: true, value: await read(response) };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  }

  return {
    list: (filter) =>
      call(`${functionUrl}${query(filter)}`, { method: 'GET' }, async (response) => {
        const body = (await response.json()) as { leads: InboxLead[]; total: number };
        return { leads: body.leads, total: body.total };
      }),
    update: (id, patch) =>
      call(
        functionUrl,
        {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id, ...patch }),
        },
        async (response) => (await response.json()) as InboxLead,
      ),
    remove: (id) =>
      call(`${functionUrl}?${new URLSearchParams({ id })}`, { method: 'DELETE' }, async () => null),
    exportCsv: (filter) =>
      call(`${functionUrl}${query(filter, { format: 'csv' })}`, { method: 'GET' }, async (response) => {
        const disposition = response.headers.get('Content-Disposition') ?? '';
        const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'leads.csv';
        return { fileName, csv: await response.text() };
      }),
  };
}
