// The blog editor's quality checks of the post as it stands (a beat behind the typing), or why they could not run.
import type { BlogAdminCopy, StaffCommonCopy } from '../copy';
import { fill } from '../format';
import { QualityCheckList, QualityFigures, qualityCountsText } from '../QualityChecks';
import * as staff from '../staff.css';
import type { QualityReport } from '../types';
import * as styles from './BlogAdmin.css';
import { Heading, Text } from '@agency/ui';

export interface BlogAdminChecksProps {
  /** The heading's id (the section is named by it). */
  headingId: string;
  words: Pick<BlogAdminCopy['editor'], 'checksHeading' | 'checksFailed'>;
  /** The report, or the message of the check that threw. */
  report: { ok: true; value: QualityReport } | { ok: false; message: string };
  copy: StaffCommonCopy;
}

export function BlogAdminChecks({ headingId, words, report, copy }: BlogAdminChecksProps) {
  return (
    <section className={styles.checks} aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {words.checksHeading}
      </Heading>
      {report.ok ? (
        <>
          <p className={staff.summaryLine}>{qualityCountsText(report.value.counts, copy)}</p>
          <QualityFigures report={report.value} copy={copy} />
          <QualityCheckList checks={report.value.checks} copy={copy} />
        </>
      ) : (
        <Text tone="critical">{fill(words.checksFailed, { message: report.message })}</Text>
      )}
    </section>
  );
}
