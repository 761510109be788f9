import { describe, expect, it } from 'vitest';
import { figuresData } from './collections/figures/figures.data';
import { figuresSchema } from './collections/figures/schema';
import { figureWordsData } from './collections/figures/words.data';
import {
  figureFor,
  figureIn,
  figurePaths,
  figureTokenProblem,
  figureTokensIn,
  figureYearFor,
  figureYears,
  fillFigureTokensDeepFor,
  fillFigureTokensFor,
  figuresCheckedFor,
  figuresNoteFor,
  markEarlierYearFigures,
  pendingWords,
} from './figures';
import { fillFigureTokens, getIrmaaTables, getIrmaaYear, getMedigapPlans } from './index';
import { collections } from './registry';
import { formatIssue, validateCollection } from './validate';

const registry = (name: string) => collections.find((collection) => collection.name === name)!;

describe('figureFor: the figure of a plan year', () => {
  it('should give plan year 2027 its Part D figures from 2027, and 2026’s for what 2027 does not have', () => {
    expect(figureFor('partD.outOfPocketCap', 2027)).toMatchObject({
      value: 2400,
      year: 2027,
      planYear: 2027,
      pending: false,
      verified: true,
      source: { id: 'S9d' },
    });
    expect(figureFor('partD.maxDeductible', 2027)).toMatchObject({ value: 700, year: 2027, pending: false });
    // Never a projection: 2027's base premium is not in the figures, so 2026's is shown, marked pending.
    expect(figureFor('partD.baseBeneficiaryPremium', 2027)).toMatchObject({
      value: 38.99,
      year: 2026,
      pending: true,
    });
    expect(figureFor('maMoop.inNetwork', 2027)).toMatchObject({ value: 9250, year: 2026, pending: true });
  });

  it('should give plan year 2027 the 2026 Part B, Part A and Extra Help figures, marked pending', () => {
    expect(figureFor('partB.standardPremium', 2027)).toMatchObject({
      value: 202.9,
      year: 2026,
      planYear: 2027,
      pending: true,
      source: { id: 'S2' },
    });
    expect(figureFor('partB.deductible', 2027)).toMatchObject({ value: 283, year: 2026, pending: true });
    expect(figureFor('partA.deductible', 2027)).toMatchObject({ value: 1736, year: 2026, pending: true });
    expect(figureFor('extraHelp.incomeIndividual', 2027)).toMatchObject({ value: 23940, year: 2026 });
  });

  it('should give plan year 2026 its own figures, none pending', () => {
    expect(figureFor('partB.standardPremium', 2026)).toMatchObject({
      value: 202.9,
      year: 2026,
      pending: false,
    });
    expect(figureFor('partD.outOfPocketCap', 2026)).toMatchObject({
      value: 2100,
      year: 2026,
      pending: false,
    });
    expect(figureFor('maMoop.inNetwork', 2026)).toMatchObject({ value: 9250, year: 2026, verified: false });
    expect(figureFor('irmaa.brackets.1.partBTotal', 2026)).toMatchObject({ value: 284.1, year: 2026 });
  });

  it('should never give a later year, nor a figure no year up to the plan year has', () => {
    expect(figureFor('partD.outOfPocketCap', 2025)).toMatchObject({ value: 2000, year: 2025 });
    expect(figureFor('maMoop.combined', 2026)).toBeUndefined();
    expect(figureFor('partB.standardPremium', 2024)).toBeUndefined();
    expect(figureFor('partB.standardPremum', 2027)).toBeUndefined();
    // Extra Help income limits are on file from 2026 only.
    expect(figureFor('extraHelp.incomeIndividual', 2025)).toBeUndefined();
  });

  it('should resolve IRMAA as one table, with the plain numbers taking the table’s source', () => {
    const figures = {
      ...figuresData,
      '2027': { ...figuresData['2027'], irmaa: { ...figuresData['2026'].irmaa, magiYear: 2025 } },
    };
    expect(figureYearFor('irmaa.brackets.2.partBTotal', 2027)).toBe(2026);
    expect(figureFor('irmaa.magiYear', 2027)).toMatchObject({ value: 2024, year: 2026, pending: true });
    expect(figureFor('irmaa.brackets.1.individual.over', 2027)).toMatchObject({
      value: 109000,
      source: figuresData['2026'].irmaa.source,
      verified: true,
    });
    expect(figureFor('irmaa.brackets.4.separate.upTo', 2027)).toMatchObject({
      value: 391000,
      source: figuresData['2026'].irmaa.separateFiling.source,
      verified: false,
    });
    // The open lower end of tier 0 is no figure.
    expect(figureFor('irmaa.brackets.0.individual.over', 2027)).toBeUndefined();
    // A whole table for 2027 wins over the 2026 one (a stand-in: no 2027 table is published).
    expect(figureFor('irmaa.magiYear', 2027, figures)).toMatchObject({
      value: 2025,
      year: 2027,
      pending: false,
    });
  });

  it('should name Medigap plans by index or by letter', () => {
    expect(figureFor('medigap.plans.6.outOfPocketLimit', 2027)).toMatchObject({ value: 8000, year: 2026 });
    expect(figureFor('medigap.plans.K.outOfPocketLimit', 2027)).toMatchObject({ value: 8000, year: 2026 });
    expect(figureFor('medigap.plans.G.outOfPocketLimit', 2027)).toBeUndefined();
  });

  it('should list the years oldest first and the paths of every year', () => {
    expect(figureYears()).toEqual([2025, 2026, 2027]);
    expect(figureIn('partB.standardPremium', 2025)).toMatchObject({ value: 185, year: 2025 });
    expect(figureIn('partB.standardPremium', 2027)).toBeUndefined();
    const paths = figurePaths();
    for (const path of [
      'partB.standardPremium',
      'maMoop.inNetwork',
      'irmaa.brackets.5.partDAddOn',
      'irmaa.magiYear',
    ])
      expect(paths).toContain(path);
    expect(paths).toContain('medigap.plans.K.outOfPocketLimit');
  });
});

