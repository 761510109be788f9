// The IRMAA calculator widget: its props and copy, the answers it holds and what a submit does. The form, the result
// and the computation are beside it (IrmaaCalculatorForm, IrmaaCalculatorResultView, irmaaCalculatorModel).
import { useMemo, useState, type FormEvent } from 'react';
import { CalculatorShell, useCalculatorShell } from '../../patterns/CalculatorShell/CalculatorShell';
import * as styles from './IrmaaCalculator.css';
import { IrmaaCalculatorForm, irmaaFieldId } from './IrmaaCalculatorForm';
import { IrmaaCalculatorResultView } from './IrmaaCalculatorResultView';
import type { ResultNextStepCopy } from '../../patterns/ResultPanel/ResultNextStep';
import {
  checkIrmaaAnswers,
  chooseIrmaaYear,
  fillCopy,
  toIrmaaSearch,
  type IrmaaBoundWords,
  type IrmaaCalculatorAnswers,
  type IrmaaCalculatorFieldError,
  type IrmaaCalculatorFilingStatus,
  type IrmaaCalculatorInput,
  type IrmaaCalculatorResult,
  type IrmaaCalculatorRules,
  type IrmaaCalculatorTable,
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
    /** After each amount's label for a joint return, e.g. "(each person)": IRMAA is paid by each person. */
    perPersonSuffix?: string;
    /**
     * Under the amounts for a joint return: each spouse with Medicare pays them; tokens {coupleMonthly},
     * {coupleYearly} (the two of them together).
     */
    perPersonNote?: string;
    /**
     * The last block: call, or the consultation form with the result as its topic (`topic`: tokens {year},
     * {status}, {magiYear}, {magi}, {tier}). Shown when the calculator has `phone`.
     */
    nextStep?: ResultNextStepCopy & { topic: string };
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
  /** The toll-free number the result's next step dials (with `copy.result.nextStep`). */
  phone?: { e164: string };
}

function tableOf(tables: ReadonlyArray<IrmaaCalculatorTable>, year: number): IrmaaCalculatorTable {
  return tables.find((table) => table.year === year) ?? tables[tables.length - 1]!;
}

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
  phone,
}: IrmaaCalculatorProps) {
  const { baseId, ids, share, afterSubmit, shareResult } = useCalculatorShell({
    toSearch: toIrmaaSearch,
    shareUrl,
    onShare,
  });
  const years = tables.map((table) => table.year);
  const choice = chooseIrmaaYear(tables, planYear, defaultYear);
  const fallbackYear = choice.year;
  const money = rules.formatMoney;
  const initial: IrmaaCalculatorAnswers | null = initialInput
    ? {
        year: years.includes(initialInput.year) ? initialInput.year : fallbackYear,
        status: initialInput.filingStatus,
        magiText: money(initialInput.magi).replace('$', ''),
      }
    : null;
  const [answers, setAnswers] = useState<IrmaaCalculatorAnswers>(
    initial ?? { year: fallbackYear, status: null, magiText: '' },
  );
  const [submission, setSubmission] = useState<IrmaaCalculatorAnswers | null>(initial);

  const checked = useMemo(() => (submission ? checkIrmaaAnswers(submission) : null), [submission]);
  const result = useMemo<IrmaaCalculatorResult | null>(
    () => (checked?.ok ? rules.irmaa(checked.input) : null),
    [checked, rules],
  );
  const message = (error: IrmaaCalculatorFieldError) =>
    fillCopy(copy.errors[error.kind], {
      magiYear: (submission && tableOf(tables, submission.year).magiYear) ?? '',
    });
  const errors = (checked && !checked.ok ? checked.errors : []).map((error) => ({
    field: error.field,
    message: message(error),
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...answers };
    setSubmission(next);
    const outcome = checkIrmaaAnswers(next);
    afterSubmit(outcome.ok ? null : irmaaFieldId(baseId, outcome.errors[0]!.field));
    if (outcome.ok) onInputChange?.(outcome.input);
  };

  const shareLink = () => {
    if (checked?.ok) shareResult(checked.input);
  };

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
    <CalculatorShell
      id={id}
      errorHeading={copy.errors.summaryHeading}
      errors={errors.map((error) => ({ fieldId: irmaaFieldId(baseId, error.field), message: error.message }))}
    >
      {pendingNotice ? (
        <p id={pendingNoticeId} className={styles.note}>
          {pendingNotice}
        </p>
      ) : null}

      <IrmaaCalculatorForm
        baseId={baseId}
        copy={copy}
        years={years}
        answers={answers}
        onAnswerChange={(change) => setAnswers((current) => ({ ...current, ...change }))}
        magiYear={tableOf(tables, answers.year).magiYear}
        errors={errors}
        pendingNoticeId={pendingNotice ? pendingNoticeId : undefined}
        onSubmit={submit}
      />

      {result && checked?.ok ? (
        <IrmaaCalculatorResultView
          result={result}
          table={tableOf(tables, result.year)}
          copy={copy}
          money={money}
          headingId={ids.resultHeading}
          onShare={shareLink}
          share={share.state}
          shareFieldId={ids.shareField}
          phone={phone}
        />
      ) : null}
    </CalculatorShell>
  );
}
