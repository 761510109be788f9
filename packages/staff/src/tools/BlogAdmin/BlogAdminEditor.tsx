// One post's editor in the blog tool: its header (back, heading, state), the error summary, the fields, the quality
// checks, the download and copy buttons with their status line, and the live preview.
import clsx from 'clsx';
import { ArrowLeft, Copy, Download } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { count, fill } from '../format';
import { StaffErrorSummary } from '../StaffErrorSummary';
import { postStatusLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { PostDraft, PostFile, PostStatus } from '../types';
import type { BlogAdminProps } from './BlogAdmin';
import * as styles from './BlogAdmin.css';
import { BlogAdminChecks } from './BlogAdminChecks';
import { attempt, fieldOfProblem, problemText, type BlogAdminField } from './blogAdminModel';
import { BlogAdminPostFields } from './BlogAdminPostFields';
import { BlogAdminPreview } from './BlogAdminPreview';
import { useBlogAdminExport } from './useBlogAdminExport';
import { Button, Text } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

/** What the editor takes from BlogAdmin's own props: the advisors, the rules and the words. */
export type BlogAdminTools = Pick<
  BlogAdminProps,
  'advisors' | 'check' | 'validate' | 'renderPreview' | 'toFile' | 'copy'
>;

export interface BlogAdminEditorProps extends BlogAdminTools {
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
  /** "Back to all posts". */
  onBack: () => void;
  /** Called after the file was offered for download. */
  onDownloaded: (draft: PostDraft, file: PostFile) => void;
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
  const baseId = useId();
  const idOf = (field: BlogAdminField) => `${baseId}-${field}`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening the editor moves focus to its heading, so screen readers start at the top.
  useEffect(() => headingRef.current?.focus(), []);

  const {
    problems,
    summaryHeadingRef,
    download,
    copyMarkdown,
    status: statusText,
  } = useBlogAdminExport({
    draft,
    validate,
    toFile,
    onDownloaded,
    copy,
  });

  // The preview and the checks follow the typing a beat behind, so typing stays quick in long posts.
  const shown = useDeferredValue(draft);
  const preview = useMemo(() => attempt(() => renderPreview(shown.body)), [renderPreview, shown.body]);
  const report = useMemo(() => attempt(() => check(shown)), [check, shown]);

  const problemsOf = (field: BlogAdminField) =>
    problems.filter((problem) => fieldOfProblem(problem) === field);
  const title = draft.title.trim();

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

      <StaffErrorSummary
        level={3}
        headingId={`${baseId}-summary`}
        heading={fill(words.summaryHeading, { problems: count(problems.length, copy.common.units.problem) })}
        items={problems.map((problem) => {
          const field = fieldOfProblem(problem);
          return { message: problemText(problem, words.fields), fieldId: field && idOf(field) };
        })}
        headingRef={summaryHeadingRef}
      />

      <div className={styles.workspace}>
        <div className={staff.fields}>
          <BlogAdminPostFields {...{ draft, tagsText, onChange, advisors, idOf, problemsOf, copy }} />

          <BlogAdminChecks headingId={`${baseId}-checks`} words={words} report={report} copy={copy.common} />

          <div className={staff.actions}>
            <Button icon={<Download aria-hidden="true" />} onClick={download}>
              {words.download}
            </Button>
            <Button variant="outline" icon={<Copy aria-hidden="true" />} onClick={copyMarkdown}>
              {words.copy}
            </Button>
          </div>
          <p role="status" className={staff.status}>
            {statusText}
          </p>
        </div>

        <BlogAdminPreview
          headingId={`${baseId}-preview`}
          words={words}
          title={shown.title}
          description={shown.description}
          html={preview}
        />
      </div>
    </section>
  );
}
