import { describe, expect, it } from 'vitest';
import { figuresData } from '../collections/figures/figures.data';
import { formatIrmaaBound, irmaa, irmaaTableYears, irmaaYearFor, irmaaYears } from './irmaa';
import type { IrmaaFilingStatus, IrmaaTables } from './irmaa';

// Written out from shared/facts/MEDICARE.md §2, not read from the data, so the data is tested against the source.
const premiums: Record<2025 | 2026, ReadonlyArray<readonly [partBTotal: number, partDAddOn: number]>> = {
  2025: [
    [185, 0],
    [259, 13.7],
    [370, 35.3],
    [480.9, 57],
    [591.9, 78.6],
    [628.9, 85.8],
  ],
  2026: [
    [202.9, 0],
    [284.1, 14.5],
    [405.8, 37.5],
    [527.5, 60.4],
    [649.2, 83.3],
    [689.9, 91],
  ],
};

// Every threshold: [year, filing status, threshold, tier just below, tier at, tier just above].
const thresholds: ReadonlyArray<readonly [2025 | 2026, IrmaaFilingStatus, number, number, number, number]> = [
  [2026, 'individual', 109000, 0, 0, 1],
  [2026, 'individual', 137000, 1, 1, 2],
  [2026, 'individual', 171000, 2, 2, 3],
  [2026, 'individual', 205000, 3, 3, 4],
  [2026, 'individual', 500000, 4, 5, 5],
  [2026, 'joint', 218000, 0, 0, 1],
  [2026, 'joint', 274000, 1, 1, 2],
  [2026, 'joint', 342000, 2, 2, 3],
  [2026, 'joint', 410000, 3, 3, 4],
  [2026, 'joint', 750000, 4, 5, 5],
  [2026, 'separate', 109000, 0, 0, 4],
  [2026, 'separate', 391000, 4, 5, 5],
  [2025, 'individual', 106000, 0, 0, 1],
  [2025, 'individual', 133000, 1, 1, 2],
  [2025, 'individual', 167000, 2, 2, 3],
  [2025, 'individual', 200000, 3, 3, 4],
  [2025, 'individual', 500000, 4, 5, 5],
  [2025, 'joint', 212000, 0, 0, 1],
  [2025, 'joint', 266000, 1, 1, 2],
  [2025, 'joint', 334000, 2, 2, 3],
  [2025, 'joint', 400000, 3, 3, 4],
  [2025, 'joint', 750000, 4, 5, 5],
  [2025, 'separate', 106000, 0, 0, 4],
  [2025, 'separate', 394000, 4, 5, 5],
];

const boundaryCases = thresholds.flatMap(([year, filingStatus, threshold, below, at, above]) => [
  { year, filingStatus, magi: threshold - 1, tier: below, where: 'just below' },
  { year, filingStatus, magi: threshold, tier: at, where: 'at' },
  { year, filingStatus, magi: threshold + 1, tier: above, where: 'just above' },
]);

