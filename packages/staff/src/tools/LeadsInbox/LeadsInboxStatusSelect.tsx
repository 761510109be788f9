// A status select of the inbox (the filter's, and each request's own): a staff field whose options are the statuses
// in their order, worded by the copy; the filter's starts with "All statuses".
import { useId } from 'react';
import type { LeadsInboxCopy } from '../copy';
import { StaffSelect } from '../StaffSelect';
import { inboxLeadStatuses, type InboxLeadStatus } from './leadsInboxModel';

export interface LeadsInboxStatusSelectProps<Value extends '' | InboxLeadStatus> {
  copy: LeadsInboxCopy;
  /** The filter's select: its own label, and a first option of no status in particular (its value is ''). */
  filter?: boolean;
  value: Value;
  onChange: (value: Value) => void;
}

export function LeadsInboxStatusSelect<Value extends '' | InboxLeadStatus>({
  copy,
  filter = false,
  value,
  onChange,
}: LeadsInboxStatusSelectProps<Value>) {
  const id = useId();
  return (
    <StaffSelect
      id={id}
      label={filter ? copy.statusFilterLabel : copy.statusLabel}
      value={value}
      onChange={(chosen) => onChange(chosen as Value)}
      options={[
        ...(filter ? [{ value: '', label: copy.allStatuses }] : []),
        ...inboxLeadStatuses.map((status) => ({ value: status, label: copy.statuses[status] })),
      ]}
    />
  );
}
