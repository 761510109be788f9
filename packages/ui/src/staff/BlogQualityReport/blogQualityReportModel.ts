import type { QualityReport } from '../types';

/** A report needs attention when any check failed or warned. */
export function needsAttention(report: QualityReport): boolean {
  return report.counts.fail > 0 || report.counts.warn > 0;
}

/** Most failures first, then most warnings; ties keep the given order (newest first). */
export function sortReports(reports: ReadonlyArray<QualityReport>): QualityReport[] {
  return [...reports].sort((a, b) => b.counts.fail - a.counts.fail || b.counts.warn - a.counts.warn);
}

/** The verdict of one post, in words. */
export function verdict(report: QualityReport): string {
  if (report.counts.fail > 0) return 'Needs fixing';
  if (report.counts.warn > 0) return 'Worth a look';
  return 'All checks passed';
}
