// Late enrollment penalties (shared/facts/MEDICARE.md §3). Money is worked in integer cents, so results are exact.

/** Whole cents of a dollar amount: 202.9 → 20290. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Dollars of a whole number of cents: 20290 → 202.9. */
export function fromCents(cents: number): number {
  return cents / 100;
}

function assertMonths(value: number, label: string): void {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`Invalid ${label} ${String(value)}: expected a whole number of months, 0 or more.`);
}

function assertDollars(value: number, label: string): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`Invalid ${label} ${String(value)}: expected an amount in dollars, 0 or more.`);
}

export interface PartBLatePenaltyInput {
  /** Months the person could have had Part B but did not (outside any Special Enrollment Period). */
  monthsWithoutCoverage: number;
  /** The standard Part B premium of the year, e.g. 202.9 for 2026. */
  standardPremium: number;
}

export interface PartBLatePenalty {
  /** Full 12-month periods without Part B. */
  fullYears: number;
  /** 10 per full 12-month period. */
  percent: number;
  /** Added to the premium every month, rounded to the cent. */
  monthlyPenalty: number;
  /** Standard premium plus penalty. */
  monthlyPremium: number;
}

/** Part B late penalty: +10% of the standard premium for each full 12-month period without Part B, for life. */
export function partBLatePenalty({
  monthsWithoutCoverage,
  standardPremium,
}: PartBLatePenaltyInput): PartBLatePenalty {
  assertMonths(monthsWithoutCoverage, 'monthsWithoutCoverage');
  assertDollars(standardPremium, 'standardPremium');
  const fullYears = Math.floor(monthsWithoutCoverage / 12);
  const percent = fullYears * 10;
  const premiumCents = toCents(standardPremium);
  // premiumCents * percent is an integer; halves round up.
  const penaltyCents = Math.floor((premiumCents * percent + 50) / 100);
  return {
    fullYears,
    percent,
    monthlyPenalty: fromCents(penaltyCents),
    monthlyPremium: fromCents(premiumCents + penaltyCents),
  };
}

export interface PartDLatePenaltyInput {
  /** Full months without Part D or creditable drug coverage after the IEP (gaps of 63+ days in a row). */
  uncoveredMonths: number;
  /** National base beneficiary premium of the year, e.g. 38.99 for 2026. */
  baseBeneficiaryPremium: number;
}

export interface PartDLatePenalty {
  uncoveredMonths: number;
  /** 1 per uncovered month. */
  percent: number;
  /** Added to the Part D premium every month, rounded to the nearest $0.10. */
  monthlyPenalty: number;
}

/**
 * Part D late penalty: 1% of the national base beneficiary premium for each full uncovered month, rounded to the
 * nearest $0.10 (20 months × $38.99 → $7.80). People with Extra Help pay none; that is for the caller to decide.
 */
export function partDLatePenalty({
  uncoveredMonths,
  baseBeneficiaryPremium,
}: PartDLatePenaltyInput): PartDLatePenalty {
  assertMonths(uncoveredMonths, 'uncoveredMonths');
  assertDollars(baseBeneficiaryPremium, 'baseBeneficiaryPremium');
  // cents × months / 100 is the penalty in cents; in dimes that is cents × months / 1000, rounded half up.
  const dimes = Math.floor((toCents(baseBeneficiaryPremium) * uncoveredMonths + 500) / 1000);
  return { uncoveredMonths, percent: uncoveredMonths, monthlyPenalty: fromCents(dimes * 10) };
}
