import { describe, expect, it } from 'vitest';
import { figuresData, figureSources, medigapBenefitLabels } from './figures.data';
import {
  figuresSchema,
  irmaaBoundGaps,
  irmaaFilingStatuses,
  irmaaYearFiguresSchema,
  medigapBenefitKeys,
  medigapPlanLetters,
} from './schema';

interface FoundSource {
  path: string;
  source: { id: string; url: string; official: boolean };
}

/** Every `source` object in the data, with where it sits. */
function findSources(value: unknown, path = ''): FoundSource[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => findSources(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'source'
      ? [{ path, source: child as FoundSource['source'] }]
      : findSources(child, path ? `${path}.${key}` : key),
  );
}

/** Every object holding a `value` (a figure), with where it sits. */
function findFigures(value: unknown, path = ''): Array<{ path: string; figure: Record<string, unknown> }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => findFigures(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  if ('value' in value) return [{ path, figure: value as Record<string, unknown> }];
  return Object.entries(value).flatMap(([key, child]) => findFigures(child, path ? `${path}.${key}` : key));
}

const fullYears = ['2025', '2026'] as const;

describe('figures', () => {
  it('should pass its schema', () => {
    const result = figuresSchema.safeParse(figuresData);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('should give Part B 2026 as $202.90 and 2025 as $185.00', () => {
    expect(figuresData['2026'].partB.standardPremium.value).toBe(202.9);
    expect(figuresData['2025'].partB.standardPremium.value).toBe(185);
  });

  it('should give every figure a source and a verified flag', () => {
    const figures = findFigures(figuresData);
    expect(figures.length).toBeGreaterThanOrEqual(38);
    for (const { path, figure } of figures) {
      expect(figure.source, path).toBeTypeOf('object');
      expect(figure.verified, path).toBeTypeOf('boolean');
    }
  });

  it('should give every source an https address and a register ID', () => {
    const sources = findSources(figuresData);
    expect(sources.length).toBeGreaterThan(40);
    for (const { path, source } of sources) {
      expect(source.url, path).toMatch(/^https:\/\/[^\s]+$/);
      expect(new URL(source.url).protocol, path).toBe('https:');
      expect(source.id, path).toMatch(/^S\d+[a-z]?(\.\d)?$/);
    }
  });

  it('should use one address per source ID, and mark only government pages official', () => {
    const urlById = new Map<string, string>();
    for (const { path, source } of findSources(figuresData)) {
      expect(urlById.get(source.id) ?? source.url, path).toBe(source.url);
      urlById.set(source.id, source.url);
      const host = new URL(source.url).hostname;
      expect(source.official, path).toBe(/(^|\.)(cms|medicare|ssa|federalregister|govinfo)\.gov$/.test(host));
    }
    for (const [key, source] of Object.entries(figureSources)) expect(source.id).toBe(key);
  });

  it('should mark the figures MEDICARE.md calls unverified or single-secondary as unverified', () => {
    const y2025 = figuresData['2025'];
    const y2026 = figuresData['2026'];
    const unverified = [
      y2026.maMoop.inNetwork,
      y2026.extraHelp.incomeIndividual,
      y2026.extraHelp.incomeCouple,
      y2026.extraHelp.resourcesIndividual,
      y2026.extraHelp.resourcesCouple,
      y2026.medigap.plans[7]!.outOfPocketLimit,
      y2026.medigap.highDeductibleG.deductible,
      y2025.medigap.plans[6]!.outOfPocketLimit,
      y2025.medigap.plans[7]!.outOfPocketLimit,
      y2026.irmaa.separateFiling,
    ];
    for (const figure of unverified) expect(figure?.verified).toBe(false);
    expect(y2026.medigap.plans[7]!.plan).toBe('L');
    expect(y2026.partB.standardPremium.verified).toBe(true);
    expect(y2026.partD.outOfPocketCap).toMatchObject({ value: 2100, verified: true, source: { id: 'S9d' } });
  });

  it('should hold for 2027 exactly the official announcements, never a projection', () => {
    expect(figuresData['2027']).toEqual({
      checked: '2026-11-28',
      partD: {
        maxDeductible: { value: 700, source: figureSources.S9d, verified: true },
        outOfPocketCap: { value: 2400, source: figureSources.S9d, verified: true },
      },
    });
  });

  it('should date each year: the day its figures were last compared with their sources', () => {
    for (const [year, entry] of Object.entries(figuresData))
      expect(entry.checked, year).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('should hold the Part D parameters for each year, 2027 included', () => {
    expect(
      (['2025', '2026', '2027'] as const).map((year) => [
        figuresData[year].partD.maxDeductible.value,
        figuresData[year].partD.outOfPocketCap.value,
      ]),
    ).toEqual([
      [590, 2000],
      [615, 2100],
      [700, 2400],
    ]);
  });

  describe.each(fullYears)('IRMAA %s', (year) => {
    const table = figuresData[year].irmaa;

    it.each(irmaaFilingStatuses)('should have contiguous %s tiers with no gap or overlap', (status) => {
      const bounds = table.brackets.flatMap((bracket) => (bracket[status] ? [bracket[status]] : []));
      expect(irmaaBoundGaps(bounds)).toEqual([]);
      expect(bounds[0]!.over).toBeNull();
      expect(bounds[bounds.length - 1]!.upTo).toBeNull();
      for (let index = 1; index < bounds.length; index += 1) {
        const previous = bounds[index - 1]!;
        const current = bounds[index]!;
        expect(current.over).toBe(previous.upTo);
        // The shared threshold belongs to exactly one of the two tiers.
        expect(Number(previous.inclusiveUpTo) + Number(current.inclusiveOver)).toBe(1);
      }
    });

    it('should encode tier 0 as ≤, the middle tiers as > a – ≤ b, tier 4 as < and tier 5 as ≥', () => {
      const [tier0, tier1, tier2, tier3, tier4, tier5] = table.brackets;
      expect(tier0!.individual).toMatchObject({ over: null, inclusiveUpTo: true });
      for (const tier of [tier1, tier2, tier3])
        expect(tier!.individual).toMatchObject({ inclusiveOver: false, inclusiveUpTo: true });
      expect(tier4!.individual).toMatchObject({ inclusiveOver: false, upTo: 500000, inclusiveUpTo: false });
      expect(tier5!.individual).toMatchObject({ over: 500000, inclusiveOver: true, upTo: null });
      expect(tier4!.joint).toMatchObject({ upTo: 750000, inclusiveUpTo: false });
      expect(tier5!.joint).toMatchObject({ over: 750000, inclusiveOver: true });
      expect([tier1, tier2, tier3].map((tier) => tier!.separate)).toEqual([null, null, null]);
    });

    it('should start tier 0 at the standard Part B premium', () => {
      expect(table.brackets[0]!.partBTotal).toBe(figuresData[year].partB.standardPremium.value);
      expect(table.magiYear).toBe(Number(year) - 2);
    });
  });

  it('should reject IRMAA brackets with a gap or a threshold counted twice', () => {
    const brackets = figuresData['2026'].irmaa.brackets;
    const withGap = {
      ...figuresData['2026'].irmaa,
      brackets: brackets.map((bracket) =>
        bracket.tier === 2 ? { ...bracket, individual: { ...bracket.individual, over: 138000 } } : bracket,
      ),
    };
    const overlapping = {
      ...figuresData['2026'].irmaa,
      brackets: brackets.map((bracket) =>
        bracket.tier === 5 ? { ...bracket, joint: { ...bracket.joint, inclusiveOver: false } } : bracket,
      ),
    };
    expect(irmaaYearFiguresSchema.safeParse(withGap).error?.issues.map((issue) => issue.message)).toEqual([
      'individual: range 2 must start at 137000, where range 1 ends',
    ]);
    expect(irmaaYearFiguresSchema.safeParse(overlapping).error?.issues.map((issue) => issue.message)).toEqual(
      [
        'joint: 750000 must belong to exactly one of ranges 4 and 5 (exactly one of inclusiveUpTo / inclusiveOver must be true)',
      ],
    );
  });

  describe.each(fullYears)('Medigap %s', (year) => {
    const medigap = figuresData[year].medigap;

    it('should list plans A to N once, with C and F closed to new enrollees', () => {
      expect(medigap.plans.map((plan) => plan.plan)).toEqual([...medigapPlanLetters]);
      expect(medigap.plans.filter((plan) => !plan.availableToNewEnrollees).map((plan) => plan.plan)).toEqual([
        'C',
        'F',
      ]);
    });

    it('should give every plan a value for every benefit row', () => {
      for (const plan of medigap.plans) expect(Object.keys(plan.benefits)).toEqual([...medigapBenefitKeys]);
      expect(Object.keys(medigapBenefitLabels)).toEqual([...medigapBenefitKeys]);
    });

    it('should cover the Part B deductible only in C and F, and leave G only that deductible', () => {
      const byPlan = Object.fromEntries(medigap.plans.map((plan) => [plan.plan, plan.benefits]));
      expect(
        medigap.plans.filter((plan) => plan.benefits.partBDeductible === 'yes').map((plan) => plan.plan),
      ).toEqual(['C', 'F']);
      expect(Object.entries(byPlan.G!).filter(([, value]) => value !== 'yes')).toEqual([
        ['partBDeductible', 'no'],
      ]);
      expect(byPlan.K!.partADeductible).toBe('50%');
      expect(byPlan.L!.hospice).toBe('75%');
      expect(byPlan.M!.partADeductible).toBe('50%');
      expect(byPlan.N!.partBCoinsurance).toEqual({
        coverage: 'yes',
        note: 'Up to $20 office-visit and $50 emergency-room copays',
      });
    });
  });

  it('should hold the K and L limits and the high-deductible G deductible', () => {
    const limits = (year: '2025' | '2026') =>
      figuresData[year].medigap.plans.flatMap((plan) =>
        plan.outOfPocketLimit ? [[plan.plan, plan.outOfPocketLimit.value]] : [],
      );
    expect(limits('2026')).toEqual([
      ['K', 8000],
      ['L', 4000],
    ]);
    expect(limits('2025')).toEqual([
      ['K', 7220],
      ['L', 3610],
    ]);
    expect(figuresData['2025'].medigap.highDeductibleG.deductible.value).toBe(2870);
    expect(figuresData['2026'].medigap.highDeductibleG.deductible.value).toBe(2950);
  });

  it('should hold the 2026 Extra Help limits, and only the resource limits for 2025', () => {
    const { incomeIndividual, incomeCouple, resourcesIndividual, resourcesCouple } =
      figuresData['2026'].extraHelp;
    expect(
      [incomeIndividual, incomeCouple, resourcesIndividual, resourcesCouple].map((f) => f.value),
    ).toEqual([23940, 32460, 18090, 36100]);
    expect(figuresData['2025'].extraHelp).not.toHaveProperty('incomeIndividual');
    expect(figuresData['2025'].extraHelp.resourcesCouple.value).toBe(35130);
  });

  describe('a year holds the figures announced so far', () => {
    const partB2026 = figuresData['2026'].partB;
    const irmaa2026 = figuresData['2026'].irmaa;

    it('should accept a year with one figure of one group', () => {
      const figures = { '2028': { checked: '2027-11-15', partB: { deductible: partB2026.deductible } } };
      expect(figuresSchema.safeParse(figures).error?.issues ?? []).toEqual([]);
    });

    it('should require the day a year was checked', () => {
      const issues = figuresSchema
        .safeParse({ '2028': { partB: { deductible: partB2026.deductible } } })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
      expect(issues).toEqual([['2028.checked', 'must be a date written YYYY-MM-DD, e.g. 2026-10-15']]);
    });

    it('should reject an empty year, an empty group and a misspelt group or figure', () => {
      const issues = (figures: unknown) =>
        figuresSchema.safeParse(figures).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
      const checked = '2027-11-15';
      expect(issues({ '2028': { checked } })).toEqual([
        ['2028', 'holds no figure: leave the year out until CMS announces one of its figures'],
      ]);
      expect(issues({ '2028': { checked, partB: {} } })).toEqual([
        ['2028.partB', 'holds no figure: leave the group out until one of its figures is announced'],
      ]);
      expect(issues({ '2028': { checked, partb: partB2026 } })?.[0]?.[0]).toBe('2028');
      expect(
        issues({ '2028': { checked, partB: { standardPremum: partB2026.standardPremium } } })?.[0]?.[0],
      ).toBe('2028.partB');
    });

    it('should reject IRMAA brackets without the Part B standard premium of their year', () => {
      const figures = { '2028': { checked: '2027-11-15', irmaa: { ...irmaa2026, magiYear: 2026 } } };
      expect(figuresSchema.safeParse(figures).error?.issues).toEqual([
        expect.objectContaining({
          path: ['2028', 'irmaa'],
          message:
            'IRMAA brackets come with the Part B standard premium of their year: add partB.standardPremium (tier 0 equals it)',
        }),
      ]);
      const withPremium = {
        '2028': {
          checked: '2027-11-15',
          partB: { standardPremium: partB2026.standardPremium },
          irmaa: { ...irmaa2026, magiYear: 2026 },
        },
      };
      expect(figuresSchema.safeParse(withPremium).success).toBe(true);
    });

    it("should check IRMAA tier 0 against that year's Part B premium, and the MAGI year against the year", () => {
      const otherPremium = {
        '2026': {
          ...figuresData['2026'],
          partB: { ...partB2026, standardPremium: { ...partB2026.standardPremium, value: 206.5 } },
        },
      };
      expect(figuresSchema.safeParse(otherPremium).error?.issues).toEqual([
        expect.objectContaining({
          path: ['2026', 'irmaa', 'brackets', 0, 'partBTotal'],
          message: 'IRMAA tier 0 Part B total must equal the standard Part B premium',
        }),
      ]);
      const wrongMagiYear = { '2026': { ...figuresData['2026'], irmaa: { ...irmaa2026, magiYear: 2025 } } };
      expect(figuresSchema.safeParse(wrongMagiYear).error?.issues).toEqual([
        expect.objectContaining({
          path: ['2026', 'irmaa', 'magiYear'],
          message: 'must be 2024: 2026 premiums are based on the income (MAGI) of two years before',
        }),
      ]);
    });
  });

  it('should reject an amount that is not whole cents and a typo in a year key', () => {
    const badCents = structuredClone(figuresData);
    badCents['2026'].partB.standardPremium.value = 202.905;
    expect(figuresSchema.safeParse(badCents).error?.issues[0]).toMatchObject({
      path: ['2026', 'partB', 'standardPremium', 'value'],
      message: 'must be whole cents',
    });
    expect(figuresSchema.safeParse({ ...figuresData, '2O26': figuresData['2026'] }).success).toBe(false);
  });
});
