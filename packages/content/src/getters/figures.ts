// Getters of the Medicare figures for a year (default: the season's figures year, the year whose amounts a visitor
// pays now or is choosing for): a figure with its year and whether that year's is still pending, figure tokens, the
// note a page ends with when it shows an earlier year's amount, the IRMAA tables and the Medigap plans.
import { figuresData, medigapBenefitLabels } from '../collections/figures/figures.data';
import type { Figures, IrmaaYearFigures, MedigapPlan } from '../collections/figures/schema';
import {
  figureFor as resolveFigure,
  figuresNoteFor,
  figureYearFor,
  fillFigureTokensDeepFor,
  fillFigureTokensFor,
  type FiguresNote,
  type ResolvedFigure,
} from '../figures';
import { type IrmaaYearChoice, irmaaYearFor } from '../rules/irmaa';
import { getCycle } from './resolve';

/**
 * Medicare figures keyed by year, each with its source (shared/facts/MEDICARE.md). A year holds the figures announced
 * so far: to show a figure for the plan year, use `figureFor`.
 */
export function getFigures(): Figures {
  return figuresData;
}

/**
 * The figure at a path of the figures ("partB.standardPremium", "irmaa.brackets.2.partBTotal") for a plan year
 * (default: the season's): that year's, or while that year does not have it, the latest earlier year's with
 * `pending: true` (then name the figure's year and say the plan year's amount is not in the figures yet). IRMAA paths take
 * the year of the whole table. Undefined when no year up to the plan year has the figure.
 */
export function figureFor(
  path: string,
  planYear: number = getCycle().figuresYear,
): ResolvedFigure | undefined {
  return resolveFigure(path, planYear);
}

/** Fills the figure tokens of a text ({partB.standardPremium}, {...:year}, {...:pending}, {...:prior}, {...:priorYear}). */
export function fillFigureTokens(text: string, planYear: number = getCycle().figuresYear): string {
  return fillFigureTokensFor(text, planYear);
}

/** Fills the figure tokens in every string of a value (objects and arrays are copied). */
export function fillFigureTokensDeep<T>(value: T, planYear: number = getCycle().figuresYear): T {
  return fillFigureTokensDeepFor(value, planYear);
}

/**
 * The note a page ends with when one of its texts (any string inside `value`, already filled) shows an earlier year's
 * amount for the figures year: that the page shows the latest amount it has, the day the figures were last checked,
 * and where new amounts are announced. Undefined when every amount on the page is of the figures year.
 */
export function getFiguresNote(
  value: unknown,
  figuresYear: number = getCycle().figuresYear,
): FiguresNote | undefined {
  return figuresNoteFor(value, figuresYear);
}

/**
 * The IRMAA year a page about the plan year computes (default: the season's): the plan year once its brackets are
 * published, else the latest year before it (`pending`); its MAGI year; the years to offer.
 */
export function getIrmaaYear(planYear: number = getCycle().figuresYear): IrmaaYearChoice {
  return irmaaYearFor(planYear);
}

/**
 * The Medigap plans (the benefit chart, with the K and L out-of-pocket limits) shown for a plan year (default: the
 * season's): that year's, or the latest earlier year's with `pending: true` (name `year` beside the limits).
 */
export function getMedigapPlans(planYear: number = getCycle().figuresYear): {
  year: number;
  pending: boolean;
  plans: ReadonlyArray<MedigapPlan>;
} {
  const figures: Figures = figuresData;
  const year = figureYearFor('medigap.plans', planYear);
  const plans = year === undefined ? undefined : figures[String(year)]?.medigap?.plans;
  if (year === undefined || !plans) throw new RangeError(`No Medigap plans for ${planYear} or before.`);
  return { year, pending: year < planYear, plans };
}

/** The IRMAA tables the calculator offers for a plan year (default: the season's), oldest first, each with its year. */
export function getIrmaaTables(
  planYear: number = getCycle().figuresYear,
): Array<{ year: number } & IrmaaYearFigures> {
  const figures: Figures = figuresData;
  return irmaaYearFor(planYear).years.map((year) => ({ year, ...figures[String(year)]!.irmaa! }));
}

/** The Medigap plan table's benefits, in display order, with their labels. */
export function getMedigapBenefits(): ReadonlyArray<{
  key: keyof typeof medigapBenefitLabels;
  label: string;
}> {
  return (Object.keys(medigapBenefitLabels) as Array<keyof typeof medigapBenefitLabels>).map((key) => ({
    key,
    label: medigapBenefitLabels[key],
  }));
}
