import type { StaffCommonCopy } from './copy';
import { checkStatusLooks, StatusBadge } from './StatusBadge';
import { count, fill } from './format';
import * as styles from './staff.css';
import type { CheckStatus, QualityCheck, QualityReport } from './types';

const severity: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2 };

/** Failures first, then warnings, then passes; the given order within each. */
export function sortChecks(checks: ReadonlyArray<QualityCheck>): QualityCheck[] {
  return [...checks].sort((a, b) => severity[a.status] - severity[b.status]);
}

/** "1 failed, 2 warnings, 5 passed.", "1 warning, 7 passed.", or "All 8 checks passed." */
export function qualityCountsText(counts: QualityReport['counts'], copy: StaffCommonCopy): string {
  const { quality, units } = copy;
  const total = counts.pass + counts.warn + counts.fail;
  if (total === 0) return quality.noChecks;
  if (counts.warn === 0 && counts.fail === 0)
    return fill(quality.allPassed, { checks: count(total, units.check) });
  const parts = [
    counts.fail > 0 ? fill(quality.failed, { count: counts.fail }) : null,
    counts.warn > 0 ? count(counts.warn, units.warning) : null,
    fill(quality.passed, { count: counts.pass }),
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

/** Reading grade, words and minutes, as labelled figures. */
export function QualityFigures({ report, copy }: { report: QualityReport; copy: StaffCommonCopy }) {
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>{copy.quality.readingGrade}</dt>
        <dd className={styles.figureValue}>{report.readingGrade.toFixed(1)}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>{copy.quality.words}</dt>
        <dd className={styles.figureValue}>{report.wordCount.toLocaleString('en-US')}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>{copy.quality.readingTime}</dt>
        <dd className={styles.figureValue}>{count(report.readingMinutes, copy.units.minute)}</dd>
      </div>
    </dl>
  );
}

/** Each check: its outcome as an icon and a word, its name, and what was measured. */
export function QualityCheckList({
  checks,
  copy,
}: {
  checks: ReadonlyArray<QualityCheck>;
  copy: StaffCommonCopy;
}) {
  return (
    <ul className={styles.checkList}>
      {checks.map((check) => (
        <li key={check.id} className={styles.checkItem}>
          <StatusBadge look={checkStatusLooks[check.status]} word={copy.checkStatus[check.status]} />{' '}
          <span className={styles.checkLabel}>{check.label}:</span>{' '}
          <span className={styles.checkMessage}>{check.message}</span>
        </li>
      ))}
    </ul>
  );
}
