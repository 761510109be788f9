import clsx from 'clsx';
import { useId, useState } from 'react';
import { Heading } from '../../primitives/Heading/Heading';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { count } from '../format';
import { QualityCheckList, QualityFigures, qualityCountsText, sortChecks } from '../QualityChecks';
import { postStatusLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { QualityReport } from '../types';
import * as styles from './BlogQualityReport.css';
import { needsAttention, sortReports, verdict } from './blogQualityReportModel';

export interface BlogQualityReportProps {
  /** One report per post (`blogQualityReports()`), drafts and scheduled posts included. */
  reports: ReadonlyArray<QualityReport>;
}

/**
 * The blog's quality check: how many posts need attention, then each post (most failures first, then most
 * warnings) with every check's outcome in words, its reading grade, word count and reading time.
 */
export function BlogQualityReport({ reports }: BlogQualityReportProps) {
  const baseId = useId();
  const [onlyAttention, setOnlyAttention] = useState(false);
  const sorted = sortReports(reports);
  const attention = sorted.filter(needsAttention);
  const failing = attention.filter((report) => report.counts.fail > 0).length;
  const shown = onlyAttention ? attention : sorted;

  return (
    <section className={staff.root} aria-labelledby={`${baseId}-heading`}>
      <div className={styles.summary}>
        <Heading level={2} id={`${baseId}-heading`}>
          {`Quality check of ${count(reports.length, 'post', 'posts')}`}
        </Heading>
        <p className={styles.summaryLine}>
          {reports.length === 0
            ? 'There are no posts to check yet.'
            : attention.length === 0
              ? 'Every post passes every check.'
              : `${count(attention.length, 'post needs', 'posts need')} attention: ${failing} with failed checks, ${attention.length - failing} with warnings only.`}
        </p>
        <label className={staff.chip}>
          <input
            type="checkbox"
            className={staff.chipControl}
            checked={onlyAttention}
            onChange={(event) => setOnlyAttention(event.target.checked)}
          />
          Only posts that need attention
        </label>
      </div>

      <p role="status" className={staff.status}>
        {onlyAttention ? `Showing ${count(shown.length, 'post', 'posts')} of ${reports.length}.` : ''}
      </p>

      {shown.length === 0 ? (
        reports.length > 0 ? (
          <Text>No post needs attention: every check passed.</Text>
        ) : null
      ) : (
        <ul className={styles.posts}>
          {shown.map((report, index) => {
            const headingId = `${baseId}-post-${index}`;
            const tone =
              report.counts.fail > 0
                ? styles.postFail
                : report.counts.warn > 0
                  ? styles.postWarn
                  : styles.postPass;
            return (
              <li key={`${report.slug}-${index}`}>
                <article className={clsx(styles.post, tone)} aria-labelledby={headingId}>
                  <Heading level={3} id={headingId} className={styles.postHeading}>
                    {report.title.trim() || `Untitled post (${report.slug || 'no slug'})`}
                    <VisuallyHidden>{`, ${verdict(report).toLowerCase()}`}</VisuallyHidden>
                  </Heading>
                  <div className={styles.postMeta}>
                    <StatusBadge look={postStatusLooks[report.status]} />
                    {needsAttention(report) ? (
                      <span className={styles.verdict}>{`${verdict(report)}:`}</span>
                    ) : null}
                    <span>{qualityCountsText(report.counts)}</span>
                  </div>
                  <QualityFigures report={report} />
                  <QualityCheckList checks={sortChecks(report.checks)} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
