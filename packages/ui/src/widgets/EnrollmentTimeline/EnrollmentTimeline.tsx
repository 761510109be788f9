// The enrollment timeline widget: its props and copy, the answers it holds and what a submit and the result's actions
// do. The form, the result and the rules are beside it (EnrollmentTimelineForm, EnrollmentTimelineResultView,
// enrollmentTimelineModel, timelineCalendar).
import type { EnrollmentTimelineResult } from '@agency/content';
import { useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { CalculatorShell, useCalculatorShell } from '../../patterns/CalculatorShell/CalculatorShell';
import type { ResultNextStepCopy } from '../../patterns/ResultPanel/ResultNextStep';
import * as styles from './EnrollmentTimeline.css';
import { EnrollmentTimelineForm, timelineFieldId } from './EnrollmentTimelineForm';
import { EnrollmentTimelineResultView } from './EnrollmentTimelineResultView';
import {
  fieldsOf,
  fillCopy,
  formatLongDate,
  toTimelineSearch,
  validateBirthDate,
  type ComputeTimeline,
  type DateFields,
  type EnrollmentTimelineInput,
} from './enrollmentTimelineModel';
import { toIcs } from './ics';
import { downloadFile, timelineCalendarEvents } from './timelineCalendar';

/** A calendar event's title and text; both may use the tokens named on each event. */
export interface EnrollmentTimelineCalendarEventCopy {
  /** Event title. */
  summary: string;
  /** Event text. */
  description: string;
}

/** Every text of the timeline. `{tokens}` are filled by the widget; each field names the ones it may use. */
export interface EnrollmentTimelineCopy {
  form: {
    /** Legend of the date-of-birth group, e.g. "What is your date of birth?". */
    dateLegend: string;
    /** Hint under the legend, e.g. "For example, 6 15 1961.". */
    dateHint: string;
    /** Label of the month field, e.g. "Month". */
    monthLabel: string;
    /** Label of the day field, e.g. "Day". */
    dayLabel: string;
    /** Label of the year field, e.g. "Year". */
    yearLabel: string;
    /** Label of the employer-coverage checkbox. */
    employerLabel: string;
    /** Help under the checkbox. */
    employerHint: string;
    /** The submit button, e.g. "Show my Medicare dates". */
    submitLabel: string;
  };
  /** Validation messages that say what to fix. */
  errors: {
    /** Heading of the error summary at the top, e.g. "There is a problem". */
    summaryHeading: string;
    /** Read before each message by screen readers, e.g. "Error:". */
    prefix: string;
    monthMissing: string;
    monthInvalid: string;
    dayMissing: string;
    dayInvalid: string;
    yearMissing: string;
    yearInvalid: string;
    /** A day that does not exist; tokens {monthName}, {year}, {days}. */
    impossibleDate: string;
    /** A date after today. */
    futureDate: string;
    /** Older than `maxAge`; tokens {maxAge}, {age}. */
    tooOld: string;
  };
  result: {
    /** Result heading (h2), e.g. "Your Medicare dates". */
    heading: string;
    /** Under the heading; token {birthDate}. */
    intro: string;
    /** Added to the intro when the employer box was ticked. */
    employerIntro: string;
    /** Print button. */
    printLabel: string;
    /** Calendar download button. */
    calendarLabel: string;
    /** Announced after the calendar file is made. */
    calendarDone: string;
    /** Share button. */
    shareLabel: string;
    /** Announced after the link is copied. */
    shareCopied: string;
    /** Label of the link shown when copying is not possible, e.g. "Copy this link:". */
    shareManualLabel: string;
    /** h3 of the Initial Enrollment Period. */
    iepHeading: string;
    /** Tokens {start}, {end}. */
    iepIntro: string;
    /** When a window ended before today; token {end}. */
    passed: string;
    /** Marker of the fourth month, e.g. "the month you turn 65". */
    birthdayMonthMarker: string;
    /** Marker of the fourth month for someone born on the 1st. */
    birthdayMonthMarkerFirst: string;
    /** The born-on-the-1st explanation; tokens {attainsAge65On}, {birthMonthName}. */
    bornOnFirst: string;
    /** h3 of the Part B table. */
    partBHeading: string;
    /** Tokens {birthdayMonth}, {partAStart}, {deadline}. */
    partBIntro: string;
    /** Table caption. */
    partBCaption: string;
    /** Column header, e.g. "If you sign up in". */
    partBSignUpColumn: string;
    /** Column header, e.g. "Part B starts". */
    partBStartColumn: string;
    /** Cell text when the rules give no date (sign-ups before 2023). */
    partBUnavailable: string;
    /** h3 of the Medigap window. */
    medigapHeading: string;
    /** Tokens {partBStart}, {start}, {end}. */
    medigapText: string;
    /** The Medigap window when Part B waits for the end of job coverage. */
    medigapEmployerText: string;
    /** h3 of the General Enrollment Period. */
    gepHeading: string;
    /** Tokens {start}, {end}. */
    gepText: string;
    /** h3 of the late penalties (not shown with employer coverage). */
    penaltyHeading: string;
    /** One sentence under it. */
    penaltyIntro: string;
    /** The Part B rule. */
    partBPenaltyRule: string;
    /** Tokens {months}, {fullYears}, {percent}, {year}, {premium}, {penalty}, {total}. */
    partBPenaltyExample: string;
    /** The Part D rule. */
    partDPenaltyRule: string;
    /** Tokens {months}, {percent}, {year}, {base}, {penalty}. */
    partDPenaltyExample: string;
    /** h3 of the Special Enrollment Period (instead of the penalties, with employer coverage). */
    sepHeading: string;
    /** Its paragraphs: the 8 months for Part B, the 63 days for Part D, what does not count. */
    sepParagraphs: ReadonlyArray<string>;
    /** h3 of the yearly windows. */
    yearlyHeading: string;
    /** Tokens {start}, {end}, {coverageStart}, {planYear}. */
    aepText: string;
    /** Tokens {start}, {end}, {planYear}. */
    maOepText: string;
    /** Badge on a window open today, e.g. "Open now". */
    openNow: string;
    /**
     * Once the Initial Enrollment Period has passed, the result starts with what the visitor can do now (the yearly
     * windows, open now or next, and the General Enrollment Period) under this h3.
     */
    nowHeading?: string;
    /**
     * The last block: call, or the consultation form with the result as its topic (`topic`: token {birthDate}).
     * Shown when the timeline has `phone`.
     */
    nextStep?: ResultNextStepCopy & { topic: string };
  };
  /** The events of the .ics file. Tokens: {start}, {end} (the window), {partBStart}, {coverageStart}, {planYear}. */
  calendar: {
    /** Calendar name some apps show on import. */
    name: string;
    iepStart: EnrollmentTimelineCalendarEventCopy;
    earliestStartDeadline: EnrollmentTimelineCalendarEventCopy;
    iepEnd: EnrollmentTimelineCalendarEventCopy;
    medigapStart: EnrollmentTimelineCalendarEventCopy;
    medigapEnd: EnrollmentTimelineCalendarEventCopy;
    gepStart: EnrollmentTimelineCalendarEventCopy;
    gepEnd: EnrollmentTimelineCalendarEventCopy;
    aepStart: EnrollmentTimelineCalendarEventCopy;
    aepEnd: EnrollmentTimelineCalendarEventCopy;
    maOepStart: EnrollmentTimelineCalendarEventCopy;
    maOepEnd: EnrollmentTimelineCalendarEventCopy;
  };
}

export interface EnrollmentTimelineProps {
  /** Anchor id of the widget. */
  id?: string;
  /** Every text: labels, messages, headings, calendar events (English: @agency/content's `getTimelineToolCopy()`). */
  copy: EnrollmentTimelineCopy;
  /**
   * Every Medicare date for a checked date of birth, seen from `today`: @agency/content's `enrollmentTimeline` with
   * the year's figures bound, e.g. `(birthDate, today) => enrollmentTimeline(birthDate, { today, figures })`.
   */
  computeTimeline: ComputeTimeline;
  /** The twelve month names, January first (@agency/content's `monthNames`): read a typed month, print dates. */
  monthNames: ReadonlyArray<string>;
  /** The .ics file: PRODID, file name and the domain that makes event UIDs unique. */
  calendar: { prodId: string; fileName: string; uidDomain: string };
  /** Today as "YYYY-MM-DD"; defaults to the visitor's date, read on the client only (prerendered HTML never uses it). */
  today?: string;
  /** Oldest age accepted before "Please check the year" (default 100). */
  maxAge?: number;
  /** Input to start from, e.g. read from `?dob=1961-06-15&employer=0`; the result shows at once when it is valid. */
  initialInput?: EnrollmentTimelineInput;
  /** Called with the input of each valid submit, so the site can write it to the URL. */
  onInputChange?: (input: EnrollmentTimelineInput) => void;
  /** Builds the link the Share button copies (default: this page with `?dob=…&employer=…`). */
  shareUrl?: (input: EnrollmentTimelineInput) => string;
  /** Called when the visitor prints. */
  onPrint?: () => void;
  /** Called with the .ics text when the visitor adds the dates to a calendar. */
  onAddToCalendar?: (ics: string) => void;
  /** Called with the link when the visitor shares. */
  onShare?: (url: string) => void;
  /** The toll-free number the result's next step dials (with `copy.result.nextStep`). */
  phone?: { e164: string };
}

interface Submission {
  fields: DateFields;
  employer: boolean;
}

const noSubscription = () => () => {};
const pad = (value: number) => String(value).padStart(2, '0');

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today from the prop, else the visitor's date on the client; null while prerendering and hydrating. */
function useToday(override: string | undefined): string | null {
  const client = useSyncExternalStore(noSubscription, localToday, () => null);
  return override ?? client;
}

/**
 * The enrollment timeline: date of birth (and employer coverage) in, every Medicare date that follows out — the
 * Initial Enrollment Period (born-on-the-1st rule applied and explained), Part B start by sign-up month, Medigap
 * open enrollment, the General Enrollment Period, the next AEP and MA Open Enrollment, and the late penalties with
 * worked examples (or the Special Enrollment Period for people still covered by a job). Results print cleanly,
 * download as an .ics calendar and share as a link holding the input.
 */
export function EnrollmentTimeline({
  id,
  copy,
  computeTimeline,
  monthNames,
  calendar,
  today: todayProp,
  maxAge = 100,
  initialInput,
  onInputChange,
  shareUrl,
  onPrint,
  onAddToCalendar,
  onShare,
  phone,
}: EnrollmentTimelineProps) {
  /** What the status line says: the calendar file made, the link copied. */
  const [status, setStatus] = useState('');
  const { baseId, ids, share, afterSubmit, shareResult } = useCalculatorShell({
    toSearch: toTimelineSearch,
    shareUrl,
    onShare,
    onShared: (outcome) => setStatus(outcome === 'copied' ? copy.result.shareCopied : ''),
  });
  const today = useToday(todayProp);
  const [fields, setFields] = useState<DateFields>(() =>
    initialInput ? fieldsOf(initialInput.birthDate) : { month: '', day: '', year: '' },
  );
  const [employer, setEmployer] = useState(initialInput?.employer ?? false);
  const [submission, setSubmission] = useState<Submission | null>(() =>
    initialInput ? { fields: fieldsOf(initialInput.birthDate), employer: initialInput.employer } : null,
  );

  const validation = useMemo(
    () => (submission && today ? validateBirthDate(submission.fields, { today, maxAge, monthNames }) : null),
    [submission, today, maxAge, monthNames],
  );
  const result = useMemo<EnrollmentTimelineResult | null>(
    () => (validation?.ok && today ? computeTimeline(validation.birthDate, today) : null),
    [validation, today, computeTimeline],
  );
  const errors = (validation && !validation.ok ? validation.errors : []).map((error) => ({
    field: error.field,
    message: fillCopy(copy.errors[error.kind], error.values),
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!today) return;
    const next = { fields: { ...fields }, employer };
    setSubmission(next);
    setStatus('');
    const checked = validateBirthDate(next.fields, { today, maxAge, monthNames });
    afterSubmit(checked.ok ? null : timelineFieldId(baseId, checked.errors[0]!.field));
    if (checked.ok) onInputChange?.({ birthDate: checked.birthDate, employer });
  };

  const input: EnrollmentTimelineInput | null =
    validation?.ok && submission ? { birthDate: validation.birthDate, employer: submission.employer } : null;

  const print = () => {
    onPrint?.();
    window.print();
  };

  const addToCalendar = () => {
    if (!result || !input || !today) return;
    const events = timelineCalendarEvents(
      result,
      input.employer,
      copy.calendar,
      (iso) => formatLongDate(iso, monthNames),
      `${input.birthDate}@${calendar.uidDomain}`,
      today,
    );
    const ics = toIcs(events, { prodId: calendar.prodId, calendarName: copy.calendar.name });
    onAddToCalendar?.(ics);
    downloadFile(calendar.fileName, ics, 'text/calendar;charset=utf-8');
    share.reset();
    setStatus(copy.result.calendarDone);
  };

  const shareLink = () => {
    if (input) shareResult(input);
  };

  return (
    <CalculatorShell
      id={id}
      errorHeading={copy.errors.summaryHeading}
      errors={errors.map((error) => ({
        fieldId: timelineFieldId(baseId, error.field),
        message: error.message,
      }))}
    >
      <EnrollmentTimelineForm
        baseId={baseId}
        copy={copy}
        fields={fields}
        onFieldChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))}
        employer={employer}
        onEmployerChange={setEmployer}
        errors={errors}
        onSubmit={submit}
      />

      {result && input ? (
        <EnrollmentTimelineResultView
          result={result}
          input={input}
          copy={copy}
          monthNames={monthNames}
          headingId={ids.resultHeading}
          onPrint={print}
          onAddToCalendar={addToCalendar}
          onShare={shareLink}
          share={share.state}
          shareFieldId={ids.shareField}
          phone={phone}
        />
      ) : null}
      {/* Announces what Add to calendar and Share did; kept in the page so the change is read out. */}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </CalculatorShell>
  );
}
