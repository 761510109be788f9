import clsx from 'clsx';
import { useId, useState } from 'react';
import type { BlogQualityCopy, StaffCommonCopy } from '../copy';
import { count, fill } from '../format';
import { QualityCheckList, QualityFigures, qualityCountsText, sortChecks } from '../QualityChecks';
import { postStatusLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { QualityReport } from '../types';
import * as styles from './BlogQualityReport.css';
import { needsAttention, sortReports, verdict } from './blogQualityReportModel';
import { Heading, Text, VisuallyHidden } from '@agency/ui';

export interface BlogQualityReportProps {
  /** One report per post (`blogQualityReports()`), drafts and scheduled posts included. */
  reports: ReadonlyArray<QualityReport>;
  /** The words (`getStaffToolsCopy()` of @agency/content: its `common` and `blogQuality`). */
  copy: { common: StaffCommonCopy; blogQuality: BlogQualityCopy };
}

/**
 * The blog's quality check: how many posts need attention, then each post (most failures first, then most
 * warnings) with every check's outcome in words, its reading grade, word count and reading time.
 */
export function BlogQualityReport({ reports, copy }: BlogQualityReportProps) {
  const words = copy.blogQuality;
  const { units } = copy.common;
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
          {fill(words.heading, { posts: count(reports.length, units.post) })}
        </Heading>
        <p className={staff.summaryLine}>
          {reports.length === 0
            ? words.noPosts
            : attention.length === 0
              ? words.allPass
              : fill(words.attention, {
                  needs: count(attention.length, units.postNeeds),
                  failed: failing,
                  warnings: attention.length - failing,
                })}
        </p>
        <label className={staff.chip}>
          <input
            type="checkbox"
            className={staff.chipControl}
            checked={onlyAttention}
            onChange={(event) => setOnlyAttention(event.target.checked)}
          />
          {words.onlyAttention}
        </label>
      </div>

      <p role="status" className={staff.status}>
        {onlyAttention
          ? fill(words.showing, { posts: count(shown.length, units.post), total: reports.length })
          : ''}
      </p>

      {shown.length === 0 ? (
        reports.length > 0 ? (
          <Text>{words.noneNeedAttention}</Text>
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
                    {report.title.trim() || fill(words.untitled, { slug: report.slug || words.noSlug })}
                    <VisuallyHidden>{`, ${verdict(report, words.verdicts).toLowerCase()}`}</VisuallyHidden>
                  </Heading>
                  <div className={styles.postMeta}>
                    <StatusBadge
                      look={postStatusLooks[report.status]}
                      word={copy.common.postStatus[report.status]}
                    />
                    {needsAttention(report) ? (
                      <span className={styles.verdict}>{`${verdict(report, words.verdicts)}:`}</span>
                    ) : null}
                    <span>{qualityCountsText(report.counts, copy.common)}</span>
                  </div>
                  <QualityFigures report={report} copy={copy.common} />
                  <QualityCheckList checks={sortChecks(report.checks)} copy={copy.common} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
