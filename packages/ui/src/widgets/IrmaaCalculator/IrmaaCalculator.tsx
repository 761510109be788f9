import clsx from 'clsx';
import { CircleAlert, Link2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Heading } from '../../primitives/Heading/Heading';
import { heading as headingClass } from '../../primitives/Heading/Heading.css';
import { Text } from '../../primitives/Text/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './IrmaaCalculator.css';
import {
  boundInWords,
  chooseIrmaaYear,
  fillCopy,
  irmaaCalculatorFilingStatuses,
  parseMagi,
  toIrmaaSearch,
  type IrmaaBoundWords,
  type IrmaaCalculatorFilingStatus,
  type IrmaaCalculatorInput,
  type IrmaaCalculatorResult,
  type IrmaaCalculatorRules,
  type IrmaaCalculatorTable,
  type MagiErrorKind,
} from './irmaaCalculatorModel';

/** The words of one filing status. */
export interface IrmaaCalculatorStatusCopy {
  /** Radio label, e.g. "Married, filing a joint return". */
  label: string;
  /** Help under the label (who counts). */
  hint: string;
  /** In the result sentence, e.g. "filing a joint return". */
  inSentence: string;
  /** In the table caption, e.g. "joint returns". */
  inCaption: string;
}

/** Every text of the calculator. `{tokens}` are filled by the widget; each field names the ones it may use. */
export interface IrmaaCalculatorCopy {
  form: {
    /** Legend of the year radios, e.g. "Which year's premiums?". */
    yearLegend: string;
    /** Hint under it. */
    yearHint: string;
    /**
     * Shown above the form while the plan year's brackets are not announced (`planYear` has no table); tokens
     * {missingYear} (the plan year), {year} (the year computed instead) and {magiYear} (its income year).
     */
    pendingNotice?: string;
    /** Legend of the filing-status radios. */
    statusLegend: string;
    /** Each filing status. */
    statuses: Record<IrmaaCalculatorFilingStatus, IrmaaCalculatorStatusCopy>;
    /** Label of the income field; token {magiYear}. */
    magiLabel: string;
    /** Hint under it (what MAGI is, an example); token {magiYear}. */
    magiHint: string;
    /** The submit button. */
    submitLabel: string;
  };
  /** Validation messages that say what to fix. */
  errors: {
    /** Heading of the error summary, e.g. "Please check your answers". */
    summaryHeading: string;
    /** Read before each message by screen readers, e.g. "Error:". */
    prefix: string;
    /** No filing status chosen. */
    statusMissing: string;
    /** Empty income; token {magiYear}. */
    magiMissing: string;
    /** Not a number. */
    magiNotNumber: string;
    /** Below zero. */
    magiNegative: string;
  };
  result: {
    /** Result heading (h2); token {year}. */
    heading: string;
    /** Tokens {magiYear}, {magi}, {status} (the status's `inSentence`). */
    intro: string;
    /** Tier 0. */
    standardTier: string;
    /** Tiers 1-5; tokens {tier}, {count}, {range}. */
    tier: string;
    /** Label of the Part B amount. */
    partBLabel: string;
    /** Under it when there is a surcharge; tokens {standard}, {surcharge}. */
    partBDetail: string;
    /** Label of the Part D amount. */
    partDLabel: string;
    /** Under it. */
    partDDetail: string;
    /** Label of the extra per month. */
    monthlyLabel: string;
    /** Label of the extra per year. */
    yearlyLabel: string;
    /** Shown when the bracket rests on unconfirmed figures. */
    unverified: string;
    /** Caption of the bracket table; tokens {year}, {magiYear}, {status} (the status's `inCaption`). */
    tableCaption: string;
    /** Header of the first column (the bracket and its income range); token {magiYear}. */
    incomeColumn: string;
    /** Header of the Part B column. */
    partBColumn: string;
    /** Header of the Part D column. */
    partDColumn: string;
    /** Name of tier 0 in the table, e.g. "Standard premium". */
    standardTierName: string;
    /** Name of tiers 1-5 in the table; token {tier}, e.g. "Bracket {tier}". */
    tierName: string;
    /** Marker of the visitor's row (not colour alone), e.g. "Your bracket". */
    yourBracket: string;
    /** Income ranges in words. */
    boundWords: IrmaaBoundWords;
    /** h3 of the two-year look-back; tokens {year}, {magiYear}. */
    lookBackHeading: string;
    /** Tokens {year}, {magiYear}. */
    lookBackText: string;
    /** h3 of the SSA-44 appeal (shown when IRMAA applies). */
    appealHeading: string;
    /** What a life-changing event and form SSA-44 are. */
    appealIntro: string;
    /** Legend of the checklist; token {magiYear}. */
    appealLegend: string;
    /** The 8 life-changing events SSA accepts. */
    appealEvents: ReadonlyArray<string>;
    /** Announced once an event is ticked. */
    appealLikely: string;
    /** What does not count. */
    appealNotCounting: string;
    /** Share button. */
    shareLabel: string;
    /** Announced after the link is copied. */
    shareCopied: string;
    /** Label of the link shown when copying is not possible. */
    shareManualLabel: string;
    /** Link to the bracket's source. */
    sourceLabel: string;
    /** Read after a link that opens a new tab, e.g. "(opens in a new tab)". */
    newTabLabel: string;
  };
}

