// The result of the EnrollmentTimeline: the date of birth in words, the Print, Add to my calendar and Copy a link
// buttons, then every window: the Initial Enrollment Period (its seven months), Part B's start by sign-up month,
// Medigap open enrollment, the late penalties or the Special Enrollment Period, the General Enrollment Period and the
// yearly windows. Once the Initial Enrollment Period has passed, what the visitor can do now (the yearly windows and
// the General Enrollment Period) comes first. Last, what to do next: call, or the consultation form with the dates as
// its topic.
import type { CalendarMonth, EnrollmentTimelineResult } from '@agency/content';
import { CalendarPlus, Printer } from 'lucide-react';
import { useId } from 'react';
import { ResultNextStep } from '../../patterns/ResultPanel/ResultNextStep';
import { ResultPanel } from '../../patterns/ResultPanel/ResultPanel';
import { ResultPanelBlock } from '../../patterns/ResultPanel/ResultPanelBlock';
import { ResultPanelTable } from '../../patterns/ResultPanel/ResultPanelTable';
import { ShareLinkButton, ShareLinkField, type ShareLinkState } from '../../patterns/ShareLink/ShareLink';
import { Button } from '../../primitives/Button/Button';
import { Text } from '../../primitives/Text/Text';
import type { EnrollmentTimelineCopy } from './EnrollmentTimeline';
import * as styles from './EnrollmentTimeline.css';
import {
  fillCopy,
  formatLongDate,
  formatMonthYear,
  formatUsd,
  type EnrollmentTimelineInput,
} from './enrollmentTimelineModel';

export interface EnrollmentTimelineResultViewProps {
  result: EnrollmentTimelineResult;
  /** The checked input the result is for. */
  input: EnrollmentTimelineInput;
  copy: EnrollmentTimelineCopy;
  monthNames: ReadonlyArray<string>;
  /** The heading's id, focused after a submit. */
  headingId: string;
  onPrint: () => void;
  onAddToCalendar: () => void;
  /** Copies the link of this result. */
  onShare: () => void;
  /** What the last share did. */
  share: ShareLinkState;
  /** The id of the link field shown when copying is not possible. */
  shareFieldId: string;
  /** The number the next step dials; without it, no next step. */
  phone?: { e164: string };
}

/** The timeline's result: intro and actions, then the windows. */
export function EnrollmentTimelineResultView({
  result,
  input,
  copy,
  monthNames,
  headingId,
  onPrint,
  onAddToCalendar,
  onShare,
  share,
  shareFieldId,
  phone,
}: EnrollmentTimelineResultViewProps) {
  const long = (iso: string) => formatLongDate(iso, monthNames);
  return (
    <ResultPanel headingId={headingId} heading={copy.result.heading}>
      <Text size="large">
        {fillCopy(copy.result.intro, { birthDate: formatLongDate(result.birthDate, monthNames) })}
        {input.employer ? ` ${copy.result.employerIntro}` : null}
      </Text>

      <div className={styles.actions}>
        <Button variant="outline" icon={<Printer aria-hidden="true" />} onClick={onPrint}>
          {copy.result.printLabel}
        </Button>
        <Button variant="outline" icon={<CalendarPlus aria-hidden="true" />} onClick={onAddToCalendar}>
          {copy.result.calendarLabel}
        </Button>
        <ShareLinkButton label={copy.result.shareLabel} onClick={onShare} />
      </div>
      {share.kind === 'manual' ? (
        <ShareLinkField id={shareFieldId} label={copy.result.shareManualLabel} url={share.url} />
      ) : null}

      <EnrollmentTimelineResultBody
        result={result}
        employer={input.employer}
        copy={copy}
        long={long}
        monthNames={monthNames}
      />

      {phone && copy.result.nextStep ? (
        <ResultNextStep
          copy={copy.result.nextStep}
          phoneE164={phone.e164}
          topic={fillCopy(copy.result.nextStep.topic, {
            birthDate: formatLongDate(result.birthDate, monthNames),
          })}
        />
      ) : null}
    </ResultPanel>
  );
}

