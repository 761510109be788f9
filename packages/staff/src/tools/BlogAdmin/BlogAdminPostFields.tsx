// The blog editor's fields, in screen order: title, slug, description, author, the two dates, tags, the draft box and
// the markdown body, each with its hint and the problems found on it.
import clsx from 'clsx';
import type { BlogAdminCopy, StaffCommonCopy } from '../copy';
import { count, fill } from '../format';
import * as staff from '../staff.css';
import type { FieldProblem, PostDraft } from '../types';
import * as styles from './BlogAdmin.css';
import { BlogAdminDraftBox, BlogAdminFormField } from './BlogAdminFormField';
import { parseTags, type BlogAdminField } from './blogAdminModel';

/** The body hint's markdown examples: syntax, not words, so the tool writes them (the copy places them). */
const markdownSyntax = {
  headingSyntax: '##',
  listSyntax: '-',
  linkSyntax: '[words](/page)',
  phoneSyntax: '{phone}',
};

export interface BlogAdminPostFieldsProps {
  draft: PostDraft;
  /** The tags field as typed, kept apart so a trailing comma survives. */
  tagsText: string;
  onChange: (draft: PostDraft, tagsText: string) => void;
  advisors: ReadonlyArray<{ id: string; name: string }>;
  /** A field's control id (the error summary's links point at it). */
  idOf: (field: BlogAdminField) => string;
  /** The problems shown on a field (none until a download was refused). */
  problemsOf: (field: BlogAdminField) => ReadonlyArray<FieldProblem>;
  copy: { common: StaffCommonCopy; blogAdmin: BlogAdminCopy };
}

export function BlogAdminPostFields({
  draft,
  tagsText,
  onChange,
  advisors,
  idOf,
  problemsOf,
  copy,
}: BlogAdminPostFieldsProps) {
  const words = copy.blogAdmin.editor;
  const { units } = copy.common;
  const labels = words.fields;
  const update = (patch: Partial<PostDraft>) => onChange({ ...draft, ...patch }, tagsText);
  /** What every field's frame takes: its id, label and problems, and the words problems are told with. */
  const frame = (field: BlogAdminField) => ({
    id: idOf(field),
    label: labels[field],
    problems: problemsOf(field),
    errorPrefix: copy.common.errorPrefix,
    labels,
  });
  const knownAuthor = advisors.some((advisor) => advisor.id === draft.author);

  return (
    <>
      <BlogAdminFormField
        {...frame('title')}
        hint={fill(words.hints.title, { characters: count(draft.title.length, units.character) })}
      >
        {(described, invalid) => (
          <input
            id={idOf('title')}
            className={staff.input({ invalid })}
            value={draft.title}
            onChange={(event) => update({ title: event.target.value })}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
          />
        )}
      </BlogAdminFormField>

      <BlogAdminFormField {...frame('slug')} hint={fill(words.hints.slug, { slug: draft.slug || '…' })}>
        {(described, invalid) => (
          <input
            id={idOf('slug')}
            className={staff.input({ invalid })}
            value={draft.slug}
            onChange={(event) => update({ slug: event.target.value })}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        )}
      </BlogAdminFormField>

      <BlogAdminFormField
        {...frame('description')}
        hint={fill(words.hints.description, {
          characters: count(draft.description.length, units.character),
        })}
      >
        {(described, invalid) => (
          <textarea
            id={idOf('description')}
            className={staff.textarea({ invalid })}
            rows={3}
            value={draft.description}
            onChange={(event) => update({ description: event.target.value })}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
          />
        )}
      </BlogAdminFormField>

      <BlogAdminFormField {...frame('author')}>
        {(described, invalid) => (
          <select
            id={idOf('author')}
            className={staff.input({ invalid })}
            value={draft.author}
            onChange={(event) => update({ author: event.target.value })}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
          >
            {knownAuthor ? null : (
              <option value={draft.author}>
                {draft.author ? fill(words.notAnAdvisor, { author: draft.author }) : words.chooseAdvisor}
              </option>
            )}
            {advisors.map((advisor) => (
              <option key={advisor.id} value={advisor.id}>
                {advisor.name}
              </option>
            ))}
          </select>
        )}
      </BlogAdminFormField>

      <div className={styles.pair}>
        <BlogAdminFormField {...frame('published')}>
          {(described, invalid) => (
            <input
              id={idOf('published')}
              type="date"
              className={staff.input({ invalid })}
              value={draft.published}
              onChange={(event) => update({ published: event.target.value })}
              aria-describedby={described}
              aria-invalid={invalid || undefined}
            />
          )}
        </BlogAdminFormField>
        <BlogAdminFormField {...frame('modified')}>
          {(described, invalid) => (
            <input
              id={idOf('modified')}
              type="date"
              className={staff.input({ invalid })}
              value={draft.modified}
              onChange={(event) => update({ modified: event.target.value })}
              aria-describedby={described}
              aria-invalid={invalid || undefined}
            />
          )}
        </BlogAdminFormField>
      </div>

      <BlogAdminFormField {...frame('tags')} hint={words.hints.tags}>
        {(described, invalid) => (
          <input
            id={idOf('tags')}
            className={staff.input({ invalid })}
            value={tagsText}
            onChange={(event) =>
              onChange({ ...draft, tags: parseTags(event.target.value) }, event.target.value)
            }
            aria-describedby={described}
            aria-invalid={invalid || undefined}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </BlogAdminFormField>

      <BlogAdminDraftBox
        {...frame('draft')}
        checked={draft.draft}
        onChange={(checked) => update({ draft: checked })}
        hint={words.hints.draft}
      />

      <BlogAdminFormField {...frame('body')} hint={fill(words.hints.body, markdownSyntax)}>
        {(described, invalid) => (
          <textarea
            id={idOf('body')}
            className={clsx(staff.textarea({ invalid }), styles.body)}
            rows={20}
            value={draft.body}
            onChange={(event) => update({ body: event.target.value })}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
          />
        )}
      </BlogAdminFormField>
    </>
  );
}
