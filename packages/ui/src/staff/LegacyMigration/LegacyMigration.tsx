import clsx from 'clsx';
import { CircleAlert, Download, FileArchive, FileInput, FileJson } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Heading } from '../../primitives/Heading/Heading';
import { heading as headingClass } from '../../primitives/Heading/Heading.css';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { downloadPostFile, downloadPostZip, postsFolder } from '../download';
import { count } from '../format';
import { migrationLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { MigratedPost, PostFile } from '../types';
import * as styles from './LegacyMigration.css';

export interface LegacyMigrationProps {
  /** Converts the old blog's JSON export (`migrateLegacyExport`): one entry per legacy post, or `error`. */
  migrate: (jsonText: string) => { posts: ReadonlyArray<MigratedPost>; error?: string };
  /** A sample export; shows a "Load the sample export" button. */
  sample?: string;
  /** Name of the .zip holding every ready file. */
  zipName?: string;
  /** Called with the name of each file offered for download (a post's .md or the .zip). */
  onDownload?: (fileName: string) => void;
}

type Announcement = { text: string; tick: boolean };

/** "2 posts ready to add, 1 post needs fixing". */
export function migrationSummary(posts: ReadonlyArray<MigratedPost>): string {
  const ready = posts.filter((post) => post.file).length;
  const fixing = posts.length - ready;
  if (posts.length === 0) return 'The export holds no posts';
  const parts = [
    ready > 0 ? `${count(ready, 'post', 'posts')} ready to add` : 'No post is ready to add',
    ...(fixing > 0 ? [`${count(fixing, 'post needs', 'posts need')} fixing`] : []),
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
}: LegacyMigrationProps) {
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
        `Loaded ${file.name} (${count(content.length, 'character', 'characters')}). Press “Convert posts”.`,
      );
    } catch (error) {
      setFileNote(`Could not read ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const convert = () => {
    if (!text.trim()) {
      setPosts(null);
      setInputError(
        `Nothing to convert yet: choose the export file${sample ? ', paste its text, or load the sample export' : ' or paste its text'}.`,
      );
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
    announce(`Downloaded ${file.fileName}. Add it to ${postsFolder} and commit.`);
  };

  const ready = (posts ?? []).flatMap((post) => (post.file ? [post.file] : []));

  const downloadAll = async () => {
    try {
      await downloadPostZip(zipName, ready);
      onDownload?.(zipName);
      announce(
        `Downloaded ${zipName} with ${count(ready.length, 'file', 'files')}. Unzip it into ${postsFolder} and commit.`,
      );
    } catch (error) {
      announce(`Could not make the .zip: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;

  return (
    <section className={staff.root} aria-labelledby={`${baseId}-heading`}>
      <Heading level={2} id={`${baseId}-heading`}>
        The old blog’s export
      </Heading>
      <Text id={hintId}>
        The old blog exports its posts as one JSON file: a list of posts, each with a title, slug, content
        (HTML), date and author. Each post becomes a markdown file for the site.
      </Text>

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
            The export could not be converted
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
            Choose the export file (.json)
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
            Or paste the export here
          </label>
          {inputError ? (
            <p id={errorId} className={staff.errorMessage}>
              <VisuallyHidden>Error:</VisuallyHidden> {inputError}
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
            Convert posts
          </Button>
          {sample ? (
            <Button
              variant="outline"
              icon={<FileJson aria-hidden="true" />}
              onClick={() => {
                setText(sample);
                setInputError(null);
                setFileNote('Loaded the sample export. Press “Convert posts”.');
              }}
            >
              Load the sample export
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
            {migrationSummary(posts)}
          </h2>
          {posts.length > 0 ? (
            <Text>
              {`Download the ready files and add them to ${postsFolder}. Fix the others in the old blog (or write them in Blog administration) and convert again.`}
            </Text>
          ) : (
            <Text>The export is an empty list. Check that it is the right file.</Text>
          )}
          {ready.length > 0 ? (
            <div className={staff.actions}>
              <Button variant="secondary" icon={<FileArchive aria-hidden="true" />} onClick={downloadAll}>
                Download all ready files (.zip)
              </Button>
            </div>
          ) : null}
          <p role="status" className={staff.status}>
            {announcement.text ? `${announcement.text}${announcement.tick ? '\u00a0' : ''}` : ''}
          </p>
          <ul className={styles.cards}>
            {posts.map((post) => (
              <MigratedPostCard key={post.index} baseId={baseId} post={post} onDownload={downloadOne} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** The legacy export's words for the fields a problem can name (the converter reports the post's fields). */
const legacyFieldNames: Record<string, string> = {
  post: 'Post',
  title: 'Title',
  slug: 'Slug',
  date: 'Date',
  published: 'Date',
  modified: 'Date',
  author: 'Author',
  content: 'Content',
  body: 'Content',
  description: 'Description',
  tags: 'Tags',
};

/** "tags.2" -> "Tags"; a field it does not know is shown as named. */
export function legacyFieldName(field: string): string {
  return legacyFieldNames[field.split(/[.[]/)[0] ?? ''] ?? field;
}

function MigratedPostCard({
  baseId,
  post,
  onDownload,
}: {
  baseId: string;
  post: MigratedPost;
  onDownload: (file: PostFile) => void;
}) {
  const headingId = `${baseId}-post-${post.index}`;
  const title = post.title?.trim() || `Post ${post.index + 1} (no title)`;
  const where = `Post ${post.index + 1} of the export${post.slug ? `, slug “${post.slug}”` : ''}.`;
  const { file } = post;
  return (
    <li>
      <Card as="article" tone="plain" aria-labelledby={headingId}>
        <div className={styles.cardHeader}>
          <Heading level={3} id={headingId}>
            {title}
          </Heading>
          <StatusBadge look={file ? migrationLooks.ready : migrationLooks.problems} />
        </div>
        <Text tone="muted">{where}</Text>
        {file ? (
          <>
            <Text>
              File: <span className={styles.fileName}>{file.fileName}</span>
            </Text>
            <details className={styles.details}>
              <summary className={styles.summary}>{`Show the markdown of ${file.fileName}`}</summary>
              <pre className={styles.markdown}>{file.content}</pre>
            </details>
            <div className={staff.actions}>
              <Button
                variant="outline"
                icon={<Download aria-hidden="true" />}
                onClick={() => onDownload(file)}
              >
                {`Download ${file.fileName}`}
              </Button>
            </div>
          </>
        ) : (
          <>
            <Text weight="bold">
              {post.problems.length > 0
                ? `${count(post.problems.length, 'problem', 'problems')} to fix:`
                : 'This post could not be converted.'}
            </Text>
            {post.problems.length > 0 ? (
              <ul className={styles.problems}>
                {post.problems.map((problem, index) => (
                  <li key={`${problem.field}-${index}`}>
                    <span className={styles.problemField}>{legacyFieldName(problem.field)}</span>:{' '}
                    {problem.message}
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