describe('figure tokens', () => {
  const fill = (text: string, planYear: number) => fillFigureTokensFor(text, planYear);

  it('should fill {path} with the money of the figure for the plan year', () => {
    expect(fill('{partB.standardPremium}', 2027)).toBe('$202.90');
    expect(fill('{partB.deductible}', 2027)).toBe('$283');
    expect(fill('{partA.deductible}', 2026)).toBe('$1,736');
    expect(fill('{partD.baseBeneficiaryPremium}', 2027)).toBe('$38.99');
    expect(fill('{partB.standardPremium}', 2025)).toBe('$185');
    expect(fill('{irmaa.brackets.0.individual.upTo}', 2027)).toBe('$109,000');
    expect(fill('{irmaa.brackets.2.partBTotal}', 2027)).toBe('$405.80');
    expect(fill('{irmaa.brackets.1.individual.over}', 2027)).toBe('$109,000');
    expect(fill('{irmaa.brackets.4.separate.upTo}', 2027)).toBe('$391,000');
    expect(fill('{medigap.highDeductibleG.deductible}', 2027)).toBe('$2,950');
    expect(fill('{extraHelp.incomeIndividual}', 2027)).toBe('$23,940');
    expect(fill('{maMoop.inNetwork}', 2027)).toBe('$9,250');
  });

  it('should write a path ending in "Year" as a year, not money', () => {
    expect(fill('{irmaa.magiYear}', 2027)).toBe('2024');
    expect(fill('{irmaa.magiYear}', 2025)).toBe('2023');
  });

  it('should fill {path:year} with the year of the value shown', () => {
    expect(fill('{partB.standardPremium:year}', 2027)).toBe('2026');
    expect(fill('{partD.outOfPocketCap:year}', 2027)).toBe('2027');
    expect(fill('{irmaa.brackets.3.partDAddOn:year}', 2027)).toBe('2026');
    expect(fill('{partB.standardPremium:year}', 2026)).toBe('2026');
  });

  it('should fill {path:pending} with the content’s sentence while the plan year’s amount is not announced', () => {
    expect(figureWordsData.pending).toBe(
      'The {planYear} amount is not in our figures yet (checked {checked}).',
    );
    expect(fill('{partB.standardPremium:pending}', 2027)).toBe(
      'The 2027 amount is not in our figures yet (checked November 28, 2026).',
    );
    expect(fill('{partD.outOfPocketCap:pending}', 2027)).toBe('');
    expect(fill('{partB.standardPremium:pending}', 2026)).toBe('');
    expect(fill('{irmaa.magiYear:pending}', 2027)).toBe(
      'The 2027 amount is not in our figures yet (checked November 28, 2026).',
    );
    const words = { ...figureWordsData, pending: 'Nog niet bekend voor {planYear}.' };
    expect(fillFigureTokensFor('{partB.deductible:pending}', 2027, figuresData, words)).toBe(
      'Nog niet bekend voor 2027.',
    );
  });

  it('should fill {path:pendingMany} for a group of figures (limits, a table)', () => {
    expect(fill('{extraHelp.incomeIndividual:pendingMany}', 2027)).toBe(
      'The 2027 amounts are not in our figures yet (checked November 28, 2026).',
    );
    expect(fill('{extraHelp.incomeIndividual:pendingMany}', 2026)).toBe('');
  });

  it('should leave no double space where an announced figure has no pending sentence', () => {
    expect(fill('It is {partD.outOfPocketCap}. {partD.outOfPocketCap:pending} Plans differ.', 2027)).toBe(
      'It is $2,400. Plans differ.',
    );
    expect(fill('It is {partD.outOfPocketCap}. {partD.outOfPocketCap:pending}', 2027)).toBe('It is $2,400.');
    expect(fill('It is {partB.deductible}. {partB.deductible:pending} Plans differ.', 2027)).toBe(
      'It is $283. The 2027 amount is not in our figures yet (checked November 28, 2026). Plans differ.',
    );
  });

  it('should fill {path:prior} and {path:priorYear} with the figure the year before the year shown', () => {
    expect(fill('up from {partB.standardPremium:prior} in {partB.standardPremium:priorYear}', 2027)).toBe(
      'up from $185 in 2025',
    );
    expect(fill('{partD.outOfPocketCap:prior} in {partD.outOfPocketCap:priorYear}', 2027)).toBe(
      '$2,100 in 2026',
    );
    expect(fill('{irmaa.brackets.1.partBTotal:prior} ({irmaa.brackets.1.partBTotal:priorYear})', 2026)).toBe(
      '$259 (2025)',
    );
  });

  it('should fill a sentence, and leave a token that gives nothing as written', () => {
    expect(
      fill(
        'The standard Part B premium is {partB.standardPremium} a month in {partB.standardPremium:year}, up from ' +
          '{partB.standardPremium:prior} in {partB.standardPremium:priorYear}. {partB.standardPremium:pending}',
        2027,
      ),
    ).toBe(
      'The standard Part B premium is $202.90 a month in 2026, up from $185 in 2025. The 2027 amount is not in our ' +
        'figures yet (checked November 28, 2026).',
    );
    expect(fill('{partB.standardPremum} {maMoop.combined:prior} {planYear}', 2027)).toBe(
      '{partB.standardPremum} {maMoop.combined:prior} {planYear}',
    );
  });

  it('should fill every string of a value, and the index entry for the season’s plan year', () => {
    expect(fillFigureTokensDeepFor({ a: ['{partD.maxDeductible}'], n: 3 }, 2027)).toEqual({
      a: ['$700'],
      n: 3,
    });
    expect(fillFigureTokens('{partD.maxDeductible} in {partD.maxDeductible:year}', 2026)).toBe(
      '$615 in 2026',
    );
  });

  it('should find the tokens of a text with their form', () => {
    expect(
      figureTokensIn('{phone} {partB.deductible} {irmaa.brackets.2.partBTotal:prior} {a.b:yaer}'),
    ).toEqual([
      { token: '{partB.deductible}', path: 'partB.deductible', form: 'value' },
      { token: '{irmaa.brackets.2.partBTotal:prior}', path: 'irmaa.brackets.2.partBTotal', form: 'prior' },
      { token: '{a.b:yaer}', path: 'a.b', form: 'yaer' },
    ]);
  });

  it('should give the pending sentences with their years, and none for the plan year itself', () => {
    expect(pendingWords(2027, 2026)).toEqual({
      pending: 'The 2027 amount is not in our figures yet (checked November 28, 2026).',
      pendingMany: 'The 2027 amounts are not in our figures yet (checked November 28, 2026).',
      pendingShown:
        'These are the 2026 amounts. The 2027 amounts are not in our figures yet (checked November 28, 2026).',
    });
    expect(pendingWords(2027, 2027)).toEqual({ pending: '', pendingMany: '', pendingShown: '' });
  });

  it('should date the pending sentences by the plan year’s check, or the newest year’s when it has none', () => {
    expect(figuresCheckedFor(2027)).toBe('2026-11-28');
    expect(figuresCheckedFor(2026)).toBe('2026-11-21');
    // No 2028 figures yet: the last time anyone looked is the newest year's check.
    expect(figuresCheckedFor(2028)).toBe('2026-11-28');
    expect(pendingWords(2028, 2026).pending).toBe(
      'The 2028 amount is not in our figures yet (checked November 28, 2026).',
    );
  });
});

