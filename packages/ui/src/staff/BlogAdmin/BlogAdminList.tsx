import clsx from 'clsx';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '../../primitives/Button/Button';
import { heading as headingClass } from '../../primitives/Heading/Heading.css';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { postsFolder } from '../download';
import { count, formatDate } from '../format';
import { postStatusLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { PostDraft, PostStatus } from '../types';
import * as styles from './BlogAdmin.css';
import {
  blogAdminFilterLabels,
  blogAdminFilters,
  matchesFilter,
  type BlogAdminFilter,
} from './blogAdminModel';

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
}

const noneText: Record<BlogAdminFilter, string> = {
  all: 'No posts yet. Press “New post” to write the first one.',
  published: 'No published posts.',
  scheduled: 'No scheduled posts: none has a published date after today.',
  draft: 'No drafts.',
};

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
}: BlogAdminListProps) {
  const shown = rows.filter((row) => matchesFilter(row.status, filter));
  const authorName = (id: string) => advisors.find((advisor) => advisor.id === id)?.name ?? id;
  const total = (option: BlogAdminFilter) => rows.filter((row) => matchesFilter(row.status, option)).length;
  const caption = `${blogAdminFilterLabels[filter]}: ${count(shown.length, 'post', 'posts')}`;

  return (
    <section className={staff.root} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <h2 id={headingId} tabIndex={-1} className={clsx(headingClass({ level: 2 }), staff.focusTarget)}>
          Blog posts
        </h2>
        <Button icon={<Plus aria-hidden="true" />} onClick={onNew}>
          New post
        </Button>
      </div>
      <Text>
        {`Edit a post or write a new one, then download its .md file, add it to ${postsFolder} and commit. Nothing here changes the site by itself.`}
      </Text>

      <fieldset className={staff.fieldset}>
        <legend className={staff.label}>Show</legend>
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
              {`${blogAdminFilterLabels[option]} (${total(option)})`}
            </label>
          ))}
        </div>
      </fieldset>

      {shown.length === 0 ? (
        <Text>{noneText[filter]}</Text>
      ) : (
        // Scrolls sideways on phones, so it takes keyboard focus (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={staff.tableRegion} role="region" aria-label="Blog posts table" tabIndex={0}>
          <table className={staff.table}>
            <caption className={staff.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={staff.th}>
                  Title
                </th>
                <th scope="col" className={staff.th}>
                  Status
                </th>
                <th scope="col" className={staff.th}>
                  Published
                </th>
                <th scope="col" className={staff.th}>
                  Author
                </th>
                <th scope="col" className={staff.th}>
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const title = row.draft.title.trim() || 'Untitled new post';
                return (
                  <tr key={row.key}>
                    <th scope="row" className={clsx(staff.rowHeader, styles.rowTitle)}>
                      {title}
                      <span className={styles.rowDetail}>
                        {row.draft.slug ? `/blog/${row.draft.slug}` : 'No slug yet'}
                      </span>
                      {row.isNew ? (
                        <span className={styles.rowNote}>New: not on the site yet</span>
                      ) : row.unsaved ? (
                        <span className={styles.rowNote}>Changes not downloaded yet</span>
                      ) : null}
                    </th>
                    <td className={staff.td}>
                      <StatusBadge look={postStatusLooks[row.status]} />
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
                        Edit <VisuallyHidden>{title}</VisuallyHidden>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