export interface IrmaaCalculatorProps {
  /** Anchor id of the widget. */
  id?: string;
  /** Every text (see IrmaaCalculator.copy.ts for English). */
  copy: IrmaaCalculatorCopy;
  /** The IRMAA rule and the money formatter of @agency/content (`{ irmaa, formatMoney }`). */
  rules: IrmaaCalculatorRules;
  /** Each premium year's brackets, in display order: @agency/content's `getIrmaaTables(planYear)`. */
  tables: ReadonlyArray<IrmaaCalculatorTable>;
  /**
   * The plan year the page speaks of. While `tables` has none for it, the calculator says so (`copy.form.pendingNotice`)
   * and computes the latest year before it.
   */
  planYear?: number;
  /** Year chosen at first (default: `planYear` once it has a table, else the latest table before it, else the last). */
  defaultYear?: number;
  /** Input to start from, e.g. read from `?year=2026&status=joint&magi=250000`; the result shows at once. */
  initialInput?: IrmaaCalculatorInput;
  /** Called with the input of each valid submit, so the site can write it to the URL. */
  onInputChange?: (input: IrmaaCalculatorInput) => void;
  /** Builds the link the Share button copies (default: this page with `?year=…&status=…&magi=…`). */
  shareUrl?: (input: IrmaaCalculatorInput) => string;
  /** Called with the link when the visitor shares. */
  onShare?: (url: string) => void;
}

interface Submission {
  year: number;
  status: IrmaaCalculatorFilingStatus | null;
  magiText: string;
}

type FieldError = { field: 'status' | 'magi'; kind: 'statusMissing' | MagiErrorKind };

type Checked = { ok: true; input: IrmaaCalculatorInput } | { ok: false; errors: FieldError[] };

function check(submission: Submission): Checked {
  const errors: FieldError[] = [];
  if (!submission.status) errors.push({ field: 'status', kind: 'statusMissing' });
  const magi = parseMagi(submission.magiText);
  if (!magi.ok) errors.push({ field: 'magi', kind: magi.kind });
  if (errors.length > 0 || !submission.status || !magi.ok) return { ok: false, errors };
  return { ok: true, input: { year: submission.year, filingStatus: submission.status, magi: magi.magi } };
}

