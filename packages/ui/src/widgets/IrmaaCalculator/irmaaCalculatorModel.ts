// What the IrmaaCalculator computes apart from React: the year it computes, reading the income field, checking the
// answers, the share-URL query, the ranges in words. The IRMAA rule and the money formatter are injected
// (`rules.irmaa` and `rules.formatMoney` are @agency/content's `irmaa` and `formatMoney`); @agency/ui never imports
// @agency/content at run time (its types only).
import type { IrmaaResult } from '@agency/content';

/** Tax filing statuses with their own IRMAA brackets. */
export const irmaaCalculatorFilingStatuses = ['individual', 'joint', 'separate'] as const;
export type IrmaaCalculatorFilingStatus = (typeof irmaaCalculatorFilingStatuses)[number];

/** A MAGI range; `inclusive…` says whether an income equal to the end belongs to it. */
export interface IrmaaCalculatorBound {
  over: number | null;
  inclusiveOver: boolean;
  upTo: number | null;
  inclusiveUpTo: boolean;
}

/** One row of a year's bracket table (content's `getIrmaaTables()[n].brackets`). */
export interface IrmaaCalculatorBracket {
  /** 0 (standard premium) to 5. */
  tier: number;
  individual: IrmaaCalculatorBound;
  joint: IrmaaCalculatorBound;
  /** Null where the tier does not apply to married people filing separately. */
  separate: IrmaaCalculatorBound | null;
  /** Part B premium per month, standard premium included. */
  partBTotal: number;
  /** Added to the Part D plan premium per month. */
  partDAddOn: number;
}

/** A premium year's brackets: an entry of @agency/content's `getIrmaaTables(planYear)`. */
export interface IrmaaCalculatorTable {
  /** Premium year, e.g. 2026. */
  year: number;
  /** Tax year whose income counts (two years earlier), e.g. 2024. */
  magiYear: number;
  brackets: ReadonlyArray<IrmaaCalculatorBracket>;
}

/** What `rules.irmaa` returns: content's IrmaaResult (of its source, the calculator reads only the address). */
export type IrmaaCalculatorResult = Omit<IrmaaResult, 'source'> & { source: { url: string } };

/** The rule and the money formatter the calculator calls: pass @agency/content's `irmaa` and `formatMoney`. */
export interface IrmaaCalculatorRules {
  /** The tier and monthly amounts for a premium year, filing status and MAGI. */
  irmaa(input: {
    year: number;
    filingStatus: IrmaaCalculatorFilingStatus;
    magi: number;
  }): IrmaaCalculatorResult;
  /** A dollar amount as the site writes it: "$284.10", "$218,000" (content's `formatMoney`). */
  formatMoney(amount: number): string;
}

/** The year the calculator computes at first, and whether the plan year's brackets are still to be announced. */
export interface IrmaaCalculatorYearChoice {
  /** The premium year chosen at first. */
  year: number;
  /** Tax year whose income counts for `year`. */
  magiYear: number;
  /** True when `planYear` was given and no table is for it: the calculator says so and computes `year`. */
  pending: boolean;
}

/**
 * Which year to compute first. With `planYear` (the year the page speaks of): that year once its table is there,
 * else the latest year before it, marked `pending`. `defaultYear`, when one of the tables, is chosen instead (a
 * shared link). Without either: the last table.
 */
export function chooseIrmaaYear(
  tables: ReadonlyArray<IrmaaCalculatorTable>,
  planYear?: number,
  defaultYear?: number,
): IrmaaCalculatorYearChoice {
  const last = tables[tables.length - 1];
  if (!last) throw new RangeError('The IRMAA calculator needs at least one table.');
  const planTable = planYear === undefined ? undefined : tables.find((table) => table.year === planYear);
  const upToPlanYear = planYear === undefined ? [] : tables.filter((table) => table.year <= planYear);
  const preferred =
    tables.find((table) => table.year === defaultYear) ??
    planTable ??
    upToPlanYear[upToPlanYear.length - 1] ??
    last;
  return {
    year: preferred.year,
    magiYear: preferred.magiYear,
    pending: planYear !== undefined && !planTable,
  };
}

/** What the visitor entered: the input of a result, and what a shared URL holds. */
export interface IrmaaCalculatorInput {
  /** Premium year. */
  year: number;
  filingStatus: IrmaaCalculatorFilingStatus;
  /** MAGI in dollars, 0 or more. */
  magi: number;
}

export type MagiErrorKind = 'magiMissing' | 'magiNotNumber' | 'magiNegative';

export type MagiReading = { ok: true; magi: number } | { ok: false; kind: MagiErrorKind };

/**
 * Reads an income as people type it: "250,000", "$250000", "$ 250,000.50", "250000". A leading minus sign or
 * accounting brackets, "(5,000)", make it negative, which IRMAA does not take.
 */
