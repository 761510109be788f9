import clsx from 'clsx';
import { Pencil, Plus } from 'lucide-react';
import type { BlogAdminCopy, StaffCommonCopy } from '../copy';
import { postsFolder } from '../download';
import { count, fill, formatDate } from '../format';
import { postStatusLooks, StatusBadge } from '../StatusBadge';
import { StaffTable } from '../StaffTable';
import * as staff from '../staff.css';
import type { PostDraft, PostStatus } from '../types';
import * as styles from './BlogAdmin.css';
import { blogAdminFilters, matchesFilter, type BlogAdminFilter } from './blogAdminModel';
import { Button, Text, VisuallyHidden } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

/** One post as the list shows it: the working copy, its state on the site, and whether it has unsaved changes. */
export interface BlogAdminRow {
  key: string;
  draft: PostDraft;
  status: PostStatus;
  /** Written here and not on the site yet. */
  isNew: boolean;
  unsaved: boolean;
}

export interface BlogAdminListProps {
  headingId: string;
  rows: ReadonlyArray<BlogAdminRow>;
  advisors: ReadonlyArray<{ id: string; name: string }>;
  filter: BlogAdminFilter;
  onFilterChange: (filter: BlogAdminFilter) => void;
  onEdit: (key: string) => void;
  onNew: () => void;
  /** Keeps each row's Edit button (focus returns there from the editor). */
  editButtonRef: (key: string) => (button: HTMLButtonElement | null) => void;
  copy: { common: StaffCommonCopy; blogAdmin: BlogAdminCopy };
}

/** The table's columns, in order (their headings are `copy.blogAdmin.list.columns`). */
const blogAdminColumns = ['title', 'status', 'published', 'author', 'action'] as const;

/** Every post in a table (title, status in words, published date, author), filtered by status. */
export function BlogAdminList({
  headingId,
  rows,
  advisors,
  filter,
  onFilterChange,
  onEdit,
  onNew,
  editButtonRef,
  copy,
}: BlogAdminListProps) {
  const words = copy.blogAdmin.list;
  const shown = rows.filter((row) => matchesFilter(row.status, filter));
  const authorName = (id: string) => advisors.find((advisor) => advisor.id === id)?.name ?? id;
  const total = (option: BlogAdminFilter) => rows.filter((row) => matchesFilter(row.status, option)).length;
  const caption = `${words.filters[filter]}: ${count(shown.length, copy.common.units.post)}`;

  return (
    <section className={staff.root} aria-labelledby={headingId}>
      <div className={staff.headerRow}>
        <h2 id={headingId} tabIndex={-1} className={clsx(headingClass({ level: 2 }), staff.focusTarget)}>
          {words.heading}
        </h2>
        <Button icon={<Plus aria-hidden="true" />} onClick={onNew}>
          {words.newPost}
        </Button>
      </div>
      <Text>{fill(words.intro, { folder: postsFolder })}</Text>

      <fieldset className={staff.fieldset}>
        <legend className={staff.label()}>{words.filterLegend}</legend>
        <div className={staff.chips}>
          {blogAdminFilters.map((option) => (
            <label key={option} className={staff.chip}>
              <input
                type="radio"
                name={`${headingId}-filter`}
                value={option}
                className={staff.chipControl}
                checked={filter === option}
                onChange={() => onFilterChange(option)}
              />
              {`${words.filters[option]} (${total(option)})`}
            </label>
          ))}
        </div>
      </fieldset>

      {shown.length === 0 ? (
        <Text>{words.empty[filter]}</Text>
      ) : (
        <StaffTable
          label={words.tableLabel}
          caption={caption}
          columns={blogAdminColumns.map((column) => ({ key: column, label: words.columns[column] }))}
        >
          {shown.map((row) => {
            const title = row.draft.title.trim() || words.untitled;
            return (
              <tr key={row.key}>
                <th scope="row" className={clsx(staff.rowHeader, styles.rowTitle)}>
                  {title}
                  <span className={styles.rowDetail}>
                    {row.draft.slug ? `/blog/${row.draft.slug}` : words.noSlug}
                  </span>
                  {row.isNew ? (
                    <span className={styles.rowNote}>{words.newNote}</span>
                  ) : row.unsaved ? (
                    <span className={styles.rowNote}>{words.unsavedNote}</span>
                  ) : null}
                </th>
                <td className={staff.td}>
                  <StatusBadge look={postStatusLooks[row.status]} word={copy.common.postStatus[row.status]} />
                </td>
                <td className={staff.td}>{formatDate(row.draft.published)}</td>
                <td className={staff.td}>{authorName(row.draft.author)}</td>
                <td className={clsx(staff.td, staff.actionCell)}>
                  <Button
                    ref={editButtonRef(row.key)}
                    variant="outline"
                    icon={<Pencil aria-hidden="true" />}
                    onClick={() => onEdit(row.key)}
                  >
                    {`${words.edit} `}
                    <VisuallyHidden>{title}</VisuallyHidden>
                  </Button>
                </td>
              </tr>
            );
          })}
        </StaffTable>
      )}
    </section>
  );
}