describe('irmaa', () => {
  it('should charge a 2026 joint return with MAGI $250,000 $284.10 for Part B and +$14.50 for Part D', () => {
    expect(irmaa({ year: 2026, filingStatus: 'joint', magi: 250000 })).toEqual({
      year: 2026,
      filingStatus: 'joint',
      magi: 250000,
      magiYear: 2024,
      tier: 1,
      bounds: { over: 218000, inclusiveOver: false, upTo: 274000, inclusiveUpTo: true },
      partBStandard: 202.9,
      partBTotal: 284.1,
      partBSurcharge: 81.2,
      partDAddOn: 14.5,
      monthlySurcharge: 95.7,
      yearlySurcharge: 1148.4,
      source: figuresData['2026'].irmaa.source,
      verified: true,
    });
  });

  it.each(boundaryCases)(
    'should put $year $filingStatus MAGI $magi ($where the threshold) in tier $tier',
    ({ year, filingStatus, magi, tier }) => {
      const result = irmaa({ year, filingStatus, magi });
      const [partBTotal, partDAddOn] = premiums[year][tier]!;
      expect({ tier: result.tier, partBTotal: result.partBTotal, partDAddOn: result.partDAddOn }).toEqual({
        tier,
        partBTotal,
        partDAddOn,
      });
    },
  );

  it.each([
    [2026, 'individual', 109000.01, 1],
    [2026, 'individual', 499999.99, 4],
    [2026, 'separate', 390999.99, 4],
    [2025, 'joint', 212000.5, 1],
    [2026, 'individual', 0, 0],
    [2026, 'joint', 10_000_000, 5],
  ] as const)('should place %i %s MAGI %d in tier %i', (year, filingStatus, magi, tier) => {
    expect(irmaa({ year, filingStatus, magi }).tier).toBe(tier);
  });

  it.each([
    // year, status, MAGI, Part B surcharge, monthly surcharge, yearly surcharge
    [2026, 'individual', 600000, 487, 578, 6936],
    [2026, 'separate', 200000, 446.3, 529.6, 6355.2],
    [2025, 'individual', 180000, 295.9, 352.9, 4234.8],
    [2025, 'joint', 300000, 185, 220.3, 2643.6],
    [2026, 'joint', 100000, 0, 0, 0],
  ] as const)(
    'should give %i %s MAGI %d surcharges of $%d (B), $%d a month, $%d a year, to the cent',
    (year, filingStatus, magi, partBSurcharge, monthlySurcharge, yearlySurcharge) => {
      expect(irmaa({ year, filingStatus, magi })).toMatchObject({
        partBSurcharge,
        monthlySurcharge,
        yearlySurcharge,
      });
    },
  );

  it('should use the MAGI of two years earlier and flag the unverified 2026 separate-filing column', () => {
    expect(irmaa({ year: 2025, filingStatus: 'individual', magi: 1 }).magiYear).toBe(2023);
    expect(irmaa({ year: 2026, filingStatus: 'separate', magi: 400000 })).toMatchObject({
      tier: 5,
      verified: false,
      source: { id: 'S6b' },
    });
    expect(irmaa({ year: 2026, filingStatus: 'individual', magi: 400000 })).toMatchObject({
      verified: true,
      source: { id: 'S5b', official: true },
    });
  });

  it.each([
    [{ year: 2026, filingStatus: 'individual', magi: -1 }, /Invalid MAGI -1/],
    [{ year: 2026, filingStatus: 'individual', magi: Number.NaN }, /Invalid MAGI NaN/],
    [{ year: 2026, filingStatus: 'joint', magi: Number.POSITIVE_INFINITY }, /Invalid MAGI Infinity/],
    [
      { year: 2027, filingStatus: 'joint', magi: 100000 },
      /No IRMAA brackets for 2027: years with brackets are 2025, 2026/,
    ],
    [{ year: 2024, filingStatus: 'joint', magi: 100000 }, /No IRMAA brackets for 2024/],
    [{ year: 2026, filingStatus: 'single', magi: 100000 }, /Unknown filing status "single"/],
  ])('should throw a RangeError for %o', (input, message) => {
    expect(() => irmaa(input as never)).toThrow(RangeError);
    expect(() => irmaa(input as never)).toThrow(message);
  });

  it('should compute a table that is not in the collection, passed with its Part B premium', () => {
    const table2026 = figuresData['2026'];
    const tables: IrmaaTables = {
      ...figuresData,
      '2027': { partB: table2026.partB, irmaa: { ...table2026.irmaa, magiYear: 2025 } },
    };
    expect(irmaa({ year: 2027, filingStatus: 'joint', magi: 250000 }, tables)).toMatchObject({
      year: 2027,
      magiYear: 2025,
      tier: 1,
      partBTotal: 284.1,
    });
  });

  it('should write each range as MEDICARE.md does', () => {
    const brackets = figuresData['2026'].irmaa.brackets;
    expect(brackets.map((bracket) => formatIrmaaBound(bracket.individual))).toEqual([
      '≤ $109,000',
      '> $109,000 – $137,000',
      '> $137,000 – $171,000',
      '> $171,000 – $205,000',
      '> $205,000 – < $500,000',
      '≥ $500,000',
    ]);
    expect(
      brackets.map((bracket) => (bracket.separate ? formatIrmaaBound(bracket.separate) : 'n/a')),
    ).toEqual(['≤ $109,000', 'n/a', 'n/a', 'n/a', '> $109,000 – < $391,000', '≥ $391,000']);
  });
});

describe('the IRMAA year of a plan year', () => {
  const table2026 = figuresData['2026'];
  /** A stand-in for the day CMS publishes 2027: the 2026 table under 2027 (not a figure of the site). */
  const with2027: IrmaaTables = {
    ...figuresData,
    '2027': { ...figuresData['2027'], partB: table2026.partB, irmaa: { ...table2026.irmaa, magiYear: 2025 } },
  };

  it('should know which years have a table: both the brackets and the Part B premium they rest on', () => {
    expect(irmaaTableYears()).toEqual([2025, 2026]);
    expect(irmaaYears).toEqual([2025, 2026]);
    expect(irmaaTableYears(with2027)).toEqual([2025, 2026, 2027]);
    expect(irmaaTableYears({ '2027': { irmaa: table2026.irmaa } })).toEqual([]);
  });

  it('should compute 2026 on 2024 income for plan year 2027 until the 2027 table is published', () => {
    expect(irmaaYearFor(2027)).toEqual({
      planYear: 2027,
      year: 2026,
      magiYear: 2024,
      pending: true,
      years: [2025, 2026],
    });
  });

  it('should compute 2027 on 2025 income as soon as the 2027 table is there', () => {
    expect(irmaaYearFor(2027, with2027)).toEqual({
      planYear: 2027,
      year: 2027,
      magiYear: 2025,
      pending: false,
      years: [2026, 2027],
    });
  });

  it('should compute the plan year itself when it has a table, and never a later year', () => {
    expect(irmaaYearFor(2026, with2027)).toMatchObject({ year: 2026, magiYear: 2024, pending: false });
    expect(irmaaYearFor(2025)).toMatchObject({ year: 2025, magiYear: 2023, years: [2025] });
    expect(irmaaYearFor(2030)).toMatchObject({ year: 2026, pending: true });
    expect(() => irmaaYearFor(2024)).toThrow(
      new RangeError('No IRMAA brackets for 2024 or before: years with brackets are 2025, 2026.'),
    );
  });
});
