import clsx from 'clsx';
import { ArrowLeft, CircleAlert, Copy, Download } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BlogAdminCopy, StaffCommonCopy } from '../copy';
import { downloadPostFile, postsFolder } from '../download';
import { count, fill } from '../format';
import { QualityCheckList, QualityFigures, qualityCountsText } from '../QualityChecks';
import { postStatusLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { FieldProblem, PostDraft, PostFile, PostStatus, QualityReport } from '../types';
import * as styles from './BlogAdmin.css';
import {
  fieldOfProblem,
  parseTags,
  problemText,
  type BlogAdminField,
  type BlogAdminFieldLabels,
} from './blogAdminModel';
import { Button, Heading, Prose, Text, VisuallyHidden } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

/** The body hint's markdown examples: syntax, not words, so the tool writes them (the copy places them). */
const markdownSyntax = {
  headingSyntax: '##',
  listSyntax: '-',
  linkSyntax: '[words](/page)',
  phoneSyntax: '{phone}',
};

export interface BlogAdminEditorProps {
  /** The post being edited (the working copy). */
  draft: PostDraft;
  /** The tags field as typed ("irmaa, part-b, "), kept apart so a trailing comma survives. */
  tagsText: string;
  /** Called with every change. */
  onChange: (draft: PostDraft, tagsText: string) => void;
  /** The post's state on the site; null for a new post that is not on the site yet. */
  status: PostStatus | null;
  /** The working copy differs from the file last downloaded (or from the post as committed). */
  unsaved: boolean;
  advisors: ReadonlyArray<{ id: string; name: string }>;
  check: (draft: PostDraft) => QualityReport;
  validate: (draft: PostDraft) => ReadonlyArray<FieldProblem>;
  renderPreview: (markdown: string) => string;
  toFile: (draft: PostDraft) => PostFile;
  /** "Back to all posts". */
  onBack: () => void;
  /** Called after the file was offered for download. */
  onDownloaded: (draft: PostDraft, file: PostFile) => void;
  copy: { common: StaffCommonCopy; blogAdmin: BlogAdminCopy };
}

/** A message; the trailing no-break space alternates so the same words are announced again. */
type Announcement = { text: string; tick: boolean };

function attempt<T>(run: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One post's editor: labelled fields, the markdown body, a live preview beside it (below it on phones), the quality
 * checks as they stand, and the two ways out: download the .md file (after validation) or copy the markdown.
 */
export function BlogAdminEditor({
  draft,
  tagsText,
  onChange,
  status,
  unsaved,
  advisors,
  check,
  validate,
  renderPreview,
  toFile,
  onBack,
  onDownloaded,
  copy,
}: BlogAdminEditorProps) {
  const words = copy.blogAdmin.editor;
  const { units } = copy.common;
  const labels: BlogAdminFieldLabels = words.fields;
  const baseId = useId();
  const idOf = (field: BlogAdminField) => `${baseId}-${field}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusSummary = useRef(false);
  const [attempted, setAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', tick: false });
  const announce = (text: string) => setAnnouncement((current) => ({ text, tick: !current.tick }));

  // Opening the editor moves focus to its heading, so screen readers start at the top.
  useEffect(() => headingRef.current?.focus(), []);

  // Once a download was refused, the problems follow the typing, so fixed ones disappear.
  const problems = useMemo(() => (attempted ? [...validate(draft)] : []), [attempted, draft, validate]);
  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summaryHeadingRef.current?.focus();
  });

  // The preview and the checks follow the typing a beat behind, so typing stays quick in long posts.
  const shown = useDeferredValue(draft);
  const preview = useMemo(() => attempt(() => renderPreview(shown.body)), [renderPreview, shown.body]);
  const report = useMemo(() => attempt(() => check(shown)), [check, shown]);

  const update = (patch: Partial<PostDraft>) => onChange({ ...draft, ...patch }, tagsText);
  const problemsOf = (field: BlogAdminField) =>
    problems.filter((problem) => fieldOfProblem(problem) === field);

  const download = () => {
    const found = validate(draft);
    setAttempted(true);
    if (found.length > 0) {
      announce('');
      focusSummary.current = true;
      return;
    }
    const file = attempt(() => toFile(draft));
    if (!file.ok) {
      announce(fill(words.fileFailed, { message: file.message }));
      return;
    }
    downloadPostFile(file.value);
    onDownloaded(draft, file.value);
    announce(fill(copy.common.downloaded, { file: file.value.fileName, folder: postsFolder }));
  };

  const copyMarkdown = async () => {
    const file = attempt(() => toFile(draft));
    if (!file.ok) {
      announce(fill(words.copyFailed, { message: file.message }));
      return;
    }
    try {
      await navigator.clipboard.writeText(file.value.content);
      announce(
        fill(words.copied, {
          file: file.value.fileName,
          characters: count(file.value.content.length, units.character),
        }),
      );
    } catch {
      announce(words.copyRefused);
    }
  };

  const knownAuthor = advisors.some((advisor) => advisor.id === draft.author);
  const title = draft.title.trim();
  const summaryHeadingId = `${baseId}-summary`;
  const previewHeadingId = `${baseId}-preview`;
  const checksHeadingId = `${baseId}-checks`;

  return (
    <section className={staff.root} aria-labelledby={`${baseId}-heading`}>
      <div className={styles.editorHeader}>
        <Button variant="outline" icon={<ArrowLeft aria-hidden="true" />} onClick={onBack}>
          {words.back}
        </Button>
        <h2
          id={`${baseId}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className={clsx(headingClass({ level: 2 }), staff.focusTarget)}
        >
          {status === null ? words.newHeading : fill(words.editHeading, { title: title || words.untitled })}
        </h2>
        <div className={staff.actions}>
          {status ? (
            <StatusBadge look={postStatusLooks[status]} word={copy.common.postStatus[status]} />
          ) : null}
          <Text as="span" tone="muted">
            {status === null ? words.newState : unsaved ? words.unsavedState : words.savedState}
          </Text>
        </div>
      </div>

      {problems.length > 0 ? (
        <div className={staff.errorSummary}>
          <h3
            id={summaryHeadingId}
            ref={summaryHeadingRef}
            tabIndex={-1}
            className={clsx(headingClass({ level: 3, tone: 'default' }), staff.errorSummaryHeading)}
          >
            <CircleAlert aria-hidden="true" className={staff.errorIcon} />
            {fill(words.summaryHeading, { problems: count(problems.length, units.problem) })}
          </h3>
          <ul className={staff.errorSummaryList}>
            {problems.map((problem, index) => {
              const field = fieldOfProblem(problem);
              return (
                <li key={`${problem.field}-${index}`}>
                  {field ? (
                    <a
                      href={`#${idOf(field)}`}
                      className={staff.errorSummaryLink}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(idOf(field))?.focus();
                      }}
                    >
                      {problemText(problem, labels)}
                    </a>
                  ) : (
                    <span className={staff.errorSummaryLink}>{problemText(problem, labels)}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      <div className={styles.workspace}>
        <div className={styles.fields}>
          <Field
            id={idOf('title')}
            label={labels.title}
            hint={fill(words.hints.title, { characters: count(draft.title.length, units.character) })}
            problems={problemsOf('title')}
            errorPrefix={copy.common.errorPrefix}
            labels={labels}
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
          </Field>

          <Field
            id={idOf('slug')}
            label={labels.slug}
            hint={fill(words.hints.slug, { slug: draft.slug || '…' })}
            problems={problemsOf('slug')}
            errorPrefix={copy.common.errorPrefix}
            labels={labels}
          >
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
          </Field>

          <Field
            id={idOf('description')}
            label={labels.description}
            hint={fill(words.hints.description, {
              characters: count(draft.description.length, units.character),
            })}
            problems={problemsOf('description')}
            errorPrefix={copy.common.errorPrefix}
            labels={labels}
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
          </Field>

          <Field
            id={idOf('author')}
            label={labels.author}
            problems={problemsOf('author')}
            errorPrefix={copy.common.errorPrefix}
            labels={labels}
          >
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
          </Field>

          <div className={styles.pair}>
            <Field
              id={idOf('published')}
              label={labels.published}
              problems={problemsOf('published')}
              errorPrefix={copy.common.errorPrefix}
              labels={labels}
            >
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
            </Field>
            <Field
              id={idOf('modified')}
              label={labels.modified}
              problems={problemsOf('modified')}
              errorPrefix={copy.common.errorPrefix}
              labels={labels}
            >
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
            </Field>
          </div>

          <Field
            id={idOf('tags')}
            label={labels.tags}
            hint={words.hints.tags}
            problems={problemsOf('tags')}
            errorPrefix={copy.common.errorPrefix}
            labels={labels}
          >
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
          </Field>

          <DraftBox
            id={idOf('draft')}
            checked={draft.draft}
            onChange={(checked) => update({ draft: checked })}
            problems={problemsOf('draft')}
            label={labels.draft}
            hint={words.hints.draft}
            errorPrefix={copy.common.errorPrefix}
            labels={labels}
          />

          <Field
            id={idOf('body')}
            label={labels.body}
            hint={fill(words.hints.body, markdownSyntax)}
            problems={problemsOf('body')}
            errorPrefix={copy.common.errorPrefix}
            labels={labels}
          >
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
          </Field>

          <section className={styles.checks} aria-labelledby={checksHeadingId}>
            <Heading level={3} id={checksHeadingId}>
              {words.checksHeading}
            </Heading>
            {report.ok ? (
              <>
                <p className={styles.checksSummary}>{qualityCountsText(report.value.counts, copy.common)}</p>
                <QualityFigures report={report.value} copy={copy.common} />
                <QualityCheckList checks={report.value.checks} copy={copy.common} />
              </>
            ) : (
              <Text tone="critical">{fill(words.checksFailed, { message: report.message })}</Text>
            )}
          </section>

          <div className={staff.actions}>
            <Button icon={<Download aria-hidden="true" />} onClick={download}>
              {words.download}
            </Button>
            <Button variant="outline" icon={<Copy aria-hidden="true" />} onClick={copyMarkdown}>
              {words.copy}
            </Button>
          </div>
          <p role="status" className={staff.status}>
            {announcement.text ? `${announcement.text}${announcement.tick ? '\u00a0' : ''}` : ''}
          </p>
        </div>

        {/* Scrolls by itself beside the fields on wide screens, so it must take keyboard focus (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className={styles.preview} aria-labelledby={previewHeadingId} tabIndex={0}>
          <Heading level={3} id={previewHeadingId}>
            {words.previewHeading}
          </Heading>
          <p className={styles.previewTitle}>{shown.title.trim() || words.previewUntitled}</p>
          {shown.description.trim() ? <p className={styles.previewLead}>{shown.description}</p> : null}
          {!preview.ok ? (
            <Text tone="critical">{fill(words.previewFailed, { message: preview.message })}</Text>
          ) : preview.value.trim() ? (
            <Prose html={preview.value} />
          ) : (
            <p className={styles.previewEmpty}>{words.previewEmpty}</p>
          )}
        </section>
      </div>
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  problems: ReadonlyArray<FieldProblem>;
  /** 'Error:', read before the messages. */
  errorPrefix: string;
  /** The fields' labels, naming a problem's field. */
  labels: BlogAdminFieldLabels;
  /** The control, given its aria-describedby (hint and messages) and whether it is invalid. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A label, an optional hint, the messages about it, then the control. */
function Field({ id, label, hint, problems, errorPrefix, labels, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problems.length > 0 ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={staff.field}>
      <label htmlFor={id} className={staff.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={staff.hint}>
          {hint}
        </p>
      ) : null}
      <FieldMessages id={errorId} problems={problems} errorPrefix={errorPrefix} labels={labels} />
      {children(described, problems.length > 0)}
    </div>
  );
}

function FieldMessages({
  id,
  problems,
  errorPrefix,
  labels,
}: {
  id: string | undefined;
  problems: ReadonlyArray<FieldProblem>;
  errorPrefix: string;
  labels: BlogAdminFieldLabels;
}) {
  if (problems.length === 0) return null;
  return (
    <p id={id} className={staff.errorMessage}>
      <VisuallyHidden>{errorPrefix}</VisuallyHidden>{' '}
      {problems.map((problem) => problemText(problem, labels)).join(' ')}
    </p>
  );
}

/** The draft box: a native checkbox on a large card (the whole card is the target). */
function DraftBox({
  id,
  checked,
  onChange,
  problems,
  label,
  hint,
  errorPrefix,
  labels,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  problems: ReadonlyArray<FieldProblem>;
  label: string;
  hint: string;
  errorPrefix: string;
  labels: BlogAdminFieldLabels;
}) {
  const errorId = problems.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={staff.field}>
      <FieldMessages id={errorId} problems={problems} errorPrefix={errorPrefix} labels={labels} />
      <label className={staff.chip} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={staff.chipControl}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          aria-invalid={problems.length > 0 || undefined}
        />
        {label}
      </label>
      <p id={`${id}-hint`} className={staff.hint}>
        {hint}
      </p>
    </div>
  );
}