export function parseMagi(text: string): MagiReading {
  let body = text.trim();
  if (body === '') return { ok: false, kind: 'magiMissing' };
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(body);
  if (bracketed) {
    negative = true;
    body = bracketed[1]!.trim();
  }
  for (let pass = 0; pass < 2; pass += 1) {
    if (/^[-−–]/.test(body)) {
      negative = true;
      body = body.slice(1).trim();
    }
    if (body.startsWith('$')) body = body.slice(1).trim();
  }
  body = body.replace(/[,\s]/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(body)) return { ok: false, kind: 'magiNotNumber' };
  const magi = Number(body);
  if (negative && magi > 0) return { ok: false, kind: 'magiNegative' };
  return { ok: true, magi };
}

/** The answers of a submit, as the form holds them (no filing status chosen yet is null). */
export interface IrmaaCalculatorAnswers {
  year: number;
  status: IrmaaCalculatorFilingStatus | null;
  magiText: string;
}

/** The fields a message can be about, in the order of the form. */
export type IrmaaCalculatorField = 'status' | 'magi';

export interface IrmaaCalculatorFieldError {
  field: IrmaaCalculatorField;
  kind: 'statusMissing' | MagiErrorKind;
}

export type IrmaaCalculatorCheck =
  { ok: true; input: IrmaaCalculatorInput } | { ok: false; errors: IrmaaCalculatorFieldError[] };

/** Checks the answers of a submit: the input of a result, or one message per field to fix, in the form's order. */
export function checkIrmaaAnswers(answers: IrmaaCalculatorAnswers): IrmaaCalculatorCheck {
  const errors: IrmaaCalculatorFieldError[] = [];
  if (!answers.status) errors.push({ field: 'status', kind: 'statusMissing' });
  const magi = parseMagi(answers.magiText);
  if (!magi.ok) errors.push({ field: 'magi', kind: magi.kind });
  if (errors.length > 0 || !answers.status || !magi.ok) return { ok: false, errors };
  return { ok: true, input: { year: answers.year, filingStatus: answers.status, magi: magi.magi } };
}

// Share URL ---------------------------------------------------------------------------------------------------------

/** The query of a shared calculation: "year=2026&status=joint&magi=250000". */
export function toIrmaaSearch(input: IrmaaCalculatorInput): string {
  return new URLSearchParams({
    year: String(input.year),
    status: input.filingStatus,
    magi: String(input.magi),
  }).toString();
}

/** Reads `?year=2026&status=joint&magi=250000`; null when a part is missing or malformed. */
export function fromIrmaaSearch(search: string | URLSearchParams): IrmaaCalculatorInput | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const year = Number(params.get('year'));
  const status = params.get('status');
  const magi = parseMagi(params.get('magi') ?? '');
  if (!Number.isInteger(year) || year < 1 || !magi.ok) return null;
  if (!(irmaaCalculatorFilingStatuses as ReadonlyArray<string | null>).includes(status)) return null;
  return { year, filingStatus: status as IrmaaCalculatorFilingStatus, magi: magi.magi };
}

// Words -------------------------------------------------------------------------------------------------------------

/** How ranges are written in words; tokens {over} and {upTo}. */
export interface IrmaaBoundWords {
  /** "Up to {upTo}". */
  upTo: string;
  /** "Less than {upTo}". */
  below: string;
  /** "Above {over}". */
  above: string;
  /** "{over} or more". */
  atLeast: string;
  /** "Above {over}, up to {upTo}". */
  aboveUpTo: string;
  /** "Above {over} and less than {upTo}". */
  aboveBelow: string;
  /** "{over} or more, up to {upTo}". */
  atLeastUpTo: string;
  /** "{over} or more and less than {upTo}". */
  atLeastBelow: string;
}

/** A range in words, e.g. "Above $218,000, up to $274,000" (symbols such as ≤ read badly aloud). */
export function boundInWords(
  bound: IrmaaCalculatorBound,
  words: IrmaaBoundWords,
  formatMoney: (amount: number) => string,
): string {
  const values = {
    over: bound.over === null ? '' : formatMoney(bound.over),
    upTo: bound.upTo === null ? '' : formatMoney(bound.upTo),
  };
  let template: string;
  if (bound.over === null) template = bound.inclusiveUpTo ? words.upTo : words.below;
  else if (bound.upTo === null) template = bound.inclusiveOver ? words.atLeast : words.above;
  else if (bound.inclusiveOver) template = bound.inclusiveUpTo ? words.atLeastUpTo : words.atLeastBelow;
  else template = bound.inclusiveUpTo ? words.aboveUpTo : words.aboveBelow;
  return fillCopy(template, values);
}

/** Fills `{name}` tokens; unknown tokens stay as they are. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-zA-Z0-9]+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