function defaultShareUrl(input: IrmaaCalculatorInput): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}?${toIrmaaSearch(input)}`;
}

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string };

/**
 * The IRMAA calculator: premium year, filing status and MAGI in; the bracket, Part B per month, the Part D add-on and
 * the monthly and yearly surcharge out, with the year's bracket table (the visitor's row marked in words), the
 * two-year look-back, and the SSA-44 life-changing events as a checklist. Shares as a link holding the input.
 */
export function IrmaaCalculator({
  id,
  copy,
  rules,
  tables,
  planYear,
  defaultYear,
  initialInput,
  onInputChange,
  shareUrl,
  onShare,
}: IrmaaCalculatorProps) {
  const baseId = useId();
  const years = tables.map((table) => table.year);
  const choice = chooseIrmaaYear(tables, planYear, defaultYear);
  const fallbackYear = choice.year;
  const money = rules.formatMoney;
  const initial: Submission | null = initialInput
    ? {
        year: years.includes(initialInput.year) ? initialInput.year : fallbackYear,
        status: initialInput.filingStatus,
        magiText: money(initialInput.magi).replace('$', ''),
      }
    : null;
  const [year, setYear] = useState(initial?.year ?? fallbackYear);
  const [status, setStatus] = useState<IrmaaCalculatorFilingStatus | null>(initial?.status ?? null);
  const [magiText, setMagiText] = useState(initial?.magiText ?? '');
  const [submission, setSubmission] = useState<Submission | null>(initial);
  const [share, setShare] = useState<ShareState>({ kind: 'idle' });
  const pendingFocus = useRef<string | null>(null);

  const statusFieldId = `${baseId}-status-${irmaaCalculatorFilingStatuses[0]}`;
  const magiId = `${baseId}-magi`;
  const resultHeadingId = `${baseId}-result-heading`;
  const errorId = (field: FieldError['field']) => `${baseId}-${field}-error`;
  const fieldId = (field: FieldError['field']) => (field === 'status' ? statusFieldId : magiId);

  const checked = useMemo(() => (submission ? check(submission) : null), [submission]);
  const result = useMemo<IrmaaCalculatorResult | null>(
    () => (checked?.ok ? rules.irmaa(checked.input) : null),
    [checked, rules],
  );
  const errors = checked && !checked.ok ? checked.errors : [];
  const errorFor = (field: FieldError['field']) => errors.find((error) => error.field === field);
  const selectedTable = tables.find((table) => table.year === year) ?? tables[tables.length - 1]!;
  const message = (error: FieldError) =>
    fillCopy(copy.errors[error.kind], {
      magiYear: (submission && tableOf(tables, submission.year).magiYear) ?? '',
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { year, status, magiText };
    setSubmission(next);
    setShare({ kind: 'idle' });
    const outcome = check(next);
    pendingFocus.current = outcome.ok ? resultHeadingId : fieldId(outcome.errors[0]!.field);
    if (outcome.ok) onInputChange?.(outcome.input);
  };

  // After the render that shows the messages or the result.
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const shareLink = async () => {
    if (!checked?.ok) return;
    const url = shareUrl ? shareUrl(checked.input) : defaultShareUrl(checked.input);
    onShare?.(url);
    try {
      await navigator.clipboard.writeText(url);
      setShare({ kind: 'copied' });
    } catch {
      setShare({ kind: 'manual', url });
    }
  };

  const statusError = errorFor('status');
  const magiError = errorFor('magi');
  const magiHintId = `${baseId}-magi-hint`;
  const magiYear = selectedTable.magiYear;
  const pendingNoticeId = `${baseId}-pending`;
  const pendingNotice =
    choice.pending && planYear !== undefined && copy.form.pendingNotice
      ? fillCopy(copy.form.pendingNotice, {
          missingYear: planYear,
          year: choice.year,
          magiYear: choice.magiYear,
        })
      : null;

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
              <li key={error.field}>
                <a
                  href={`#${fieldId(error.field)}`}
                  className={styles.errorSummaryLink}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(error.field))?.focus();
                  }}
                >
                  {message(error)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {pendingNotice ? (
        <p id={pendingNoticeId} className={styles.note}>
          {pendingNotice}
        </p>
      ) : null}

      <form className={styles.form} noValidate onSubmit={submit}>
        <fieldset
          className={styles.fieldset}
          aria-describedby={pendingNotice ? `${baseId}-year-hint ${pendingNoticeId}` : `${baseId}-year-hint`}
        >
          <legend className={styles.legend}>{copy.form.yearLegend}</legend>
          <p id={`${baseId}-year-hint`} className={styles.hint}>
            {copy.form.yearHint}
          </p>
          <div className={styles.options({ layout: 'row' })}>
            {years.map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name="year"
                  value={option}
                  className={styles.radio}
                  checked={year === option}
                  onChange={() => setYear(option)}
                />
                <span className={styles.optionLabel({ stretched: false })}>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset} aria-describedby={statusError ? errorId('status') : undefined}>
          <legend className={styles.legend}>{copy.form.statusLegend}</legend>
          {statusError ? (
            <p id={errorId('status')} className={styles.errorMessage}>
              <VisuallyHidden>{copy.errors.prefix}</VisuallyHidden> {message(statusError)}
            </p>
          ) : null}
          <div className={styles.options({ layout: 'column' })}>
            {irmaaCalculatorFilingStatuses.map((option) => {
              const optionId = `${baseId}-status-${option}`;
              return (
                <div key={option} className={styles.option}>
                  <input
                    id={optionId}
                    type="radio"
                    name="status"
                    value={option}
                    className={styles.radio}
                    checked={status === option}
                    onChange={() => setStatus(option)}
                    aria-describedby={
                      statusError ? `${errorId('status')} ${optionId}-hint` : `${optionId}-hint`
                    }
                  />
                  <span className={styles.optionText}>
                    <label htmlFor={optionId} className={styles.optionLabel({ stretched: true })}>
                      {copy.form.statuses[option].label}
                    </label>
                    <span id={`${optionId}-hint`} className={styles.optionHint}>
                      {copy.form.statuses[option].hint}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={magiId} className={styles.legend}>
            {fillCopy(copy.form.magiLabel, { magiYear })}
          </label>
          <p id={magiHintId} className={styles.hint}>
            {fillCopy(copy.form.magiHint, { magiYear })}
          </p>
          {magiError ? (
            <p id={errorId('magi')} className={styles.errorMessage}>
              <VisuallyHidden>{copy.errors.prefix}</VisuallyHidden> {message(magiError)}
            </p>
          ) : null}
          <div className={styles.moneyField}>
            <span className={styles.moneySign} aria-hidden="true">
              $
            </span>
            <input
              id={magiId}
              name="magi"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              className={styles.input({ invalid: Boolean(magiError) })}
              value={magiText}
              onChange={(event) => setMagiText(event.currentTarget.value)}
              aria-invalid={magiError ? true : undefined}
              aria-describedby={magiError ? `${magiHintId} ${errorId('magi')}` : magiHintId}
            />
          </div>
        </div>

        <div>
          <Button type="submit" size="large">
            {copy.form.submitLabel}
          </Button>
        </div>
      </form>

      {result && checked?.ok ? (
        <IrmaaCalculatorResultView
          result={result}
          table={tableOf(tables, result.year)}
          copy={copy}
          money={money}
          headingId={resultHeadingId}
          onShare={() => void shareLink()}
          share={share}
          shareFieldId={`${baseId}-share-url`}
        />
      ) : null}
    </div>
  );
}

function tableOf(tables: ReadonlyArray<IrmaaCalculatorTable>, year: number): IrmaaCalculatorTable {
  return tables.find((table) => table.year === year) ?? tables[tables.length - 1]!;
}

function IrmaaCalculatorResultView({
  result,
  table,
  copy,
  money,
  headingId,
  onShare,
  share,
  shareFieldId,
}: {
  result: IrmaaCalculatorResult;
  table: IrmaaCalculatorTable;
  copy: IrmaaCalculatorCopy;
  money: (amount: number) => string;
  headingId: string;
  onShare: () => void;
  share: ShareState;
  shareFieldId: string;
}) {
  const text = copy.result;
  const statusCopy = copy.form.statuses[result.filingStatus];
  const rows = table.brackets.flatMap((bracket) => {
    const bound = bracket[result.filingStatus];
    return bound ? [{ bracket, bound }] : [];
  });
  const topTier = Math.max(...table.brackets.map((bracket) => bracket.tier));
  const [events, setEvents] = useState<ReadonlySet<number>>(new Set());
  const appealId = useId();

  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className={clsx(headingClass({ level: 2 }), styles.resultHeading)}>
        {fillCopy(text.heading, { year: result.year })}
      </h2>
      <Text size="large">
        {fillCopy(text.intro, {
          magiYear: result.magiYear,
          magi: money(result.magi),
          status: statusCopy.inSentence,
        })}
      </Text>
      <Text size="large" weight="bold">
        {result.tier === 0
          ? text.standardTier
          : fillCopy(text.tier, {
              tier: result.tier,
              count: topTier,
              range: boundInWords(result.bounds, text.boundWords, money),
            })}
      </Text>

      <dl className={styles.amounts}>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{text.partBLabel}</dt>
          <dd className={styles.amountValue}>{money(result.partBTotal)}</dd>
          {result.partBSurcharge > 0 ? (
            <dd className={styles.amountDetail}>
              {fillCopy(text.partBDetail, {
                standard: money(result.partBStandard),
                surcharge: money(result.partBSurcharge),
              })}
            </dd>
          ) : null}
        </div>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{text.partDLabel}</dt>
          <dd className={styles.amountValue}>
            {result.partDAddOn > 0 ? `+${money(result.partDAddOn)}` : money(0)}
          </dd>
          <dd className={styles.amountDetail}>{text.partDDetail}</dd>
        </div>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{text.monthlyLabel}</dt>
          <dd className={styles.amountValue}>{money(result.monthlySurcharge)}</dd>
        </div>
        <div className={styles.amount}>
          <dt className={styles.amountLabel}>{text.yearlyLabel}</dt>
          <dd className={styles.amountValue}>{money(result.yearlySurcharge)}</dd>
        </div>
      </dl>
      {result.verified ? null : <p className={styles.note}>{text.unverified}</p>}

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {fillCopy(text.tableCaption, {
              year: result.year,
              magiYear: result.magiYear,
              status: statusCopy.inCaption,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {fillCopy(text.incomeColumn, { magiYear: result.magiYear })}
              </th>
              <th scope="col" className={styles.th}>
                {text.partBColumn}
              </th>
              <th scope="col" className={styles.th}>
                {text.partDColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ bracket, bound }) => {
              const yours = bracket.tier === result.tier;
              return (
                <tr
                  key={bracket.tier}
                  className={styles.row({ yours })}
                  aria-current={yours ? 'true' : undefined}
                >
                  <th scope="row" className={styles.rowHeader}>
                    <span className={styles.tierName}>
                      {bracket.tier === 0
                        ? text.standardTierName
                        : fillCopy(text.tierName, { tier: bracket.tier })}
                    </span>{' '}
                    <span className={styles.range}>{boundInWords(bound, text.boundWords, money)}</span>
                    {yours ? (
                      <>
                        {' '}
                        <span className={styles.yourBracket}>{text.yourBracket}</span>
                      </>
                    ) : null}
                  </th>
                  <td className={styles.money}>{money(bracket.partBTotal)}</td>
                  <td className={styles.money}>
                    {bracket.partDAddOn > 0 ? `+${money(bracket.partDAddOn)}` : money(0)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <a className={styles.source} href={result.source.url} target="_blank" rel="noopener noreferrer">
        {text.sourceLabel}
        <VisuallyHidden> {text.newTabLabel}</VisuallyHidden>
      </a>

      <div className={styles.block}>
        <Heading level={3}>
          {fillCopy(text.lookBackHeading, { year: result.year, magiYear: result.magiYear })}
        </Heading>
        <Text>{fillCopy(text.lookBackText, { year: result.year, magiYear: result.magiYear })}</Text>
      </div>

      {result.tier > 0 ? (
        <div className={styles.block}>
          <Heading level={3}>{text.appealHeading}</Heading>
          <Text>{text.appealIntro}</Text>
          <fieldset className={styles.fieldset}>
            <legend className={styles.checklistLegend}>
              {fillCopy(text.appealLegend, { magiYear: result.magiYear })}
            </legend>
            <ul className={styles.checklist}>
              {text.appealEvents.map((event, index) => (
                <li key={event}>
                  <Checkbox
                    id={`${appealId}-${index}`}
                    label={event}
                    checked={events.has(index)}
                    onCheckedChange={(on) =>
                      setEvents((current) => {
                        const next = new Set(current);
                        if (on) next.add(index);
                        else next.delete(index);
                        return next;
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          <p role="status" className={styles.appealStatus}>
            {events.size > 0 ? text.appealLikely : ''}
          </p>
          <Text tone="muted">{text.appealNotCounting}</Text>
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button variant="outline" icon={<Link2 aria-hidden="true" />} onClick={onShare}>
          {text.shareLabel}
        </Button>
        <p role="status" className={styles.status}>
          {share.kind === 'copied' ? text.shareCopied : ''}
        </p>
        {share.kind === 'manual' ? (
          <div className={styles.field}>
            <label htmlFor={shareFieldId} className={styles.hint}>
              {text.shareManualLabel}
            </label>
            <input
              id={shareFieldId}
              className={styles.input({ invalid: false, width: 'full' })}
              readOnly
              value={share.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
