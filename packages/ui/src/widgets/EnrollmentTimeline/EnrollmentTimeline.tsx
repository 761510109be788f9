import type { CalendarMonth, EnrollmentTimelineResult } from '@agency/content';
import clsx from 'clsx';
import { CalendarPlus, CircleAlert, Link2, Printer } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Heading } from '../../primitives/Heading/Heading';
import { heading as headingClass } from '../../primitives/Heading/Heading.css';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './EnrollmentTimeline.css';
import {
  dateFieldNames,
  fieldsOf,
  fillCopy,
  formatLongDate,
  formatMonthYear,
  formatUsd,
  toTimelineSearch,
  validateBirthDate,
  type ComputeTimeline,
  type DateErrorKind,
  type DateField,
  type DateFields,
  type EnrollmentTimelineInput,
} from './enrollmentTimelineModel';
import { toIcs, type IcsEvent } from './ics';

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
}

interface Submission {
  fields: DateFields;
  employer: boolean;
}

/** Lets browsers offer the saved date of birth, field by field. */
const birthdayAutocomplete = { month: 'bday-month', day: 'bday-day', year: 'bday-year' } as const;

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

function defaultShareUrl(input: EnrollmentTimelineInput): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}?${toTimelineSearch(input)}`;
}

function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type ShareState = { kind: 'idle' } | { kind: 'copied'; url: string } | { kind: 'manual'; url: string };

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
}: EnrollmentTimelineProps) {
  const baseId = useId();
  const today = useToday(todayProp);
  const [fields, setFields] = useState<DateFields>(() =>
    initialInput ? fieldsOf(initialInput.birthDate) : { month: '', day: '', year: '' },
  );
  const [employer, setEmployer] = useState(initialInput?.employer ?? false);
  const [submission, setSubmission] = useState<Submission | null>(() =>
    initialInput ? { fields: fieldsOf(initialInput.birthDate), employer: initialInput.employer } : null,
  );
  const [status, setStatus] = useState('');
  const [share, setShare] = useState<ShareState>({ kind: 'idle' });
  /** Where focus goes once React has rendered a submit: the first field to fix, or the result heading. */
  const pendingFocus = useRef<string | null>(null);

  const fieldId = (field: DateField) => `${baseId}-${field}`;
  const errorId = (field: DateField) => `${baseId}-${field}-error`;
  const hintId = `${baseId}-hint`;
  const resultHeadingId = `${baseId}-result-heading`;

  const validation = useMemo(
    () => (submission && today ? validateBirthDate(submission.fields, { today, maxAge, monthNames }) : null),
    [submission, today, maxAge, monthNames],
  );
  const result = useMemo<EnrollmentTimelineResult | null>(
    () => (validation?.ok && today ? computeTimeline(validation.birthDate, today) : null),
    [validation, today, computeTimeline],
  );
  const errors = validation && !validation.ok ? validation.errors : [];
  const errorsByField = new Map(errors.map((error) => [error.field, error]));
  const message = (kind: DateErrorKind, values: Record<string, string | number>) =>
    fillCopy(copy.errors[kind], values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!today) return;
    const next = { fields: { ...fields }, employer };
    setSubmission(next);
    setStatus('');
    setShare({ kind: 'idle' });
    const checked = validateBirthDate(next.fields, { today, maxAge, monthNames });
    pendingFocus.current = checked.ok ? resultHeadingId : fieldId(checked.errors[0]!.field);
    if (checked.ok) onInputChange?.({ birthDate: checked.birthDate, employer });
  };

  // After the render that shows the messages or the result.
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const long = (iso: string) => formatLongDate(iso, monthNames);

  const input: EnrollmentTimelineInput | null =
    validation?.ok && submission ? { birthDate: validation.birthDate, employer: submission.employer } : null;

  const print = () => {
    onPrint?.();
    window.print();
  };

  const addToCalendar = () => {
    if (!result || !input || !today) return;
    const ics = toIcs(
      calendarEvents(
        result,
        input.employer,
        copy.calendar,
        long,
        `${input.birthDate}@${calendar.uidDomain}`,
        today,
      ),
      {
        prodId: calendar.prodId,
        calendarName: copy.calendar.name,
      },
    );
    onAddToCalendar?.(ics);
    download(calendar.fileName, ics, 'text/calendar;charset=utf-8');
    setShare({ kind: 'idle' });
    setStatus(copy.result.calendarDone);
  };

  const shareLink = async () => {
    if (!input) return;
    const url = shareUrl ? shareUrl(input) : defaultShareUrl(input);
    onShare?.(url);
    try {
      await navigator.clipboard.writeText(url);
      setShare({ kind: 'copied', url });
      setStatus(copy.result.shareCopied);
    } catch {
      // No clipboard (old browser, permission refused): show the link to copy by hand.
      setShare({ kind: 'manual', url });
      setStatus('');
    }
  };

  return (
    <div id={id} className={styles.root}>
      {errors.length > 0 ? (
        <div className={styles.errorSummary}>
          <h2 className={clsx(headingClass({ level: 3, tone: 'default' }), styles.errorSummaryHeading)}>
            <CircleAlert aria-hidden="true" className={styles.errorIcon} />
            {copy.errors.summaryHeading}
          </h2>
          <ul className={styles.errorSummaryList}>
            {errors.map((error) => (
              <li key={`${error.field}-${error.kind}`}>
                <a
                  href={`#${fieldId(error.field)}`}
                  className={styles.errorSummaryLink}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(error.field))?.focus();
                  }}
                >
                  {message(error.kind, error.values)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form className={styles.form} noValidate onSubmit={submit}>
        <fieldset className={styles.fieldset} aria-describedby={hintId}>
          <legend className={styles.legend}>{copy.form.dateLegend}</legend>
          <p id={hintId} className={styles.hint}>
            {copy.form.dateHint}
          </p>
          {errors.map((error) => (
            <p key={`${error.field}-${error.kind}`} id={errorId(error.field)} className={styles.errorMessage}>
              <VisuallyHidden>{copy.errors.prefix}</VisuallyHidden> {message(error.kind, error.values)}
            </p>
          ))}
          <div className={styles.dateRow}>
            {dateFieldNames.map((field) => {
              const error = errorsByField.get(field);
              const label = {
                month: copy.form.monthLabel,
                day: copy.form.dayLabel,
                year: copy.form.yearLabel,
              }[field];
              return (
                <div key={field} className={styles.dateField}>
                  <label htmlFor={fieldId(field)} className={styles.label}>
                    {label}
                  </label>
                  <input
                    id={fieldId(field)}
                    name={`dob-${field}`}
                    type="text"
                    inputMode="numeric"
                    autoComplete={birthdayAutocomplete[field]}
                    spellCheck={false}
                    className={styles.input({
                      width: field === 'year' ? 'year' : field === 'month' ? 'month' : 'short',
                      invalid: Boolean(error),
                    })}
                    value={fields[field]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setFields((current) => ({ ...current, [field]: value }));
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId(field) : undefined}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
        <Checkbox
          id={`${baseId}-employer`}
          name="employer"
          label={copy.form.employerLabel}
          description={copy.form.employerHint}
          checked={employer}
          onCheckedChange={setEmployer}
        />
        <div>
          <Button type="submit" size="large">
            {copy.form.submitLabel}
          </Button>
        </div>
      </form>

      {result && input ? (
        <section className={styles.result} aria-labelledby={resultHeadingId}>
          <h2
            id={resultHeadingId}
            tabIndex={-1}
            className={clsx(headingClass({ level: 2 }), styles.resultHeading)}
          >
            {copy.result.heading}
          </h2>
          <Text size="large">
            {fillCopy(copy.result.intro, { birthDate: formatLongDate(result.birthDate, monthNames) })}
            {input.employer ? ` ${copy.result.employerIntro}` : null}
          </Text>

          <div className={styles.actions}>
            <Button variant="outline" icon={<Printer aria-hidden="true" />} onClick={print}>
              {copy.result.printLabel}
            </Button>
            <Button variant="outline" icon={<CalendarPlus aria-hidden="true" />} onClick={addToCalendar}>
              {copy.result.calendarLabel}
            </Button>
            <Button variant="outline" icon={<Link2 aria-hidden="true" />} onClick={() => void shareLink()}>
              {copy.result.shareLabel}
            </Button>
          </div>
          {share.kind === 'manual' ? (
            <div className={styles.manualShare}>
              <label htmlFor={`${baseId}-share-url`} className={styles.label}>
                {copy.result.shareManualLabel}
              </label>
              <input
                id={`${baseId}-share-url`}
                className={styles.input({ width: 'full' })}
                readOnly
                value={share.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          ) : null}

          <TimelineResultBody
            result={result}
            employer={input.employer}
            copy={copy}
            long={long}
            monthNames={monthNames}
          />
        </section>
      ) : null}
      {/* Announces what Add to calendar and Share did; kept in the page so the change is read out. */}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}

function TimelineResultBody({
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
  return (
    <>
      <div className={styles.block}>
        <Heading level={3} id={iepHeadingId}>
          {text.iepHeading}
        </Heading>
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
      </div>

      <div className={styles.block}>
        <Heading level={3}>{text.partBHeading}</Heading>
        <Text>
          {fillCopy(text.partBIntro, {
            birthdayMonth: monthYear(iep.birthdayMonth),
            partAStart: long(iep.partAStart),
            deadline: long(iep.earliestStartDeadline),
          })}
        </Text>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.partBCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {text.partBSignUpColumn}
              </th>
              <th scope="col" className={styles.th}>
                {text.partBStartColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.partB.map((row) => (
              <tr key={`${row.signUp.year}-${row.signUp.month}`}>
                <th scope="row" className={styles.rowHeader}>
                  {monthYear(row.signUp)}
                </th>
                <td className={styles.td}>{row.start ? long(row.start) : text.partBUnavailable}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={styles.block}>
        <Heading level={3}>{text.medigapHeading}</Heading>
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
      </div>

      {employer ? (
        <div className={styles.block}>
          <Heading level={3}>{text.sepHeading}</Heading>
          {text.sepParagraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </div>
      ) : (
        <div className={styles.block}>
          <Heading level={3}>{text.penaltyHeading}</Heading>
          <Text>{text.penaltyIntro}</Text>
          <ul className={styles.penaltyList}>
            <li className={styles.penaltyItem}>
              <Text weight="bold">{text.partBPenaltyRule}</Text>
              <Text>
                {fillCopy(text.partBPenaltyExample, {
                  months: partB.months,
                  fullYears: partB.fullYears,
                  percent: partB.percent,
                  year: penalties.year,
                  premium: formatUsd(partB.standardPremium),
                  penalty: formatUsd(partB.monthlyPenalty),
                  total: formatUsd(partB.monthlyPremium),
                })}
              </Text>
            </li>
            <li className={styles.penaltyItem}>
              <Text weight="bold">{text.partDPenaltyRule}</Text>
              <Text>
                {fillCopy(text.partDPenaltyExample, {
                  months: partD.months,
                  percent: partD.percent,
                  year: penalties.year,
                  base: formatUsd(partD.baseBeneficiaryPremium),
                  penalty: formatUsd(partD.monthlyPenalty),
                })}
              </Text>
            </li>
          </ul>
        </div>
      )}

      <div className={styles.block}>
        <Heading level={3}>{text.gepHeading}</Heading>
        <Text>{fillCopy(text.gepText, { start: long(result.gep.start), end: long(result.gep.end) })}</Text>
      </div>

      <div className={styles.block}>
        <Heading level={3}>{text.yearlyHeading}</Heading>
        <ul className={styles.yearlyList}>
          <li>
            {fillCopy(text.aepText, {
              start: long(result.aep.start),
              end: long(result.aep.end),
              coverageStart: long(result.aep.coverageStart),
              planYear: result.aep.planYear,
            })}
            {result.aep.open ? ' ' : null}
            {result.aep.open ? <span className={styles.openNow}>{text.openNow}</span> : null}
          </li>
          <li>
            {fillCopy(text.maOepText, {
              start: long(result.maOep.start),
              end: long(result.maOep.end),
              planYear: result.maOep.planYear,
            })}
            {result.maOep.open ? ' ' : null}
            {result.maOep.open ? <span className={styles.openNow}>{text.openNow}</span> : null}
          </li>
        </ul>
      </div>
    </>
  );
}

/** The calendar events of a result, from today on (past dates are left out). */
function calendarEvents(
  result: EnrollmentTimelineResult,
  employer: boolean,
  copy: EnrollmentTimelineCopy['calendar'],
  long: (iso: string) => string,
  uidSuffix: string,
  today: string,
): IcsEvent[] {
  const { iep, medigap, gep, aep, maOep } = result;
  const iepValues = { start: long(iep.start), end: long(iep.end), partBStart: long(iep.partAStart) };
  const event = (
    key: keyof Omit<EnrollmentTimelineCopy['calendar'], 'name'>,
    date: string,
    values: Record<string, string | number>,
  ): IcsEvent => ({
    uid: `${key}-${date}-${uidSuffix}`,
    date,
    summary: fillCopy(copy[key].summary, values),
    description: fillCopy(copy[key].description, values),
  });
  const medigapValues = {
    start: long(medigap.start),
    end: long(medigap.end),
    partBStart: long(medigap.partBStart),
  };
  const gepValues = { start: long(gep.start), end: long(gep.end) };
  const aepValues = {
    start: long(aep.start),
    end: long(aep.end),
    coverageStart: long(aep.coverageStart),
    planYear: aep.planYear,
  };
  const maOepValues = { start: long(maOep.start), end: long(maOep.end), planYear: maOep.planYear };
  const events = [
    event('iepStart', iep.start, iepValues),
    event('earliestStartDeadline', iep.earliestStartDeadline, iepValues),
    event('iepEnd', iep.end, iepValues),
    ...(employer
      ? []
      : [
          event('medigapStart', medigap.start, medigapValues),
          event('medigapEnd', medigap.end, medigapValues),
          event('gepStart', gep.start, gepValues),
          event('gepEnd', gep.end, gepValues),
        ]),
    event('aepStart', aep.start, aepValues),
    event('aepEnd', aep.end, aepValues),
    event('maOepStart', maOep.start, maOepValues),
    event('maOepEnd', maOep.end, maOepValues),
  ];
  return events.filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
