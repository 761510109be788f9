import { describe, expect, it } from 'vitest';
import { figuresData } from '../collections/figures/figures.data';
import { partBLatePenalty, partDLatePenalty } from './penalties';

const partB2026 = figuresData['2026'].partB.standardPremium.value; // 202.90
const partB2025 = figuresData['2025'].partB.standardPremium.value; // 185.00
const nbbp2026 = figuresData['2026'].partD.baseBeneficiaryPremium.value; // 38.99
const nbbp2025 = figuresData['2025'].partD.baseBeneficiaryPremium.value; // 36.78

describe('partBLatePenalty', () => {
  it.each([
    [0, partB2026, 0, 0, 0, 202.9],
    [11, partB2026, 0, 0, 0, 202.9],
    [12, partB2026, 1, 10, 20.29, 223.19],
    [23, partB2026, 1, 10, 20.29, 223.19],
    [24, partB2026, 2, 20, 40.58, 243.48],
    [35, partB2026, 2, 20, 40.58, 243.48],
    [36, partB2026, 3, 30, 60.87, 263.77],
    [120, partB2026, 10, 100, 202.9, 405.8],
    [30, partB2025, 2, 20, 37, 222],
    [12, partB2025, 1, 10, 18.5, 203.5],
    // A made-up premium whose 10% is a half cent (float math gives 10.07): rounds half up to 10.08.
    [12, 100.75, 1, 10, 10.08, 110.83],
  ])(
    'should charge %i months at $%d a +%i-year penalty',
    (monthsWithoutCoverage, standardPremium, fullYears, percent, monthlyPenalty, monthlyPremium) => {
      expect(partBLatePenalty({ monthsWithoutCoverage, standardPremium })).toEqual({
        fullYears,
        percent,
        monthlyPenalty,
        monthlyPremium,
      });
    },
  );

  it.each([
    [-1, partB2026],
    [1.5, partB2026],
    [Number.NaN, partB2026],
    [12, -1],
    [12, Number.POSITIVE_INFINITY],
  ])('should reject %d months at $%d', (monthsWithoutCoverage, standardPremium) => {
    expect(() => partBLatePenalty({ monthsWithoutCoverage, standardPremium })).toThrow(RangeError);
  });
});

describe('partDLatePenalty', () => {
  it.each([
    [20, nbbp2026, 7.8],
    [1, nbbp2026, 0.4],
    [0, nbbp2026, 0],
    [2, nbbp2026, 0.8],
    [14, nbbp2025, 5.1],
    [100, nbbp2026, 39],
    [36, nbbp2026, 14],
    // 250 × 1% × $36.78 = $91.95 exactly: half a dime rounds up.
    [250, nbbp2025, 92],
    // A made-up premium: 30 × 1% × $35.50 = $10.65; float math gives 10.649999… and would round to $10.60.
    [30, 35.5, 10.7],
  ])(
    'should charge %i uncovered months at 1 percent of $%d: $%d a month',
    (uncoveredMonths, baseBeneficiaryPremium, monthlyPenalty) => {
      expect(partDLatePenalty({ uncoveredMonths, baseBeneficiaryPremium })).toEqual({
        uncoveredMonths,
        percent: uncoveredMonths,
        monthlyPenalty,
      });
    },
  );

  it.each([
    [-3, nbbp2026],
    [2.5, nbbp2026],
    [20, Number.NaN],
    [20, -38.99],
  ])('should reject %d months at $%d', (uncoveredMonths, baseBeneficiaryPremium) => {
    expect(() => partDLatePenalty({ uncoveredMonths, baseBeneficiaryPremium })).toThrow(RangeError);
  });
});
