import { CircleCheck, CircleX, Clock, Phone, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LeadsInboxCopy, StaffUnit } from '../copy';
import { downloadFile } from '../download';
import { count, fill } from '../format';
import * as staff from '../staff.css';
import * as styles from './LeadsInbox.css';
import { Button, Spinner } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

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
export type InboxFailure = 'unavailable' | 'noAccess' | 'signedOut' | 'invalid' | 'gone';
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

/** "+12055550147" → "(205) 555-0147". */
function displayPhone(e164: string): string {
  const digits = e164.replace(/^\+1/, '');
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}

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
  const baseId = useId();
  const [filter, setFilter] = useState<InboxFilter>({});
  const [draftStatus, setDraftStatus] = useState<'' | InboxLeadStatus>('');
  const [draftSearch, setDraftSearch] = useState('');
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

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const search = draftSearch.trim();
    setList({ kind: 'loading' });
    setNotice('');
    setFilter({ ...(draftStatus ? { status: draftStatus } : {}), ...(search ? { search } : {}) });
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
      setNotice(fill(copy.deleted, { name: lead.name }));
    },
    [copy.deleted],
  );

  return (
    <div className={staff.root}>
      <form className={styles.filters} onSubmit={apply} aria-labelledby={`${baseId}-filters`} role="search">
        <h2 id={`${baseId}-filters`} className={headingClass({ level: 2 })}>
          {copy.filtersLabel}
        </h2>
        <div className={styles.filterFields}>
          <div className={staff.field}>
            <label className={staff.label} htmlFor={`${baseId}-status`}>
              {copy.statusFilterLabel}
            </label>
            <select
              id={`${baseId}-status`}
              className={staff.input()}
              value={draftStatus}
              onChange={(event) => setDraftStatus(event.target.value as '' | InboxLeadStatus)}
            >
              <option value="">{copy.allStatuses}</option>
              {inboxLeadStatuses.map((status) => (
                <option key={status} value={status}>
                  {copy.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <div className={staff.field}>
            <label className={staff.label} htmlFor={`${baseId}-search`}>
              {copy.searchLabel}
            </label>
            <p id={`${baseId}-search-hint`} className={staff.hint}>
              {copy.searchHint}
            </p>
            <input
              id={`${baseId}-search`}
              type="search"
              className={staff.input()}
              value={draftSearch}
              aria-describedby={`${baseId}-search-hint`}
              onChange={(event) => setDraftSearch(event.target.value)}
            />
          </div>
        </div>
        <div className={staff.actions}>
          <Button type="submit">{copy.applyFilters}</Button>
          <Button
            variant="outline"
            disabled={exporting || list.kind !== 'loaded'}
            onClick={() => void exportCsv()}
          >
            {copy.exportCsv}
          </Button>
        </div>
      </form>

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
              <LeadCard
                lead={lead}
                client={client}
                copy={copy}
                formatTime={formatTime}
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

interface LeadCardProps {
  lead: InboxLead;
  client: LeadsInboxClient;
  copy: LeadsInboxCopy;
  formatTime: (iso: string) => string;
  onChanged: (lead: InboxLead) => void;
  onDeleted: (lead: InboxLead) => void;
}

/** One request: what the visitor sent, the consent and delivery records, and the staff's status and notes. */
function LeadCard({ lead, client, copy, formatTime, onChanged, onDeleted }: LeadCardProps) {
  const baseId = useId();
  const [status, setStatus] = useState<InboxLeadStatus>(lead.status);
  const [notes, setNotes] = useState(lead.notes ?? '');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'critical'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const focusDelete = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (focusDelete.current) {
      focusDelete.current = false;
      deleteRef.current?.focus();
    }
  }, [confirming]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    const result = await client.update(lead.id, { status, notes: notes.trim() === '' ? null : notes });
    setSaving(false);
    if (!result.ok) return setMessage({ tone: 'critical', text: copy.failures[result.reason] });
    onChanged(result.value);
    setMessage({ tone: 'info', text: copy.saved });
  };

  const remove = async () => {
    setSaving(true);
    const result = await client.remove(lead.id);
    setSaving(false);
    if (!result.ok && result.reason !== 'gone') {
      setConfirming(false);
      return setMessage({ tone: 'critical', text: copy.failures[result.reason] });
    }
    onDeleted(lead);
  };

  const consent = lead.consent
    ? lead.consent.given
      ? fill(copy.consentGiven, { version: lead.consent.version, time: formatTime(lead.consent.consentedAt) })
      : fill(copy.consentNotGiven, { version: lead.consent.version })
    : copy.consentMissing;
  const delivery = lead.delivery;
  const deliveryText = !delivery
    ? copy.delivery.none
    : delivery.status === 'delivered'
      ? fill(copy.delivery.delivered, { time: delivery.deliveredAt ? formatTime(delivery.deliveredAt) : '' })
      : delivery.status === 'pending'
        ? copy.delivery.pending
        : fill(copy.delivery[delivery.status], {
            attempts: String(delivery.attempts),
            error: delivery.lastError ?? '',
          });
  const DeliveryIcon = !delivery
    ? null
    : delivery.status === 'delivered'
      ? CircleCheck
      : delivery.status === 'failed'
        ? CircleX
        : delivery.status === 'retrying'
          ? TriangleAlert
          : Clock;

  return (
    <article className={styles.card} aria-labelledby={`${baseId}-name`}>
      <header className={styles.cardHeader}>
        <h3 id={`${baseId}-name`} className={headingClass({ level: 3 })}>
          {lead.name}
        </h3>
        <span className={staff.badge({ tone: lead.status === 'new' ? 'brand' : 'neutral' })}>
          {copy.statuses[lead.status]}
        </span>
      </header>
      <dl className={styles.details}>
        <div>
          <dt>{copy.fields.phone}</dt>
          <dd>
            <a className={styles.phone} href={`tel:${lead.phoneE164}`}>
              <Phone aria-hidden="true" size={20} />
              {displayPhone(lead.phoneE164)}
            </a>
          </dd>
        </div>
        <div>
          <dt>{copy.fields.bestTime}</dt>
          <dd>{copy.bestTimes[lead.bestTime]}</dd>
        </div>
        <div>
          <dt>{copy.fields.place}</dt>
          <dd>{lead.zip ? `${lead.zip}${lead.state ? ` (${lead.state})` : ''}` : copy.noPlace}</dd>
        </div>
        <div>
          <dt>{copy.fields.topic}</dt>
          <dd>{lead.topic ?? copy.noTopic}</dd>
        </div>
        <div>
          <dt>{copy.fields.received}</dt>
          <dd>{formatTime(lead.createdAt)}</dd>
        </div>
        <div>
          <dt>{copy.fields.page}</dt>
          <dd>{lead.page}</dd>
        </div>
        <div>
          <dt>{copy.fields.consent}</dt>
          <dd>{consent}</dd>
        </div>
        <div>
          <dt>{copy.fields.webhook}</dt>
          <dd className={delivery?.status === 'failed' ? styles.problem : undefined}>
            {DeliveryIcon ? (
              <DeliveryIcon aria-hidden="true" size={18} className={styles.inlineIcon} />
            ) : null}
            {deliveryText}
          </dd>
        </div>
      </dl>

      <form
        className={styles.edit}
        onSubmit={save}
        aria-label={`${copy.statusLabel}, ${copy.notesLabel}: ${lead.name}`}
      >
        <div className={staff.field}>
          <label className={staff.label} htmlFor={`${baseId}-status`}>
            {copy.statusLabel}
          </label>
          <select
            id={`${baseId}-status`}
            className={staff.input()}
            value={status}
            onChange={(event) => setStatus(event.target.value as InboxLeadStatus)}
          >
            {inboxLeadStatuses.map((item) => (
              <option key={item} value={item}>
                {copy.statuses[item]}
              </option>
            ))}
          </select>
        </div>
        <div className={staff.field}>
          <label className={staff.label} htmlFor={`${baseId}-notes`}>
            {copy.notesLabel}
          </label>
          <p id={`${baseId}-notes-hint`} className={staff.hint}>
            {copy.notesHint}
          </p>
          <textarea
            id={`${baseId}-notes`}
            className={staff.textarea()}
            rows={3}
            maxLength={2000}
            value={notes}
            aria-describedby={`${baseId}-notes-hint`}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <div className={staff.actions}>
          <Button type="submit" disabled={saving}>
            {saving && !confirming ? copy.saving : copy.save}
          </Button>
          {confirming ? null : (
            <Button ref={deleteRef} variant="ghost" disabled={saving} onClick={() => setConfirming(true)}>
              {copy.delete}
            </Button>
          )}
        </div>
        {message ? (
          <p
            role={message.tone === 'critical' ? 'alert' : 'status'}
            className={message.tone === 'critical' ? styles.problem : staff.status}
          >
            {message.text}
          </p>
        ) : null}
      </form>

      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={`${baseId}-confirm`}>
          <p id={`${baseId}-confirm`}>{fill(copy.confirmDelete, { name: lead.name })}</p>
          <div className={staff.actions}>
            <Button ref={confirmRef} variant="primary" disabled={saving} onClick={() => void remove()}>
              {copy.confirmDeleteYes}
            </Button>
            <Button
              variant="outline"
              disabled={saving}
              onClick={() => {
                focusDelete.current = true;
                setConfirming(false);
              }}
            >
              {copy.confirmDeleteNo}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