describe('the figures note of a page', () => {
  it('should come with a page that shows an earlier year’s amount, with the day checked and the link', () => {
    const text = fillFigureTokensFor(
      'Part B is {partB.standardPremium}. {partB.standardPremium:pending}',
      2027,
    );
    expect(figuresNoteFor([text], 2027)).toEqual({
      text: expect.stringContaining('We last checked for new amounts on November 28, 2026.'),
      linkLabel: figureWordsData.note.linkLabel,
      href: 'https://www.cms.gov/newsroom',
    });
    expect(figuresNoteFor([text], 2027)?.text).toMatch(/^Where a 2027 amount is not in our figures yet/);
  });

  it('should come with data that shows an earlier year’s amount, even where no sentence says so', () => {
    // The comparison names the 2026 limit by its year, with no pending sentence: the note is what says 2027's is missing.
    const source = { rows: [{ text: 'At most {maMoop.inNetwork} in {maMoop.inNetwork:year}.' }] };
    const filled = fillFigureTokensDeepFor(source, 2027);
    expect(figuresNoteFor(filled, 2027)).toBeUndefined();
    expect(markEarlierYearFigures(source, filled, 2027)).toBe(true);
    expect(figuresNoteFor(filled.rows[0], 2027)).toBeDefined();
    expect(figuresNoteFor({ page: filled }, 2027)).toBeDefined();
    // A text with its tokens still in it tells by itself; an amount of its own year does not.
    expect(
      figuresNoteFor(['{partD.baseBeneficiaryPremium} in {partD.baseBeneficiaryPremium:year}'], 2027),
    ).toBeDefined();
    expect(figuresNoteFor(['{partD.outOfPocketCap} in {partD.outOfPocketCap:year}'], 2027)).toBeUndefined();
  });

  it('should not come with a page whose amounts are all of its year', () => {
    const text = fillFigureTokensFor(
      'The cap is {partD.outOfPocketCap}. {partD.outOfPocketCap:pending}',
      2027,
    );
    expect(figuresNoteFor([text, 'Nothing else.'], 2027)).toBeUndefined();
    expect(
      figuresNoteFor([fillFigureTokensFor('{partB.standardPremium:pending}', 2026)], 2026),
    ).toBeUndefined();
  });
});

