// One request in the inbox: its name and status, what the visitor sent, the staff's status and notes (saved
// together), and delete on the visitor's demand, confirmed first (focus moves to the confirmation and back).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LeadsInboxCopy } from '../copy';
import { fill } from '../format';
import { StaffField } from '../StaffField';
import * as staff from '../staff.css';
import * as styles from './LeadsInbox.css';
import { LeadsInboxCardDetails } from './LeadsInboxCardDetails';
import { shownText, type InboxLead, type InboxLeadStatus, type LeadsInboxClient } from './leadsInboxModel';
import { LeadsInboxStatusSelect } from './LeadsInboxStatusSelect';
import { Button } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

export interface LeadsInboxCardProps {
  lead: InboxLead;
  client: LeadsInboxClient;
  copy: LeadsInboxCopy;
  formatTime: (iso: string) => string;
  /** Called with the request as saved. */
  onChanged: (lead: InboxLead) => void;
  /** Called once the request is deleted (or was already gone). */
  onDeleted: (lead: InboxLead) => void;
}

export function LeadsInboxCard({
  lead,
  client,
  copy,
  formatTime,
  onChanged,
  onDeleted,
}: LeadsInboxCardProps) {
  const baseId = useId();
  const name = shownText(lead.name);
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

  return (
    <article className={styles.box} aria-labelledby={`${baseId}-name`}>
      <header className={staff.headerRow}>
        <h3 id={`${baseId}-name`} className={headingClass({ level: 3 })}>
          {name}
        </h3>
        <span className={staff.badge({ tone: lead.status === 'new' ? 'brand' : 'neutral' })}>
          {copy.statuses[lead.status]}
        </span>
      </header>
      <LeadsInboxCardDetails lead={lead} copy={copy} formatTime={formatTime} />

      <form
        className={styles.edit}
        onSubmit={save}
        aria-label={`${copy.statusLabel}, ${copy.notesLabel}: ${name}`}
      >
        <LeadsInboxStatusSelect copy={copy} value={status} onChange={setStatus} />
        <StaffField id={`${baseId}-notes`} label={copy.notesLabel} hint={copy.notesHint}>
          {(control) => (
            <textarea
              {...control}
              className={staff.textarea()}
              rows={3}
              maxLength={2000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          )}
        </StaffField>
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
          <p id={`${baseId}-confirm`}>{fill(copy.confirmDelete, { name })}</p>
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
