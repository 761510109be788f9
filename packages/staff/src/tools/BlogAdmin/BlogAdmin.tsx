import { useEffect, useId, useRef, useState } from 'react';
import type { BlogAdminCopy, StaffCommonCopy } from '../copy';
import type { FieldProblem, PostDraft, PostFile, PostStatus, QualityReport } from '../types';
import { BlogAdminEditor } from './BlogAdminEditor';
import { BlogAdminList, type BlogAdminRow } from './BlogAdminList';
import { sameDraft, tagsText, type BlogAdminFilter } from './blogAdminModel';

export interface BlogAdminProps {
  /** Every post as an editable draft with its state on the site (`getPostDrafts()` + `postStatus()`), newest first. */
  posts: ReadonlyArray<{ draft: PostDraft; status: PostStatus }>;
  /** The advisors a post can be written by (the Author choices). */
  advisors: ReadonlyArray<{ id: string; name: string }>;
  /** A blank post for "New post" (`newPostDraft(today)`). */
  newDraft: () => PostDraft;
  /** The quality checks of a draft (`blogQualityReport`). */
  check: (draft: PostDraft) => QualityReport;
  /** Field problems of a draft (`validatePostDraft`); empty when it can be downloaded. */
  validate: (draft: PostDraft) => ReadonlyArray<FieldProblem>;
  /** Markdown to sanitized HTML, as the site renders posts (markdown-it, raw HTML off). */
  renderPreview: (markdown: string) => string;
  /** The ready-to-commit file of a draft (`postToMarkdown`). */
  toFile: (draft: PostDraft) => PostFile;
  /** Called after a file was offered for download. */
  onDownload?: (file: PostFile) => void;
  /** The words (`getStaffToolsCopy()` of @agency/content: its `common` and `blogAdmin`). */
  copy: { common: StaffCommonCopy; blogAdmin: BlogAdminCopy };
}

interface Working {
  draft: PostDraft;
  tagsText: string;
}

/**
 * Blog administration: every post in a table filtered by status, and an editor with a live preview and quality
 * checks that downloads the post's .md file for the repository (the site has no database: posts are files).
 * Edits are kept while moving between the list and the editor, until the page is left.
 */
export function BlogAdmin({ posts, newDraft, onDownload, ...tools }: BlogAdminProps) {
  const listHeadingId = useId();
  const [created, setCreated] = useState<Array<{ key: string; initial: PostDraft }>>([]);
  const [work, setWork] = useState<Record<string, Working>>({});
  const [downloaded, setDownloaded] = useState<Record<string, PostDraft>>({});
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [filter, setFilter] = useState<BlogAdminFilter>('all');
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);
  const nextNew = useRef(1);

  const rows: BlogAdminRow[] = [
    ...[...created].reverse().map((entry) => ({
      key: entry.key,
      original: entry.initial,
      status: 'draft' as const,
      isNew: true,
    })),
    ...posts.map((post) => ({
      key: `post:${post.draft.slug}`,
      original: post.draft,
      status: post.status,
      isNew: false,
    })),
  ].map(({ original, ...row }) => {
    const draft = work[row.key]?.draft ?? original;
    return { ...row, draft, unsaved: !sameDraft(draft, downloaded[row.key] ?? original) };
  });
  const open = rows.find((row) => row.key === openKey) ?? null;
  const anyUnsaved = rows.some((row) => row.unsaved);

  // Leaving the page would lose edits that were not downloaded: let the browser ask first.
  useEffect(() => {
    if (!anyUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyUnsaved]);

  // Back in the list: focus the Edit button of the post just edited, or the list heading when it is filtered out.
  useEffect(() => {
    if (openKey !== null || returnFocusTo.current === null) return;
    const button = editButtons.current.get(returnFocusTo.current);
    returnFocusTo.current = null;
    (button ?? document.getElementById(listHeadingId))?.focus();
  }, [openKey, listHeadingId]);

  const edit = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) return;
    if (!work[key])
      setWork((current) => ({ ...current, [key]: { draft: row.draft, tagsText: tagsText(row.draft.tags) } }));
    setOpenKey(key);
  };

  const createPost = () => {
    const initial = newDraft();
    const key = `new:${nextNew.current++}`;
    setCreated((current) => [...current, { key, initial }]);
    setWork((current) => ({ ...current, [key]: { draft: initial, tagsText: tagsText(initial.tags) } }));
    setOpenKey(key);
  };

  if (open) {
    const key = open.key;
    return (
      <BlogAdminEditor
        {...tools}
        key={key}
        draft={open.draft}
        tagsText={work[key]?.tagsText ?? tagsText(open.draft.tags)}
        onChange={(draft, text) => setWork((current) => ({ ...current, [key]: { draft, tagsText: text } }))}
        status={open.isNew ? null : open.status}
        unsaved={open.unsaved}
        onBack={() => {
          returnFocusTo.current = key;
          setOpenKey(null);
        }}
        onDownloaded={(draft, file) => {
          setDownloaded((current) => ({ ...current, [key]: draft }));
          onDownload?.(file);
        }}
      />
    );
  }

  const { advisors, copy } = tools;
  return (
    <BlogAdminList
      {...{ rows, filter, advisors, copy }}
      headingId={listHeadingId}
      onFilterChange={setFilter}
      onEdit={edit}
      onNew={createPost}
      editButtonRef={(key) => (button) => {
        if (button) editButtons.current.set(key, button);
        else editButtons.current.delete(key);
      }}
    />
  );
}
