import clsx from 'clsx';
import { FileArchive, FileInput, FileJson } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { MigrationCopy, StaffCommonCopy } from '../copy';
import { downloadPostFile, downloadPostZip, postsFolder } from '../download';
import { count, fill } from '../format';
import { StaffErrorSummary } from '../StaffErrorSummary';
import { StaffField } from '../StaffField';
import * as staff from '../staff.css';
import type { MigratedPost, PostFile } from '../types';
import * as styles from './LegacyMigration.css';
import { migrationSummary } from './legacyMigrationModel';
import { LegacyMigrationPostCard } from './LegacyMigrationPostCard';
import { Button, Heading, Text } from '@agency/ui';
import { headingClass } from '@agency/ui/kit';

export { legacyFieldName, migrationSummary } from './legacyMigrationModel';

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

  const hintId = `${baseId}-hint`;

  return (
    <section className={staff.root} aria-labelledby={`${baseId}-heading`}>
      <Heading level={2} id={`${baseId}-heading`}>
        {words.heading}
      </Heading>
      <Text id={hintId}>{words.intro}</Text>

      <StaffErrorSummary
        level={3}
        focusTarget
        heading={words.errorHeading}
        items={inputError ? [{ message: inputError, fieldId: textId }] : []}
        headingRef={errorHeadingRef}
      />

      <div className={staff.fields}>
        <StaffField id={fileId} label={words.fileLabel}>
          {({ id }) => (
            <>
              <input
                id={id}
                type="file"
                accept=".json,application/json"
                className={styles.file}
                onChange={chooseFile}
                aria-describedby={`${id}-note`}
              />
              <p id={`${id}-note`} role="status" className={staff.hint}>
                {fileNote}
              </p>
            </>
          )}
        </StaffField>

        <StaffField
          id={textId}
          label={words.pasteLabel}
          error={inputError ?? undefined}
          errorPrefix={copy.common.errorPrefix}
        >
          {(control) => (
            <textarea
              {...control}
              className={staff.textarea({ invalid: control['aria-invalid'] })}
              rows={10}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
            />
          )}
        </StaffField>

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
              <LegacyMigrationPostCard
                key={post.index}
                {...{ baseId, post, copy }}
                onDownload={downloadOne}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
