import { describe, expect, it } from 'vitest';
import { figureFor, fillFigureTokensFor } from '../../figures';
import { formatMoney } from '../../money';
import { figuresData } from '../figures/figures.data';
import { medigapCoverageValues } from '../figures/schema';
import { getComparison, getTokenValues } from '../../index';
import { stringsIn } from '../../tokens';
import { comparisonData } from './comparison.data';
import { validateCollection } from '../../validate';
import { comparisonRowSchema, comparisonSchema } from './schema';

const row = (id: string) => comparisonData.rows.find((entry) => entry.id === id);

describe('comparison', () => {
  it('should parse with its schema', () => {
    expect(comparisonSchema.safeParse(comparisonData).error?.issues ?? []).toEqual([]);
  });

  it('should hold the eight topics of MEDICARE.md §6, in order', () => {
    expect(comparisonData.rows.map((entry) => entry.topic)).toEqual([
      'Doctors and network',
      'Yearly out-of-pocket limit',
      'Prior authorization',
      'Prescription drugs',
      'Travel',
      'Premiums',
      'Dental, vision and hearing',
      'Switching later',
    ]);
    expect(new Set(comparisonData.rows.map((entry) => entry.id)).size).toBe(8);
  });

  it('should quote the figures of the figures collection by token, with their year, for plan years 2026 and 2027', () => {
    for (const planYear of [2026, 2027]) {
      const filled = (text: string | undefined) => fillFigureTokensFor(text ?? '', planYear);
      const figure = (path: string) => {
        const found = figureFor(path, planYear)!;
        return { money: formatMoney(found.value), year: found.year };
      };
      const moop = figure('maMoop.inNetwork');
      const priorMoop = formatMoney(figureFor('maMoop.inNetwork', moop.year - 1)!.value);
      expect(filled(row('out-of-pocket-limit')?.advantage)).toContain(
        `at most ${moop.money} in ${moop.year} (${priorMoop} in ${moop.year - 1})`,
      );
      const deductible = figure('partB.deductible');
      expect(filled(row('out-of-pocket-limit')?.medigap)).toContain(
        `Part B deductible (${deductible.money} in ${deductible.year})`,
      );
      const premium = figure('partB.standardPremium');
      expect(filled(row('premiums')?.advantage)).toContain(
        `Part B premium (${premium.money} a month in ${premium.year})`,
      );
    }
    expect(fillFigureTokensFor(row('out-of-pocket-limit')?.advantage ?? '', 2026)).toContain(
      '$9,250 in 2026 ($9,350 in 2025)',
    );
  });

  it('should name the plans that pay for emergencies abroad, as the Medigap chart has them', () => {
    const abroad = y2026Plans()
      .filter((plan) => plan.benefits.foreignTravelEmergency !== 'no')
      .map((plan) => plan.plan);
    const listed = `${abroad.slice(0, -1).join(', ')} and ${abroad.at(-1)}`;
    expect(listed).toBe('C, D, F, G, M and N');
    expect(row('travel')?.medigap).toContain(`Plans ${listed} pay 80%`);
  });

  it('should explain every value of the Medigap chart and the plans only older enrollees can buy', () => {
    expect(Object.keys(comparisonData.copy.coverage)).toEqual([...medigapCoverageValues]);
    const notForNew = y2026Plans()
      .filter((plan) => !plan.availableToNewEnrollees)
      .map((plan) => plan.plan);
    expect(notForNew).toEqual(['C', 'F']);
    expect(comparisonData.copy.footnotes[0]).toMatch(/^Plans C and F .* before January 1, 2020\./);
  });

  it("should use no text tokens but the states' Medigap rules, and pass the package validator", () => {
    for (const [path, text] of stringsIn(comparisonData))
      expect(text.replace('{medigapStateRules}', ''), path).not.toMatch(/\{[a-zA-Z]+\}/);
    // The switching row says the served states' own rules, written from their data.
    expect(getComparison().rows.find((row) => row.id === 'switching-later')?.medigap).toContain(
      getTokenValues().medigapStateRules,
    );
    const issues = validateCollection({
      kind: 'single',
      name: 'comparison',
      file: 'src/collections/comparison/comparison.data.ts',
      schema: comparisonSchema,
      data: comparisonData,
    });
    expect(issues).toEqual([]);
  });

  it('should reject a malformed row, naming the field', () => {
    const result = comparisonRowSchema.safeParse({ id: 'Doctors', topic: '', advantage: 'Yes. ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ['id'],
      ['topic'],
      ['advantage'],
      ['medigap'],
    ]);
    const duplicate = comparisonSchema.safeParse({
      ...comparisonData,
      rows: [...comparisonData.rows, comparisonData.rows[0]],
    });
    expect(duplicate.error?.issues.map((issue) => issue.message)).toEqual(['row ids must be unique']);
  });
});

function y2026Plans() {
  return figuresData['2026'].medigap.plans;
}
