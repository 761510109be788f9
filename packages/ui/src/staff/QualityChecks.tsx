import { checkStatusLooks, StatusBadge } from './StatusBadge';
import { count } from './format';
import * as styles from './staff.css';
import type { CheckStatus, QualityCheck, QualityReport } from './types';

const severity: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2 };

/** Failures first, then warnings, then passes; the given order within each. */
export function sortChecks(checks: ReadonlyArray<QualityCheck>): QualityCheck[] {
  return [...checks].sort((a, b) => severity[a.status] - severity[b.status]);
}

/** "1 failed, 2 warnings, 5 passed.", "1 warning, 7 passed.", or "All 8 checks passed." */
export function qualityCountsText(counts: QualityReport['counts']): string {
  const total = counts.pass + counts.warn + counts.fail;
  if (total === 0) return 'No checks ran.';
  if (counts.warn === 0 && counts.fail === 0) return `All ${count(total, 'check', 'checks')} passed.`;
  const parts = [
    counts.fail > 0 ? `${counts.fail} failed` : null,
    counts.warn > 0 ? count(counts.warn, 'warning', 'warnings') : null,
    `${counts.pass} passed`,
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

/** Reading grade, words and minutes, as labelled figures. */
export function QualityFigures({ report }: { report: QualityReport }) {
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>Reading grade</dt>
        <dd className={styles.figureValue}>{report.readingGrade.toFixed(1)}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>Words</dt>
        <dd className={styles.figureValue}>{report.wordCount.toLocaleString('en-US')}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>Reading time</dt>
        <dd className={styles.figureValue}>{count(report.readingMinutes, 'minute', 'minutes')}</dd>
      </div>
    </dl>
  );
}

/** Each check: its outcome as an icon and a word, its name, and what was measured. */
export function QualityCheckList({ checks }: { checks: ReadonlyArray<QualityCheck> }) {
  return (
    <ul className={styles.checkList}>
      {checks.map((check) => (
        <li key={check.id} className={styles.checkItem}>
          <StatusBadge look={checkStatusLooks[check.status]} />{' '}
          <span className={styles.checkLabel}>{check.label}:</span>{' '}
          <span className={styles.checkMessage}>{check.message}</span>
        </li>
      ))}
    </ul>
  );
}
