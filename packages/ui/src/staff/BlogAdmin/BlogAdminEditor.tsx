import clsx from 'clsx';
import { ArrowLeft, CircleAlert, Copy, Download } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading/Heading';
import { heading as headingClass } from '../../primitives/Heading/Heading.css';
import { Prose } from '../../primitives/Prose/Prose';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { downloadPostFile, postsFolder } from '../download';
import { count } from '../format';
import { QualityCheckList, QualityFigures, qualityCountsText } from '../QualityChecks';
import { postStatusLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { FieldProblem, PostDraft, PostFile, PostStatus, QualityReport } from '../types';
import * as styles from './BlogAdmin.css';
import {
  blogAdminFieldLabel,
  fieldOfProblem,
  parseTags,
  problemText,
  type BlogAdminField,
} from './blogAdminModel';

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
}: BlogAdminEditorProps) {
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
      announce(`Could not make the file: ${file.message}`);
      return;
    }
    downloadPostFile(file.value);
    onDownloaded(draft, file.value);
    announce(`Downloaded ${file.value.fileName}. Add it to ${postsFolder} and commit.`);
  };

  const copy = async () => {
    const file = attempt(() => toFile(draft));
    if (!file.ok) {
      announce(`Could not copy the markdown: ${file.message}`);
      return;
    }
    try {
      await navigator.clipboard.writeText(file.value.content);
      announce(
        `Copied the markdown of ${file.value.fileName} (${count(file.value.content.length, 'character', 'characters')}).`,
      );
    } catch {
      announce('Could not copy: this browser did not allow it. Use “Download .md file” instead.');
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
          Back to all posts
        </Button>
        <h2
          id={`${baseId}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className={clsx(headingClass({ level: 2 }), staff.focusTarget)}
        >
          {status === null ? 'New post' : `Edit post: ${title || 'untitled'}`}
        </h2>
        <div className={staff.actions}>
          {status ? <StatusBadge look={postStatusLooks[status]} /> : null}
          <Text as="span" tone="muted">
            {status === null
              ? 'Not on the site until its file is added to the repository.'
              : unsaved
                ? 'Changes not downloaded yet.'
                : 'No changes yet.'}
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
            {`Fix ${count(problems.length, 'problem', 'problems')} before downloading`}
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
                      {problemText(problem)}
                    </a>
                  ) : (
                    <span className={staff.errorSummaryLink}>{problemText(problem)}</span>
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
            label={blogAdminFieldLabel('title')}
            hint={`${count(draft.title.length, 'character', 'characters')}.`}
            problems={problemsOf('title')}
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
            label={blogAdminFieldLabel('slug')}
            hint={`Lowercase words joined by hyphens. The post will be at /blog/${draft.slug || '…'} and its file named ${draft.slug || '…'}.md.`}
            problems={problemsOf('slug')}
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
            label={blogAdminFieldLabel('description')}
            hint={`Shown in search results and on the blog list. ${count(draft.description.length, 'character', 'characters')}.`}
            problems={problemsOf('description')}
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

          <Field id={idOf('author')} label={blogAdminFieldLabel('author')} problems={problemsOf('author')}>
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
                    {draft.author ? `${draft.author} (not an advisor)` : 'Choose an advisor'}
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
              label={blogAdminFieldLabel('published')}
              problems={problemsOf('published')}
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
              label={blogAdminFieldLabel('modified')}
              problems={problemsOf('modified')}
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
            label={blogAdminFieldLabel('tags')}
            hint="Separate them with commas, e.g. irmaa, part-b."
            problems={problemsOf('tags')}
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
          />

          <Field
            id={idOf('body')}
            label={blogAdminFieldLabel('body')}
            hint="## starts a section heading, - starts a list item, [words](/page) makes a link, {phone} shows the phone number."
            problems={problemsOf('body')}
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
              Quality checks
            </Heading>
            {report.ok ? (
              <>
                <p className={styles.checksSummary}>{qualityCountsText(report.value.counts)}</p>
                <QualityFigures report={report.value} />
                <QualityCheckList checks={report.value.checks} />
              </>
            ) : (
              <Text tone="critical">{`The checks could not run: ${report.message}`}</Text>
            )}
          </section>

          <div className={staff.actions}>
            <Button icon={<Download aria-hidden="true" />} onClick={download}>
              Download .md file
            </Button>
            <Button variant="outline" icon={<Copy aria-hidden="true" />} onClick={copy}>
              Copy markdown
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
            Preview
          </Heading>
          <p className={styles.previewTitle}>{shown.title.trim() || 'Untitled post'}</p>
          {shown.description.trim() ? <p className={styles.previewLead}>{shown.description}</p> : null}
          {!preview.ok ? (
            <Text tone="critical">{`The preview could not be drawn: ${preview.message}`}</Text>
          ) : preview.value.trim() ? (
            <Prose html={preview.value} />
          ) : (
            <p className={styles.previewEmpty}>Type the body to see the post here.</p>
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
  /** The control, given its aria-describedby (hint and messages) and whether it is invalid. */
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A label, an optional hint, the messages about it, then the control. */
function Field({ id, label, hint, problems, children }: FieldProps) {
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
      <FieldMessages id={errorId} problems={problems} />
      {children(described, problems.length > 0)}
    </div>
  );
}

function FieldMessages({ id, problems }: { id: string | undefined; problems: ReadonlyArray<FieldProblem> }) {
  if (problems.length === 0) return null;
  return (
    <p id={id} className={staff.errorMessage}>
      <VisuallyHidden>Error:</VisuallyHidden> {problems.map(problemText).join(' ')}
    </p>
  );
}

/** The draft box: a native checkbox on a large card (the whole card is the target). */
function DraftBox({
  id,
  checked,
  onChange,
  problems,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  problems: ReadonlyArray<FieldProblem>;
}) {
  const errorId = problems.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={staff.field}>
      <FieldMessages id={errorId} problems={problems} />
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
        Draft
      </label>
      <p id={`${id}-hint`} className={staff.hint}>
        A draft stays off the site. Untick it when the post may go live on its published date.
      </p>
    </div>
  );
}
