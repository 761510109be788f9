import { describe, expect, it } from 'vitest';
import { figuresData } from '../figures/figures.data';
import { medigapCoverageValues } from '../figures/schema';
import { stringsIn } from '../../tokens';
import { comparisonData } from './comparison.data';
import { validateCollection } from '../../validate';
import { comparisonRowSchema, comparisonSchema } from './schema';

const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: value % 1 ? 2 : 0 })}`;
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

  it('should quote the figures of the figures collection', () => {
    const y2025 = figuresData['2025'];
    const y2026 = figuresData['2026'];
    expect(row('out-of-pocket-limit')?.advantage).toContain(
      `at most ${dollars(y2026.maMoop.inNetwork.value)} in 2026 (${dollars(y2025.maMoop.inNetwork.value)} in 2025)`,
    );
    expect(row('out-of-pocket-limit')?.advantage).toContain('$9,250 in 2026 ($9,350 in 2025)');
    expect(row('out-of-pocket-limit')?.medigap).toContain(
      `Part B deductible (${dollars(y2026.partB.deductible.value)} in 2026)`,
    );
    expect(row('premiums')?.advantage).toContain(
      `Part B premium (${dollars(y2026.partB.standardPremium.value)} a month in 2026)`,
    );
    expect(row('premiums')?.advantage).toContain('$202.90');
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

  it('should use no text tokens, and pass the package validator', () => {
    for (const [path, text] of stringsIn(comparisonData)) expect(text, path).not.toMatch(/\{[a-zA-Z]+\}/);
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
