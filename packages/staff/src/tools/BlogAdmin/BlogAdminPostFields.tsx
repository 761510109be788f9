// The blog editor's fields, in screen order: title, slug, description, author, the two dates, tags, the draft box and
// the markdown body, each with its hint and the problems found on it.
import clsx from 'clsx';
import type { InputHTMLAttributes } from 'react';
import type { BlogAdminCopy, StaffCommonCopy } from '../copy';
import { count, fill } from '../format';
import { StaffField, type StaffFieldControl } from '../StaffField';
import { StaffSelect } from '../StaffSelect';
import * as staff from '../staff.css';
import type { FieldProblem, PostDraft } from '../types';
import * as styles from './BlogAdmin.css';
import { BlogAdminDraftBox } from './BlogAdminDraftBox';
import { parseTags, problemText, type BlogAdminField } from './blogAdminModel';

/** The body hint's markdown examples: syntax, not words, so the tool writes them (the copy places them). */
const markdownSyntax = {
  headingSyntax: '##',
  listSyntax: '-',
  linkSyntax: '[words](/page)',
  phoneSyntax: '{phone}',
};

/** A one-line field's control: its value, what a change sets, and its own attributes (type, spelling...). */
const textInput =
  (value: string, set: (value: string) => void, own: InputHTMLAttributes<HTMLInputElement> = {}) =>
  (control: StaffFieldControl) => (
    <input
      {...own}
      {...control}
      className={staff.input({ invalid: control['aria-invalid'] })}
      value={value}
      onChange={(event) => set(event.target.value)}
    />
  );

/** What the tags and the slug are typed with: no capitals, no spelling marks. */
const codeLike = { autoCapitalize: 'none', spellCheck: false } as const;

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
  /** What every field's frame takes: its id and label, and its problems told with the fields' labels. */
  const frame = (field: BlogAdminField) => {
    const problems = problemsOf(field);
    return {
      id: idOf(field),
      label: labels[field],
      error:
        problems.length > 0 ? problems.map((problem) => problemText(problem, labels)).join(' ') : undefined,
      errorPrefix: copy.common.errorPrefix,
    };
  };
  const characters = (text: string) => ({ characters: count(text.length, units.character) });
  // An author who is not an advisor stays, marked as such (or, with none, "Choose an advisor"), until changed.
  const authors = advisors.some((advisor) => advisor.id === draft.author)
    ? advisors
    : [
        {
          id: draft.author,
          name: draft.author ? fill(words.notAnAdvisor, { author: draft.author }) : words.chooseAdvisor,
        },
        ...advisors,
      ];

  return (
    <>
      <StaffField {...frame('title')} hint={fill(words.hints.title, characters(draft.title))}>
        {textInput(draft.title, (title) => update({ title }))}
      </StaffField>

      <StaffField {...frame('slug')} hint={fill(words.hints.slug, { slug: draft.slug || '…' })}>
        {textInput(draft.slug, (slug) => update({ slug }), { ...codeLike, autoCorrect: 'off' })}
      </StaffField>

      <StaffField
        {...frame('description')}
        hint={fill(words.hints.description, characters(draft.description))}
      >
        {(control) => (
          <textarea
            {...control}
            className={staff.textarea({ invalid: control['aria-invalid'] })}
            rows={3}
            value={draft.description}
            onChange={(event) => update({ description: event.target.value })}
          />
        )}
      </StaffField>

      <StaffSelect
        {...frame('author')}
        value={draft.author}
        onChange={(author) => update({ author })}
        options={authors.map((author) => ({ value: author.id, label: author.name }))}
      />

      <div className={styles.pair}>
        <StaffField {...frame('published')}>
          {textInput(draft.published, (published) => update({ published }), { type: 'date' })}
        </StaffField>
        <StaffField {...frame('modified')}>
          {textInput(draft.modified, (modified) => update({ modified }), { type: 'date' })}
        </StaffField>
      </div>

      <StaffField {...frame('tags')} hint={words.hints.tags}>
        {textInput(tagsText, (text) => onChange({ ...draft, tags: parseTags(text) }, text), codeLike)}
      </StaffField>

      <BlogAdminDraftBox
        {...frame('draft')}
        checked={draft.draft}
        onChange={(checked) => update({ draft: checked })}
        hint={words.hints.draft}
      />

      <StaffField {...frame('body')} hint={fill(words.hints.body, markdownSyntax)}>
        {(control) => (
          <textarea
            {...control}
            className={clsx(staff.textarea({ invalid: control['aria-invalid'] }), styles.body)}
            rows={20}
            value={draft.body}
            onChange={(event) => update({ body: event.target.value })}
          />
        )}
      </StaffField>
    </>
  );
}
