import { describe, expect, it } from 'vitest';
import { formatMoney, getIrmaaToolCopy } from '@agency/content';

import { irmaaAnnouncedArgs, irmaaCalculatorTables, irmaaPendingArgs } from './IrmaaCalculator.fixtures';
import {
  boundInWords,
  checkIrmaaAnswers,
  chooseIrmaaYear,
  fromIrmaaSearch,
  parseMagi,
  toIrmaaSearch,
} from './irmaaCalculatorModel';

const irmaaCalculatorCopy = getIrmaaToolCopy();

describe('parseMagi', () => {
  it.each([
    ['250,000', 250000],
    ['$250000', 250000],
    ['$ 250,000.50', 250000.5],
    [' 250000 ', 250000],
    ['0', 0],
    ['-0', 0],
    ['.5', 0.5],
    ['1 000 000', 1000000],
  ])('should read %j as %d', (text, magi) => {
    expect(parseMagi(text)).toEqual({ ok: true, magi });
  });

  it.each([
    ['', 'magiMissing'],
    ['   ', 'magiMissing'],
    ['-5,000', 'magiNegative'],
    ['$-5000', 'magiNegative'],
    ['−5000', 'magiNegative'],
    ['($5,000)', 'magiNegative'],
    ['250k', 'magiNotNumber'],
    ['about 200000', 'magiNotNumber'],
    ['250.001', 'magiNotNumber'],
    ['1e6', 'magiNotNumber'],
    ['$', 'magiNotNumber'],
  ])('should refuse %j (%s)', (text, kind) => {
    expect(parseMagi(text)).toEqual({ ok: false, kind });
  });
});

describe('checkIrmaaAnswers', () => {
  it('should give the input of a result when a status is chosen and the income reads as a number', () => {
    expect(checkIrmaaAnswers({ year: 2026, status: 'joint', magiText: '$250,000' })).toEqual({
      ok: true,
      input: { year: 2026, filingStatus: 'joint', magi: 250000 },
    });
  });

  it('should list one message per field to fix, the filing status first', () => {
    expect(checkIrmaaAnswers({ year: 2025, status: null, magiText: 'about 200k' })).toEqual({
      ok: false,
      errors: [
        { field: 'status', kind: 'statusMissing' },
        { field: 'magi', kind: 'magiNotNumber' },
      ],
    });
    expect(checkIrmaaAnswers({ year: 2025, status: 'individual', magiText: '' })).toEqual({
      ok: false,
      errors: [{ field: 'magi', kind: 'magiMissing' }],
    });
  });
});

describe('share URL', () => {
  it('should write and read the query', () => {
    expect(toIrmaaSearch({ year: 2026, filingStatus: 'joint', magi: 250000 })).toBe(
      'year=2026&status=joint&magi=250000',
    );
    expect(fromIrmaaSearch('?year=2026&status=joint&magi=250000')).toEqual({
      year: 2026,
      filingStatus: 'joint',
      magi: 250000,
    });
    expect(fromIrmaaSearch('year=2025&status=separate&magi=%24120%2C000')).toEqual({
      year: 2025,
      filingStatus: 'separate',
      magi: 120000,
    });
  });

  it.each([
    '',
    '?year=2026&status=single&magi=1',
    '?year=2026&status=joint',
    '?status=joint&magi=1',
    '?year=x&status=joint&magi=1',
    '?year=2026&status=joint&magi=-5',
  ])('should ignore a malformed query %j', (search) => {
    expect(fromIrmaaSearch(search)).toBeNull();
  });
});

describe('boundInWords', () => {
  const words = irmaaCalculatorCopy.result.boundWords;
  it('should write each 2026 range of MEDICARE.md in words', () => {
    const brackets = irmaaCalculatorTables.find((table) => table.year === 2026)!.brackets;
    expect(brackets.map((bracket) => boundInWords(bracket.individual, words, formatMoney))).toEqual([
      'Up to $109,000',
      'Above $109,000, up to $137,000',
      'Above $137,000, up to $171,000',
      'Above $171,000, up to $205,000',
      'Above $205,000 and less than $500,000',
      '$500,000 or more',
    ]);
    expect(
      brackets.flatMap((bracket) =>
        bracket.separate ? [boundInWords(bracket.separate, words, formatMoney)] : [],
      ),
    ).toEqual(['Up to $109,000', 'Above $109,000 and less than $391,000', '$391,000 or more']);
  });

  it('should cover the other ends', () => {
    expect(
      boundInWords({ over: null, inclusiveOver: false, upTo: 5, inclusiveUpTo: false }, words, formatMoney),
    ).toBe('Less than $5');
    expect(
      boundInWords({ over: 5, inclusiveOver: false, upTo: null, inclusiveUpTo: false }, words, formatMoney),
    ).toBe('Above $5');
    expect(
      boundInWords({ over: 5, inclusiveOver: true, upTo: 9, inclusiveUpTo: true }, words, formatMoney),
    ).toBe('$5 or more, up to $9');
    expect(
      boundInWords({ over: 5, inclusiveOver: true, upTo: 9, inclusiveUpTo: false }, words, formatMoney),
    ).toBe('$5 or more and less than $9');
  });

  it('should keep cents only when there are some', () => {
    const bound = { over: 218000, inclusiveOver: false, upTo: 250000.5, inclusiveUpTo: true };
    expect(boundInWords(bound, words, formatMoney)).toBe('Above $218,000, up to $250,000.50');
  });
});

describe('chooseIrmaaYear', () => {
  const [table2025, table2026] = irmaaCalculatorTables;
  const table2027 = irmaaAnnouncedArgs.tables[1];

  it('should compute the plan year once its table is there', () => {
    expect(chooseIrmaaYear(irmaaAnnouncedArgs.tables, 2027)).toEqual({
      year: 2027,
      magiYear: 2025,
      pending: false,
    });
    expect(chooseIrmaaYear(irmaaCalculatorTables, 2026)).toEqual({
      year: 2026,
      magiYear: 2024,
      pending: false,
    });
  });

  it('should compute the latest year before a plan year without a table, and say it is pending', () => {
    expect(chooseIrmaaYear(irmaaPendingArgs.tables, 2027)).toEqual({
      year: 2026,
      magiYear: 2024,
      pending: true,
    });
    expect(chooseIrmaaYear([table2025!, table2026!, table2027!], 2026)).toMatchObject({
      year: 2026,
      pending: false,
    });
    expect(chooseIrmaaYear([table2025!, table2026!], 2030)).toMatchObject({ year: 2026, pending: true });
  });

  it('should take a default year that has a table, and the last table without a plan year', () => {
    expect(chooseIrmaaYear(irmaaPendingArgs.tables, 2027, 2025)).toEqual({
      year: 2025,
      magiYear: 2023,
      pending: true,
    });
    expect(chooseIrmaaYear(irmaaCalculatorTables, 2026, 1999)).toMatchObject({ year: 2026 });
    expect(chooseIrmaaYear(irmaaCalculatorTables)).toEqual({ year: 2026, magiYear: 2024, pending: false });
    expect(() => chooseIrmaaYear([])).toThrow(RangeError);
  });
});
