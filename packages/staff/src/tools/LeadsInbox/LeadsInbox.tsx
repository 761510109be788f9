// The staff's inbox of callback requests: the filters, the status line, then one card per request (or why none can
// be shown). The list is what the 'leads-admin' function returns for the filter; a saved or deleted request updates
// it in place.
import { useCallback, useEffect, useState } from 'react';
import type { LeadsInboxCopy, StaffUnit } from '../copy';
import { downloadFile } from '../download';
import { count, fill } from '../format';
import * as staff from '../staff.css';
import * as styles from './LeadsInbox.css';
import { LeadsInboxCard } from './LeadsInboxCard';
import { LeadsInboxFilters } from './LeadsInboxFilters';
import {
  shownText,
  type InboxFailure,
  type InboxFilter,
  type InboxLead,
  type LeadsInboxClient,
} from './leadsInboxModel';
import { Button, Spinner } from '@agency/ui';

export { inboxLeadStatuses } from './leadsInboxModel';
export type {
  InboxFailure,
  InboxFilter,
  InboxLead,
  InboxLeadStatus,
  InboxResult,
  LeadsInboxClient,
} from './leadsInboxModel';

export interface LeadsInboxProps {
  client: LeadsInboxClient;
  copy: LeadsInboxCopy;
  /** The counted word of the list's count ('1 request', '3 requests'): `copy.common.units.request`. */
  requestUnit: StaffUnit;
  /** Shows a moment, e.g. "Nov 24, 2026, 3:05 PM" (default: en-US in the browser's time zone). */
  formatTime?: (iso: string) => string;
}

const defaultFormatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type ListState =
  | { kind: 'loading' }
  | { kind: 'loaded'; leads: InboxLead[]; total: number }
  | { kind: 'failed'; reason: InboxFailure };

/**
 * The staff inbox of callback requests: filter by status and search, newest first; each request with its phone
 * number (a tel: link), best time, ZIP, topic, the page it came from, its consent record and whether the agency's
 * webhook got it; status and notes saved per request; delete on a visitor's demand (confirmed); CSV export of what is
 * shown. Every call goes through `client` (the server decides who may see what).
 */
export function LeadsInbox({ client, copy, requestUnit, formatTime = defaultFormatTime }: LeadsInboxProps) {
  const [filter, setFilter] = useState<InboxFilter>({});
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [notice, setNotice] = useState('');
  const [exporting, setExporting] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    void client.list(filter).then((result) => {
      if (!live) return;
      setList(result.ok ? { kind: 'loaded', ...result.value } : { kind: 'failed', reason: result.reason });
    });
    return () => {
      live = false;
    };
  }, [client, filter, reload]);

  const apply = (next: InboxFilter) => {
    setList({ kind: 'loading' });
    setNotice('');
    setFilter(next);
  };

  const exportCsv = async () => {
    setExporting(true);
    const result = await client.exportCsv(filter);
    setExporting(false);
    if (!result.ok) return setNotice(copy.failures[result.reason]);
    downloadFile(result.value.fileName, result.value.csv, 'text/csv;charset=utf-8');
    setNotice(fill(copy.exported, { file: result.value.fileName }));
  };

  const replaced = useCallback((lead: InboxLead) => {
    setList((current) =>
      current.kind === 'loaded'
        ? { ...current, leads: current.leads.map((item) => (item.id === lead.id ? lead : item)) }
        : current,
    );
  }, []);
  const removed = useCallback(
    (lead: InboxLead) => {
      setList((current) =>
        current.kind === 'loaded'
          ? {
              kind: 'loaded',
              leads: current.leads.filter((item) => item.id !== lead.id),
              total: current.total - 1,
            }
          : current,
      );
      setNotice(fill(copy.deleted, { name: shownText(lead.name) }));
    },
    [copy.deleted],
  );

  return (
    <div className={staff.root}>
      <LeadsInboxFilters
        copy={copy}
        onApply={apply}
        onExport={() => void exportCsv()}
        canExport={!exporting && list.kind === 'loaded'}
      />

      <p className={staff.status} role="status" aria-live="polite">
        {notice ||
          (list.kind === 'loaded'
            ? list.total === 0
              ? copy.empty
              : fill(copy.count, { requests: count(list.total, requestUnit) })
            : '')}
      </p>

      {list.kind === 'loading' ? <Spinner label={copy.loading} /> : null}
      {list.kind === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p>{copy.failures[list.reason]}</p>
          {list.reason === 'unavailable' ? (
            <Button variant="outline" onClick={() => (setList({ kind: 'loading' }), setReload((n) => n + 1))}>
              {copy.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
      {list.kind === 'loaded' && list.leads.length > 0 ? (
        <ol className={styles.list}>
          {list.leads.map((lead) => (
            <li key={lead.id}>
              <LeadsInboxCard
                {...{ lead, client, copy, formatTime }}
                onChanged={replaced}
                onDeleted={removed}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
