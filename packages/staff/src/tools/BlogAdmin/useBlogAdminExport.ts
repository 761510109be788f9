// The blog editor's two ways out: download the .md file (refused, with the problems listed and the summary focused,
// while the draft does not validate) or copy the markdown; and the status line that says what happened.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BlogAdminCopy, StaffCommonCopy } from '../copy';
import { downloadPostFile, postsFolder } from '../download';
import { count, fill } from '../format';
import type { FieldProblem, PostDraft, PostFile } from '../types';
import { attempt } from './blogAdminModel';

export interface UseBlogAdminExportOptions {
  draft: PostDraft;
  validate: (draft: PostDraft) => ReadonlyArray<FieldProblem>;
  toFile: (draft: PostDraft) => PostFile;
  /** Called after the file was offered for download. */
  onDownloaded: (draft: PostDraft, file: PostFile) => void;
  copy: { common: StaffCommonCopy; blogAdmin: BlogAdminCopy };
}

/** A message; the trailing no-break space alternates so the same words are announced again. */
type Announcement = { text: string; tick: boolean };

export function useBlogAdminExport({
  draft,
  validate,
  toFile,
  onDownloaded,
  copy,
}: UseBlogAdminExportOptions) {
  const words = copy.blogAdmin.editor;
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusSummary = useRef(false);
  const [attempted, setAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', tick: false });
  const announce = (text: string) => setAnnouncement((current) => ({ text, tick: !current.tick }));

  // Once a download was refused, the problems follow the typing, so fixed ones disappear.
  const problems = useMemo(() => (attempted ? [...validate(draft)] : []), [attempted, draft, validate]);
  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summaryHeadingRef.current?.focus();
  });

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
          characters: count(file.value.content.length, copy.common.units.character),
        }),
      );
    } catch {
      announce(words.copyRefused);
    }
  };

  return {
    /** The problems listed (none until a download was refused). */
    problems,
    summaryHeadingRef,
    download,
    copyMarkdown,
    /** The status line's words. */
    status: announcement.text ? `${announcement.text}${announcement.tick ? '\u00a0' : ''}` : '',
  };
}
