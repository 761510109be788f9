// IRMAA: the income-related monthly adjustment to Part B and Part D premiums (shared/facts/MEDICARE.md §2).
// The brackets and their inclusive or exclusive ends are data (collections/figures); this file only reads them.
import { figuresData } from '../collections/figures/figures.data';
import type {
  FigureSource,
  IrmaaBound,
  IrmaaFilingStatus,
  IrmaaYearFigures,
} from '../collections/figures/schema';
import { fromCents, toCents } from './penalties';

export type { IrmaaBound, IrmaaFilingStatus } from '../collections/figures/schema';

/** Premium years with published brackets. */
export const irmaaYears = [2025, 2026] as const;
export type IrmaaYear = (typeof irmaaYears)[number];

const filingStatuses: ReadonlyArray<IrmaaFilingStatus> = ['individual', 'joint', 'separate'];

/** What `irmaa` reads for each year: the standard Part B premium and the brackets. */
export type IrmaaTables = Record<
  `${IrmaaYear}`,
  { partB: { standardPremium: { value: number } }; irmaa: IrmaaYearFigures }
>;

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

function formatUsd(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The range as MEDICARE.md writes it: "≤ $109,000", "> $109,000 – $137,000", "> $205,000 – < $500,000", "≥ $500,000". */
export function formatIrmaaBound(bound: IrmaaBound): string {
  const lower = bound.over === null ? null : `${bound.inclusiveOver ? '≥' : '>'} ${formatUsd(bound.over)}`;
  if (bound.upTo === null) return lower ?? 'any amount';
  const upper = formatUsd(bound.upTo);
  if (lower === null) return `${bound.inclusiveUpTo ? '≤' : '<'} ${upper}`;
  return `${lower} – ${bound.inclusiveUpTo ? '' : '< '}${upper}`;
}

/**
 * The IRMAA tier and monthly amounts for a premium year, filing status and MAGI. Throws a RangeError for a year
 * without brackets, an unknown filing status, or a MAGI that is negative or not a finite number.
 */
export function irmaa(input: IrmaaInput, tables: IrmaaTables = figuresData): IrmaaResult {
  const { year, filingStatus, magi } = input;
  const key = String(year);
  if (!(irmaaYears as ReadonlyArray<number>).includes(year) || !(key in tables))
    throw new RangeError(`No IRMAA brackets for ${String(year)}: known years are ${irmaaYears.join(', ')}.`);
  if (!filingStatuses.includes(filingStatus))
    throw new RangeError(
      `Unknown filing status "${String(filingStatus)}": expected ${filingStatuses.map((status) => `"${status}"`).join(', ')}.`,
    );
  if (typeof magi !== 'number' || !Number.isFinite(magi) || magi < 0)
    throw new RangeError(`Invalid MAGI ${String(magi)}: expected an amount in dollars, 0 or more.`);

  const figures = tables[key as `${IrmaaYear}`];
  const table = figures.irmaa;
  const bracket = table.brackets.find((entry) => {
    const bound = entry[filingStatus];
    return bound !== null && isInIrmaaBound(magi, bound);
  });
  const bounds = bracket?.[filingStatus];
  if (!bracket || !bounds)
    throw new RangeError(
      `No ${year} IRMAA bracket holds MAGI ${magi} (${filingStatus}): the brackets have a gap.`,
    );

  const standardCents = toCents(figures.partB.standardPremium.value);
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
