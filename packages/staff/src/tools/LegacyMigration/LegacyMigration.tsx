import clsx from 'clsx';
import { CircleAlert, Download, FileArchive, FileInput, FileJson } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { MigrationCopy, StaffCommonCopy } from '../copy';
import { downloadPostFile, downloadPostZip, postsFolder } from '../download';
import { count, fill } from '../format';
import { migrationLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { MigratedPost, PostFile } from '../types';
import * as styles from './LegacyMigration.css';
import { Button, Card, Heading, Text, VisuallyHidden } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

export interface LegacyMigrationProps {
  /** Converts the old blog's JSON export (`migrateLegacyExport`): one entry per legacy post, or `error`. */
  migrate: (jsonText: string) => { posts: ReadonlyArray<MigratedPost>; error?: string };
  /** A sample export; shows a "Load the sample export" button. */
  sample?: string;
  /** Name of the .zip holding every ready file. */
  zipName?: string;
  /** Called with the name of each file offered for download (a post's .md or the .zip). */
  onDownload?: (fileName: string) => void;
  /** The words (`getStaffToolsCopy()` of @agency/content: its `common` and `migration`). */
  copy: { common: StaffCommonCopy; migration: MigrationCopy };
}

type Announcement = { text: string; tick: boolean };

/** "2 posts ready to add, 1 post needs fixing". */
export function migrationSummary(
  posts: ReadonlyArray<MigratedPost>,
  copy: { common: StaffCommonCopy; migration: MigrationCopy },
): string {
  const { summary } = copy.migration;
  const { units } = copy.common;
  const ready = posts.filter((post) => post.file).length;
  const fixing = posts.length - ready;
  if (posts.length === 0) return summary.empty;
  const parts = [
    ready > 0 ? fill(summary.ready, { posts: count(ready, units.post) }) : summary.noneReady,
    ...(fixing > 0 ? [fill(summary.fixing, { needs: count(fixing, units.postNeeds) })] : []),
  ];
  return parts.join(', ');
}

/**
 * The blog post migration tool: the old blog's JSON export in (a file or pasted text), one markdown file per post
 * out, ready to add to the content package; posts that cannot convert list what is wrong with them.
 */
export function LegacyMigration({
  migrate,
  sample,
  zipName = 'blog-posts.zip',
  onDownload,
  copy,
}: LegacyMigrationProps) {
  const words = copy.migration;
  const { units } = copy.common;
  const baseId = useId();
  const fileId = `${baseId}-file`;
  const textId = `${baseId}-text`;
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [posts, setPosts] = useState<ReadonlyArray<MigratedPost> | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', tick: false });
  const announce = (message: string) =>
    setAnnouncement((current) => ({ text: message, tick: !current.tick }));
  const errorHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<'error' | 'results' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target === 'error' ? errorHeadingRef : resultsHeadingRef).current?.focus();
  });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const content = await file.text();
      setText(content);
      setInputError(null);
      setFileNote(
        fill(words.fileLoaded, { file: file.name, characters: count(content.length, units.character) }),
      );
    } catch (error) {
      setFileNote(
        fill(words.fileUnreadable, {
          file: file.name,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  };

  const convert = () => {
    if (!text.trim()) {
      setPosts(null);
      setInputError(sample ? words.nothingWithSample : words.nothing);
      pendingFocus.current = 'error';
      return;
    }
    let outcome: ReturnType<LegacyMigrationProps['migrate']>;
    try {
      outcome = migrate(text);
    } catch (error) {
      outcome = { posts: [], error: error instanceof Error ? error.message : String(error) };
    }
    announce('');
    if (outcome.error) {
      setPosts(null);
      setInputError(outcome.error);
      pendingFocus.current = 'error';
      return;
    }
    setInputError(null);
    setPosts(outcome.posts);
    pendingFocus.current = 'results';
  };

  const downloadOne = (file: PostFile) => {
    downloadPostFile(file);
    onDownload?.(file.fileName);
    announce(fill(copy.common.downloaded, { file: file.fileName, folder: postsFolder }));
  };

  const ready = (posts ?? []).flatMap((post) => (post.file ? [post.file] : []));

  const downloadAll = async () => {
    try {
      await downloadPostZip(zipName, ready);
      onDownload?.(zipName);
      announce(
        fill(words.zipDownloaded, {
          file: zipName,
          files: count(ready.length, units.file),
          folder: postsFolder,
        }),
      );
    } catch (error) {
      announce(fill(words.zipFailed, { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;

  return (
    <section className={staff.root} aria-labelledby={`${baseId}-heading`}>
      <Heading level={2} id={`${baseId}-heading`}>
        {words.heading}
      </Heading>
      <Text id={hintId}>{words.intro}</Text>

      {inputError ? (
        <div className={staff.errorSummary}>
          <h3
            ref={errorHeadingRef}
            tabIndex={-1}
            className={clsx(
              headingClass({ level: 3, tone: 'default' }),
              staff.errorSummaryHeading,
              staff.focusTarget,
            )}
          >
            <CircleAlert aria-hidden="true" className={staff.errorIcon} />
            {words.errorHeading}
          </h3>
          <ul className={staff.errorSummaryList}>
            <li>
              <a
                href={`#${textId}`}
                className={staff.errorSummaryLink}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(textId)?.focus();
                }}
              >
                {inputError}
              </a>
            </li>
          </ul>
        </div>
      ) : null}

      <div className={styles.input}>
        <div className={staff.field}>
          <label htmlFor={fileId} className={staff.label}>
            {words.fileLabel}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json"
            className={styles.file}
            onChange={chooseFile}
            aria-describedby={`${fileId}-note`}
          />
          <p id={`${fileId}-note`} role="status" className={staff.hint}>
            {fileNote}
          </p>
        </div>

        <div className={staff.field}>
          <label htmlFor={textId} className={staff.label}>
            {words.pasteLabel}
          </label>
          {inputError ? (
            <p id={errorId} className={staff.errorMessage}>
              <VisuallyHidden>{copy.common.errorPrefix}</VisuallyHidden> {inputError}
            </p>
          ) : null}
          <textarea
            id={textId}
            className={staff.textarea({ invalid: inputError !== null })}
            rows={10}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={inputError ? errorId : undefined}
            aria-invalid={inputError !== null || undefined}
            spellCheck={false}
          />
        </div>

        <div className={staff.actions}>
          <Button icon={<FileInput aria-hidden="true" />} onClick={convert}>
            {words.convert}
          </Button>
          {sample ? (
            <Button
              variant="outline"
              icon={<FileJson aria-hidden="true" />}
              onClick={() => {
                setText(sample);
                setInputError(null);
                setFileNote(words.sampleLoaded);
              }}
            >
              {words.loadSample}
            </Button>
          ) : null}
        </div>
      </div>

      {posts ? (
        <section className={styles.results} aria-labelledby={`${baseId}-results`}>
          <h2
            id={`${baseId}-results`}
            ref={resultsHeadingRef}
            tabIndex={-1}
            className={clsx(headingClass({ level: 2 }), staff.focusTarget)}
          >
            {migrationSummary(posts, copy)}
          </h2>
          {posts.length > 0 ? (
            <Text>{fill(words.resultsIntro, { folder: postsFolder })}</Text>
          ) : (
            <Text>{words.emptyList}</Text>
          )}
          {ready.length > 0 ? (
            <div className={staff.actions}>
              <Button variant="secondary" icon={<FileArchive aria-hidden="true" />} onClick={downloadAll}>
                {words.downloadAll}
              </Button>
            </div>
          ) : null}
          <p role="status" className={staff.status}>
            {announcement.text ? `${announcement.text}${announcement.tick ? '\u00a0' : ''}` : ''}
          </p>
          <ul className={styles.cards}>
            {posts.map((post) => (
              <MigratedPostCard
                key={post.index}
                baseId={baseId}
                post={post}
                onDownload={downloadOne}
                copy={copy}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/**
 * "tags.2" -> "Tags", in the legacy export's words for the fields a problem can name (`copy.migration.fieldNames`;
 * the converter reports the post's fields); a field it does not know is shown as named.
 */
export function legacyFieldName(field: string, names: MigrationCopy['fieldNames']): string {
  const head = field.split(/[.[]/)[0] ?? '';
  return Object.hasOwn(names, head) ? names[head as keyof typeof names] : field;
}

function MigratedPostCard({
  baseId,
  post,
  onDownload,
  copy,
}: {
  baseId: string;
  post: MigratedPost;
  onDownload: (file: PostFile) => void;
  copy: { common: StaffCommonCopy; migration: MigrationCopy };
}) {
  const words = copy.migration;
  const headingId = `${baseId}-post-${post.index}`;
  const number = post.index + 1;
  const title = post.title?.trim() || fill(words.untitled, { number });
  const where = post.slug
    ? fill(words.whereWithSlug, { number, slug: post.slug })
    : fill(words.where, { number });
  const { file } = post;
  return (
    <li>
      <Card as="article" tone="plain" aria-labelledby={headingId}>
        <div className={styles.cardHeader}>
          <Heading level={3} id={headingId}>
            {title}
          </Heading>
          <StatusBadge
            look={file ? migrationLooks.ready : migrationLooks.problems}
            word={file ? words.looks.ready : words.looks.problems}
          />
        </div>
        <Text tone="muted">{where}</Text>
        {file ? (
          <>
            <Text>
              {`${words.fileName} `}
              <span className={styles.fileName}>{file.fileName}</span>
            </Text>
            <details className={styles.details}>
              <summary className={styles.summary}>
                {fill(words.showMarkdown, { file: file.fileName })}
              </summary>
              <pre className={styles.markdown}>{file.content}</pre>
            </details>
            <div className={staff.actions}>
              <Button
                variant="outline"
                icon={<Download aria-hidden="true" />}
                onClick={() => onDownload(file)}
              >
                {fill(words.downloadFile, { file: file.fileName })}
              </Button>
            </div>
          </>
        ) : (
          <>
            <Text weight="bold">
              {post.problems.length > 0
                ? fill(words.problemsToFix, {
                    problems: count(post.problems.length, copy.common.units.problem),
                  })
                : words.notConverted}
            </Text>
            {post.problems.length > 0 ? (
              <ul className={styles.problems}>
                {post.problems.map((problem, index) => (
                  <li key={`${problem.field}-${index}`}>
                    <span className={styles.problemField}>
                      {legacyFieldName(problem.field, words.fieldNames)}
                    </span>
                    : {problem.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </Card>
    </li>
  );
}
