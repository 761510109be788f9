import type { BlogQualityCopy } from '../copy';
import type { QualityReport } from '../types';

/** A report needs attention when any check failed or warned. */
export function needsAttention(report: QualityReport): boolean {
  return report.counts.fail > 0 || report.counts.warn > 0;
}

/** Most failures first, then most warnings; ties keep the given order (newest first). */
export function sortReports(reports: ReadonlyArray<QualityReport>): QualityReport[] {
  return [...reports].sort((a, b) => b.counts.fail - a.counts.fail || b.counts.warn - a.counts.warn);
}

/** The verdict of one post, in words (`copy.blogQuality.verdicts`). */
export function verdict(report: QualityReport, verdicts: BlogQualityCopy['verdicts']): string {
  if (report.counts.fail > 0) return verdicts.fail;
  if (report.counts.warn > 0) return verdicts.warn;
  return verdicts.pass;
}
