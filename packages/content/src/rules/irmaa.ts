// IRMAA: the income-related monthly adjustment to Part B and Part D premiums (shared/facts/MEDICARE.md §2).
// The brackets and their inclusive or exclusive ends are data (collections/figures); this file only reads them.
import { figuresData } from '../collections/figures/figures.data';
import type {
  FigureSource,
  IrmaaBound,
  IrmaaFilingStatus,
  IrmaaYearFigures,
} from '../collections/figures/schema';
import { formatMoney } from '../money';
import { fromCents, toCents } from './penalties';

export type { IrmaaBound, IrmaaFilingStatus } from '../collections/figures/schema';

/** What `irmaa` reads of each year: the standard Part B premium and the brackets (a year may have neither yet). */
export type IrmaaTables = Readonly<
  Record<
    string,
    | { partB?: { standardPremium?: { value: number } }; irmaa?: IrmaaYearFigures; [group: string]: unknown }
    | undefined
  >
>;

/** A premium year with IRMAA brackets, e.g. 2026. */
export type IrmaaYear = number;

/** The premium years whose IRMAA table is published (brackets and the Part B premium they rest on), oldest first. */
export function irmaaTableYears(tables: IrmaaTables = figuresData): IrmaaYear[] {
  return Object.keys(tables)
    .filter((key) => /^\d{4}$/.test(key) && Object.hasOwn(tables, key))
    .filter((key) => tables[key]?.irmaa && tables[key].partB?.standardPremium)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Premium years with published brackets (the figures collection's, read once). */
export const irmaaYears: ReadonlyArray<IrmaaYear> = /* @__PURE__ */ irmaaTableYears();

const filingStatuses: ReadonlyArray<IrmaaFilingStatus> = ['individual', 'joint', 'separate'];

/** Which IRMAA year a page about a plan year computes. */
export interface IrmaaYearChoice {
  /** The plan year the page speaks of. */
  planYear: number;
  /** The premium year computed: the plan year once its table is published, else the latest year before it. */
  year: IrmaaYear;
  /** Tax year whose income (MAGI) counts for `year`: two years before it. */
  magiYear: number;
  /** True while the plan year's table is not announced (then `year` is earlier than `planYear`). */
  pending: boolean;
  /** The years to offer, oldest first: `year` and the year before it, where each has a table. */
  years: IrmaaYear[];
}

/**
 * The IRMAA year for a plan year: premiums for 2027 are based on 2025 income, and until the 2027 table is published
 * the 2026 table (2024 income) is the one computed, with `pending: true`. Throws a RangeError when no table is
 * published for the plan year or before it.
 */
export function irmaaYearFor(planYear: number, tables: IrmaaTables = figuresData): IrmaaYearChoice {
  const published = irmaaTableYears(tables);
  const upTo = published.filter((year) => year <= planYear);
  const year = upTo[upTo.length - 1];
  if (year === undefined)
    throw new RangeError(
      `No IRMAA brackets for ${planYear} or before: years with brackets are ${published.join(', ') || 'none'}.`,
    );
  return {
    planYear,
    year,
    magiYear: tables[String(year)]!.irmaa!.magiYear,
    pending: year < planYear,
    years: upTo.slice(-2),
  };
}

export interface IrmaaInput {
  /** The premium year. */
  year: IrmaaYear;
  filingStatus: IrmaaFilingStatus;
  /** Modified adjusted gross income of `magiYear` (two years before `year`), in dollars. */
  magi: number;
}

export interface IrmaaResult {
  year: IrmaaYear;
  filingStatus: IrmaaFilingStatus;
  magi: number;
  /** Tax year whose MAGI counts. */
  magiYear: number;
  /** 0 (no adjustment) to 5. */
  tier: number;
  /** The MAGI range of the tier for this filing status. */
  bounds: IrmaaBound;
  /** Standard Part B premium of the year. */
  partBStandard: number;
  /** Part B premium per month in this tier. */
  partBTotal: number;
  /** partBTotal minus the standard premium. */
  partBSurcharge: number;
  /** Added to the Part D plan premium per month. */
  partDAddOn: number;
  /** partBSurcharge + partDAddOn. */
  monthlySurcharge: number;
  /** monthlySurcharge × 12. */
  yearlySurcharge: number;
  /** Source of the bracket (the separate-filing source for married filing separately). */
  source: FigureSource;
  /** False when the bracket rests on unverified figures (2026 married filing separately). */
  verified: boolean;
}

/** True when MAGI falls in the range, honouring the inclusive or exclusive end of each side. */
export function isInIrmaaBound(magi: number, bound: IrmaaBound): boolean {
  const aboveLower = bound.over === null || (bound.inclusiveOver ? magi >= bound.over : magi > bound.over);
  const belowUpper = bound.upTo === null || (bound.inclusiveUpTo ? magi <= bound.upTo : magi < bound.upTo);
  return aboveLower && belowUpper;
}

/** The range as MEDICARE.md writes it: "≤ $109,000", "> $109,000 – $137,000", "> $205,000 – < $500,000", "≥ $500,000". */
export function formatIrmaaBound(bound: IrmaaBound): string {
  const lower = bound.over === null ? null : `${bound.inclusiveOver ? '≥' : '>'} ${formatMoney(bound.over)}`;
  if (bound.upTo === null) return lower ?? 'any amount';
  const upper = formatMoney(bound.upTo);
  if (lower === null) return `${bound.inclusiveUpTo ? '≤' : '<'} ${upper}`;
  return `${lower} – ${bound.inclusiveUpTo ? '' : '< '}${upper}`;
}

/**
 * The IRMAA tier and monthly amounts for a premium year, filing status and MAGI. Throws a RangeError for a year
 * without brackets, an unknown filing status, or a MAGI that is negative or not a finite number.
 */
export function irmaa(input: IrmaaInput, tables: IrmaaTables = figuresData): IrmaaResult {
  const { year, filingStatus, magi } = input;
  const figures =
    Number.isInteger(year) && Object.hasOwn(tables, String(year)) ? tables[String(year)] : undefined;
  const table = figures?.irmaa;
  const standardPremium = figures?.partB?.standardPremium?.value;
  if (!table || standardPremium === undefined)
    throw new RangeError(
      `No IRMAA brackets for ${String(year)}: years with brackets are ${irmaaTableYears(tables).join(', ')}.`,
    );
  if (!filingStatuses.includes(filingStatus))
    throw new RangeError(
      `Unknown filing status "${String(filingStatus)}": expected ${filingStatuses.map((status) => `"${status}"`).join(', ')}.`,
    );
  if (typeof magi !== 'number' || !Number.isFinite(magi) || magi < 0)
    throw new RangeError(`Invalid MAGI ${String(magi)}: expected an amount in dollars, 0 or more.`);

  const bracket = table.brackets.find((entry) => {
    const bound = entry[filingStatus];
    return bound !== null && isInIrmaaBound(magi, bound);
  });
  const bounds = bracket?.[filingStatus];
  if (!bracket || !bounds)
    throw new RangeError(
      `No ${year} IRMAA bracket holds MAGI ${magi} (${filingStatus}): the brackets have a gap.`,
    );

  const standardCents = toCents(standardPremium);
  const partBCents = toCents(bracket.partBTotal);
  const partDCents = toCents(bracket.partDAddOn);
  const monthlyCents = partBCents - standardCents + partDCents;
  const separate = filingStatus === 'separate';
  return {
    year,
    filingStatus,
    magi,
    magiYear: table.magiYear,
    tier: bracket.tier,
    bounds,
    partBStandard: fromCents(standardCents),
    partBTotal: fromCents(partBCents),
    partBSurcharge: fromCents(partBCents - standardCents),
    partDAddOn: fromCents(partDCents),
    monthlySurcharge: fromCents(monthlyCents),
    yearlySurcharge: fromCents(monthlyCents * 12),
    source: separate ? table.separateFiling.source : table.source,
    verified: table.verified && (!separate || table.separateFiling.verified),
  };
}
