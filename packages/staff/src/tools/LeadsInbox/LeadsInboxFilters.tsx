// The inbox's filters: a status and a search word, applied together (the form is a search landmark), and the CSV
// export of what is shown.
import { useId, useState, type FormEvent } from 'react';
import type { LeadsInboxCopy } from '../copy';
import { StaffField } from '../StaffField';
import * as staff from '../staff.css';
import * as styles from './LeadsInbox.css';
import type { InboxFilter, InboxLeadStatus } from './leadsInboxModel';
import { LeadsInboxStatusSelect } from './LeadsInboxStatusSelect';
import { Button } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

export interface LeadsInboxFiltersProps {
  copy: LeadsInboxCopy;
  /** Called with the filter as typed (the search word trimmed; empty parts left out). */
  onApply: (filter: InboxFilter) => void;
  onExport: () => void;
  /** Export is offered only once a list is shown, and not while one is being made. */
  canExport: boolean;
}

export function LeadsInboxFilters({ copy, onApply, onExport, canExport }: LeadsInboxFiltersProps) {
  const baseId = useId();
  const [status, setStatus] = useState<'' | InboxLeadStatus>('');
  const [search, setSearch] = useState('');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const words = search.trim();
    onApply({ ...(status ? { status } : {}), ...(words ? { search: words } : {}) });
  };

  return (
    <form className={styles.box} onSubmit={apply} aria-labelledby={`${baseId}-filters`} role="search">
      <h2 id={`${baseId}-filters`} className={headingClass({ level: 2 })}>
        {copy.filtersLabel}
      </h2>
      <div className={styles.filterFields}>
        <LeadsInboxStatusSelect copy={copy} filter value={status} onChange={setStatus} />
        <StaffField id={`${baseId}-search`} label={copy.searchLabel} hint={copy.searchHint}>
          {(control) => (
            <input
              {...control}
              type="search"
              className={staff.input()}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </StaffField>
      </div>
      <div className={staff.actions}>
        <Button type="submit">{copy.applyFilters}</Button>
        <Button variant="outline" disabled={!canExport} onClick={onExport}>
          {copy.exportCsv}
        </Button>
      </div>
    </form>
  );
}