describe('figure tokens in validation', () => {
  it('should accept every form of a known figure', () => {
    for (const form of ['value', 'year', 'pending', 'prior', 'priorYear'])
      expect(figureTokenProblem('partB.standardPremium', form, 2027)).toBeNull();
    expect(figureTokenProblem('medigap.plans.6.outOfPocketLimit', 'value', 2027)).toBeNull();
  });

  it('should reject a misspelt path, naming what its known part holds', () => {
    expect(figureTokenProblem('partB.standardPremum', 'value', 2027)).toBe(
      'unknown figure {partB.standardPremum}: no year of the figures has it; partB has deductible, immunosuppressivePremium, standardPremium',
    );
    expect(figureTokenProblem('partb.deductible', 'value', 2027)).toMatch(
      /^unknown figure \{partb\.deductible\}: no year of the figures has it; the groups are .*partB/,
    );
    expect(figureTokenProblem('irmaa.brackets.9.partBTotal', 'value', 2027)).toMatch(
      /^unknown figure .*; irmaa\.brackets has 0, 1, 2, 3, 4, 5/,
    );
  });

  it('should reject an unknown form, and a figure the plan year cannot show', () => {
    expect(figureTokenProblem('partB.deductible', 'yaer', 2027)).toBe(
      'unknown form ":yaer" in {partB.deductible:yaer}; the forms are {partB.deductible} {partB.deductible:year} ' +
        '{partB.deductible:pending} {partB.deductible:pendingMany} {partB.deductible:prior} {partB.deductible:priorYear}',
    );
    const newIn2027 = {
      '2026': { checked: '2026-11-21', partD: { maxDeductible: { value: 615, verified: true } } },
      '2027': { checked: '2026-11-28', maMoop: { combined: { value: 1, verified: true } } },
    };
    expect(figureTokenProblem('maMoop.combined', 'prior', 2027, newIn2027)).toBe(
      '{maMoop.combined:prior}: there is no 2026 value of maMoop.combined, the year before the 2027 value shown for 2027',
    );
    expect(figureTokenProblem('maMoop.combined', 'value', 2026, newIn2027)).toBe(
      '{maMoop.combined} has no value for 2026 or an earlier year (years with it: 2027)',
    );
    // Tier 0 has no lower end in any year.
    expect(figureTokenProblem('irmaa.brackets.0.joint.over', 'value', 2027)).toMatch(
      /^unknown figure \{irmaa\.brackets\.0\.joint\.over\}: no year of the figures has it; irmaa\.brackets\.0\.joint has upTo/,
    );
    // A path one table has and the table shown lacks: the year of the whole table decides.
    const table2026 = figuresData['2026'].irmaa;
    const figures = {
      ...figuresData,
      '2027': {
        ...figuresData['2027'],
        irmaa: {
          ...table2026,
          brackets: table2026.brackets.map((b) => (b.tier === 4 ? { ...b, separate: null } : b)),
        },
      },
    };
    expect(figureTokenProblem('irmaa.brackets.4.separate.upTo', 'value', 2027, figures)).toBe(
      '{irmaa.brackets.4.separate.upTo} is empty in the 2027 IRMAA table, the one shown for 2027',
    );
  });

  it('should fail validation of any collection naming the file, the entry and the field', () => {
    const issues = validateCollection({
      kind: 'list',
      name: 'faqs',
      file: 'src/collections/faqs/faqs.data.ts',
      schema: registry('faqs').schema,
      idField: 'id',
      data: [
        {
          id: 'part-b-cost',
          topic: 'costs',
          question: 'How much is Part B?',
          answer:
            'The standard Part B premium is {partB.standardPremum} a month in {partB.standardPremium:year}.',
        },
      ],
    });
    expect(issues.map(formatIssue)).toContainEqual(
      'faqs (src/collections/faqs/faqs.data.ts) → "part-b-cost": answer: unknown figure {partB.standardPremum}: ' +
        'no year of the figures has it; partB has deductible, immunosuppressivePremium, standardPremium',
    );
  });

  it('should name the year of a malformed figure as its entry', () => {
    const figures = structuredClone(figuresData) as Record<string, unknown>;
    (figures['2027'] as { partD: { maxDeductible: { value: number } } }).partD.maxDeductible.value = 700.001;
    const issues = validateCollection({ ...registry('figures'), kind: 'single', data: figures, keyed: true });
    expect(issues.map(formatIssue)).toEqual([
      'figures (src/collections/figures/figures.data.ts) → "2027": partD.maxDeductible.value: must be whole cents',
    ]);
    expect(figuresSchema.safeParse(figures).success).toBe(false);
  });
});

describe('IRMAA tables for a plan year', () => {
  it('should compute 2026 (2024 income) for plan year 2027 until the 2027 brackets are published', () => {
    expect(getIrmaaYear(2027)).toEqual({
      planYear: 2027,
      year: 2026,
      magiYear: 2024,
      pending: true,
      years: [2025, 2026],
    });
    expect(getIrmaaTables(2027).map((table) => [table.year, table.magiYear])).toEqual([
      [2025, 2023],
      [2026, 2024],
    ]);
    expect(getIrmaaYear(2026)).toMatchObject({ year: 2026, pending: false });
  });
});

describe('Medigap plans for a plan year', () => {
  it('should give the 2026 chart for plan year 2027, pending, and each year its own', () => {
    expect(getMedigapPlans(2027)).toMatchObject({ year: 2026, pending: true });
    expect(getMedigapPlans(2027).plans.find((plan) => plan.plan === 'K')?.outOfPocketLimit?.value).toBe(8000);
    expect(getMedigapPlans(2025)).toMatchObject({ year: 2025, pending: false });
    expect(() => getMedigapPlans(2024)).toThrow(RangeError);
  });
});