function EnrollmentTimelineResultBody({
  result,
  employer,
  copy,
  long,
  monthNames,
}: {
  result: EnrollmentTimelineResult;
  employer: boolean;
  copy: EnrollmentTimelineCopy;
  long: (iso: string) => string;
  monthNames: ReadonlyArray<string>;
}) {
  const text = copy.result;
  const { iep, penalties } = result;
  const monthYear = (month: CalendarMonth) => formatMonthYear(month, monthNames);
  const partB = penalties.partB;
  const partD = penalties.partD;
  const iepHeadingId = `${useId()}-iep`;
  const partBExample = fillCopy(text.partBPenaltyExample, {
    year: penalties.year,
    months: partB.months,
    fullYears: partB.fullYears,
    percent: partB.percent,
    premium: formatUsd(partB.standardPremium),
    penalty: formatUsd(partB.monthlyPenalty),
    total: formatUsd(partB.monthlyPremium),
  });
  const partDExample = fillCopy(text.partDPenaltyExample, {
    year: penalties.year,
    months: partD.months,
    percent: partD.percent,
    base: formatUsd(partD.baseBeneficiaryPremium),
    penalty: formatUsd(partD.monthlyPenalty),
  });
  const yearlyWindows = (
    <ul className={styles.yearlyList}>
      <EnrollmentTimelineWindow
        text={fillCopy(text.aepText, {
          start: long(result.aep.start),
          end: long(result.aep.end),
          coverageStart: long(result.aep.coverageStart),
          planYear: result.aep.planYear,
        })}
        open={result.aep.open}
        openNow={text.openNow}
      />
      <EnrollmentTimelineWindow
        text={fillCopy(text.maOepText, {
          start: long(result.maOep.start),
          end: long(result.maOep.end),
          planYear: result.maOep.planYear,
        })}
        open={result.maOep.open}
        openNow={text.openNow}
      />
    </ul>
  );
  const gepText = fillCopy(text.gepText, { start: long(result.gep.start), end: long(result.gep.end) });
  // The Initial Enrollment Period is behind the visitor: lead with what they can do now.
  const nowFirst = iep.passed && Boolean(text.nowHeading);
  return (
    <>
      {nowFirst ? (
        <ResultPanelBlock heading={text.nowHeading!}>
          {yearlyWindows}
          <Text>{gepText}</Text>
        </ResultPanelBlock>
      ) : null}

      <ResultPanelBlock heading={text.iepHeading} headingId={iepHeadingId}>
        <Text>{fillCopy(text.iepIntro, { start: long(iep.start), end: long(iep.end) })}</Text>
        {iep.passed ? <Text weight="bold">{fillCopy(text.passed, { end: long(iep.end) })}</Text> : null}
        {result.bornOnFirst ? (
          <p className={styles.note}>
            {fillCopy(text.bornOnFirst, {
              attainsAge65On: long(iep.attainsAge65On),
              birthMonthName: monthNames[result.birthDate.month - 1] ?? '',
            })}
          </p>
        ) : null}
        <ol className={styles.monthList} aria-labelledby={iepHeadingId}>
          {iep.months.map(({ month, birthdayMonth }) => (
            <li key={`${month.year}-${month.month}`} className={styles.month({ birthday: birthdayMonth })}>
              <span className={styles.monthName}>{monthYear(month)}</span>
              {birthdayMonth ? ' ' : null}
              {birthdayMonth ? (
                <span className={styles.marker}>
                  {result.bornOnFirst ? text.birthdayMonthMarkerFirst : text.birthdayMonthMarker}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </ResultPanelBlock>

      <ResultPanelBlock heading={text.partBHeading}>
        <Text>
          {fillCopy(text.partBIntro, {
            birthdayMonth: monthYear(iep.birthdayMonth),
            partAStart: long(iep.partAStart),
            deadline: long(iep.earliestStartDeadline),
          })}
        </Text>
        <ResultPanelTable
          caption={text.partBCaption}
          columns={[text.partBSignUpColumn, text.partBStartColumn]}
        >
          {result.partB.map((row) => (
            <tr key={`${row.signUp.year}-${row.signUp.month}`}>
              <th scope="row" className={styles.rowHeader}>
                {monthYear(row.signUp)}
              </th>
              <td className={styles.td}>{row.start ? long(row.start) : text.partBUnavailable}</td>
            </tr>
          ))}
        </ResultPanelTable>
      </ResultPanelBlock>

      <ResultPanelBlock heading={text.medigapHeading}>
        <Text>
          {employer
            ? text.medigapEmployerText
            : fillCopy(text.medigapText, {
                partBStart: long(result.medigap.partBStart),
                start: long(result.medigap.start),
                end: long(result.medigap.end),
              })}
        </Text>
        {!employer && result.medigap.passed ? (
          <Text weight="bold">{fillCopy(text.passed, { end: long(result.medigap.end) })}</Text>
        ) : null}
      </ResultPanelBlock>

      {employer ? (
        <ResultPanelBlock heading={text.sepHeading}>
          {text.sepParagraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </ResultPanelBlock>
      ) : (
        <ResultPanelBlock heading={text.penaltyHeading}>
          <Text>{text.penaltyIntro}</Text>
          <ul className={styles.penaltyList}>
            <EnrollmentTimelinePenalty rule={text.partBPenaltyRule} example={partBExample} />
            <EnrollmentTimelinePenalty rule={text.partDPenaltyRule} example={partDExample} />
          </ul>
        </ResultPanelBlock>
      )}

      {nowFirst ? null : (
        <>
          <ResultPanelBlock heading={text.gepHeading}>
            <Text>{gepText}</Text>
          </ResultPanelBlock>
          <ResultPanelBlock heading={text.yearlyHeading}>{yearlyWindows}</ResultPanelBlock>
        </>
      )}
    </>
  );
}

/** A late penalty: its rule in bold, then the worked example. */
function EnrollmentTimelinePenalty({ rule, example }: { rule: string; example: string }) {
  return (
    <li className={styles.penaltyItem}>
      <Text weight="bold">{rule}</Text>
      <Text>{example}</Text>
    </li>
  );
}

/** A yearly window in words, with the "Open now" badge while it is open. */
function EnrollmentTimelineWindow({ text, open, openNow }: { text: string; open: boolean; openNow: string }) {
  return (
    <li>
      {text}
      {open ? ' ' : null}
      {open ? <span className={styles.openNow}>{openNow}</span> : null}
    </li>
  );
}
