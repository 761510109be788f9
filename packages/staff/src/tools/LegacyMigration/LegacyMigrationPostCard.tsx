// One legacy post in the migration's results: its title and verdict, where it was in the export, and then its ready
// file (the markdown behind a disclosure, and a download button) or the problems to fix, each naming its field.
import { Download } from 'lucide-react';
import type { MigrationCopy, StaffCommonCopy } from '../copy';
import { count, fill } from '../format';
import { migrationLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { MigratedPost, PostFile } from '../types';
import * as styles from './LegacyMigration.css';
import { legacyFieldName } from './legacyMigrationModel';
import { Button, Card, Heading, Text } from '@agency/ui';

export interface LegacyMigrationPostCardProps {
  /** The tool's id prefix; the card's heading id is made from it and the post's index. */
  baseId: string;
  post: MigratedPost;
  onDownload: (file: PostFile) => void;
  copy: { common: StaffCommonCopy; migration: MigrationCopy };
}

export function LegacyMigrationPostCard({ baseId, post, onDownload, copy }: LegacyMigrationPostCardProps) {
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
