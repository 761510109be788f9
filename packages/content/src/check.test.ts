import { describe, expect, it } from 'vitest';
import { brandData } from './collections/brand/brand.data';
import { faqsData } from './collections/faqs/faqs.data';
import { figuresData } from './collections/figures/figures.data';
import {
  blogQualityWarnings,
  cycleWarnings,
  duplicateFaqWarnings,
  figuresDueWarnings,
  figureWarnings,
  formatWarning,
  officeHoursWarnings,
  readOfficeHours,
} from './check';

describe('content:check', () => {
  it("should report the spec's duplicated FAQ once, naming both entries", () => {
    const warnings = duplicateFaqWarnings(faqsData);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ kind: 'duplicate-faq', where: 'faqs → "cost-of-help-repeat"' });
    expect(warnings[0]!.message).toContain('"cost-of-help"');
  });

  it('should read the three office-hours notations', () => {
    expect(readOfficeHours('Mon-Fri 8:00 AM to 6:00 PM')).toEqual({
      days: '1-5',
      opens: '08:00',
      closes: '18:00',
    });
    expect(readOfficeHours('Mon-Fri 8AM-6PM EST')).toEqual({ days: '1-5', opens: '08:00', closes: '18:00' });
    expect(readOfficeHours('Mo-Fr 09:00-17:00')).toEqual({ days: '1-5', opens: '09:00', closes: '17:00' });
    expect(readOfficeHours('whenever')).toBeNull();
  });

  it('should report the office-hours disagreement, and nothing when the readings agree', () => {
    const warnings = officeHoursWarnings(brandData.officeHours);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('structuredData "Mo-Fr 09:00-17:00" (09:00-17:00)');
    expect(
      officeHoursWarnings({ contact: 'Mon-Fri 9:00 AM to 5:00 PM', schema: 'Mo-Fr 09:00-17:00' }),
    ).toEqual([]);
  });

  it('should say nothing about a season that follows the calendar, and name a pinned AEP that has ended', () => {
    expect(cycleWarnings({}, '2026-12-20')).toEqual([]);
    expect(cycleWarnings({ aepYear: 2025 }, '2025-12-07')).toEqual([]);
    expect(cycleWarnings({ aepYear: 2025 }, '2026-11-22')[0]!.message).toContain(
      'cycle.aepYear is pinned to 2025, whose Annual Enrollment Period ended on 2025-12-07, before the build date 2026-11-22',
    );
    expect(cycleWarnings({ aepYear: 2026 }, '2026-12-20')[0]!.message).toContain('set it to 2027 or later');
  });

  it('should report the figures not announced for the plan year as information, with the year shown instead', () => {
    const for2027 = figureWarnings(figuresData, 2027);
    const pending = for2027.find((warning) => warning.kind === 'figures-pending');
    expect(pending).toMatchObject({ level: 'info', where: 'figures → "2027"' });
    expect(pending?.message).toMatch(
      /^\d+ figures are not in the figures for 2027; the site shows the latest amount it has/,
    );
    expect(pending?.message).toContain(
      'From 2026: partB.standardPremium, partB.deductible, partB.immunosuppressivePremium, partA.deductible',
    );
    expect(pending?.message).toContain(', irmaa');
    expect(pending?.message).not.toContain('partD.outOfPocketCap');
    // 2027 has no Part D base premium or Medicare Advantage limit (only projections were seen): 2026's are shown.
    expect(pending?.message).toContain('partD.baseBeneficiaryPremium, maMoop.inNetwork');
    expect(formatWarning(pending!)).toMatch(/^ℹ \[figures-pending\] figures → "2027": /);
    expect(figureWarnings(figuresData, 2026).some((warning) => warning.kind === 'figures-pending')).toBe(
      false,
    );
  });

  it('should warn from November 15 while the next year’s Part B, Part A or IRMAA amounts are missing', () => {
    expect(figuresDueWarnings(figuresData, '2026-11-14')).toEqual([]);
    const [due] = figuresDueWarnings(figuresData, '2026-11-15');
    expect(due).toMatchObject({ kind: 'figures-due', where: 'figures → "2027"' });
    expect(due?.message).toContain('the 2027 Part B, Part A, IRMAA amounts');
    expect(due?.message).toContain('last checked 2026-11-28');
    expect(due?.message).toContain('src/collections/figures/figures.data.ts');
    expect(figuresDueWarnings(figuresData, '2026-12-31')).toHaveLength(1);
    // Once entered, nothing to say; before mid-November, nothing either.
    const entered = {
      ...figuresData,
      '2027': { ...figuresData['2027'], partB: {}, partA: {}, irmaa: {} },
    };
    expect(figuresDueWarnings(entered, '2026-11-20')).toEqual([]);
    expect(figuresDueWarnings(figuresData, '2027-06-01')).toEqual([]);
    expect(formatWarning(due!)).toMatch(/^⚠ \[figures-due\]/);
  });

  it('should warn about the unverified figures shown for the plan year, whatever their year', () => {
    expect(figureWarnings(figuresData, 2026).map((w) => w.where)).toContain(
      'figures → "2026": maMoop.inNetwork',
    );
    const for2027 = figureWarnings(figuresData, 2027).filter((w) => w.kind === 'figure-unverified');
    const where = for2027.map((w) => w.where);
    // 2026's Medicare Advantage limit and Extra Help are still the ones shown for 2027.
    expect(where).toContain('figures → "2026": maMoop.inNetwork');
    expect(where).toContain('figures → "2026": extraHelp.incomeIndividual');
    expect(where.some((w) => w.startsWith('figures → "2027"'))).toBe(false);
    expect(formatWarning(for2027[0]!)).toMatch(/^⚠ \[figure-unverified\]/);
  });

  it('should report a figure without a source address', () => {
    const warnings = figureWarnings(
      { '2026': { partB: { standardPremium: { value: 202.9, verified: true } } } },
      2026,
    );
    expect(warnings).toEqual([
      {
        kind: 'figure-source',
        where: 'figures → "2026": partB.standardPremium',
        message: 'has no source address.',
      },
    ]);
  });

  it("should turn each check of a post's quality report that does not pass into a warning naming the file", () => {
    const warnings = blogQualityWarnings([
      {
        slug: 'medigap-basics',
        checks: [
          { label: 'Title length', status: 'warn', message: 'Title is 72 characters; aim for 30 to 60.' },
          { label: 'Disclaimer', status: 'pass', message: 'The standard disclaimer is there.' },
          { label: 'Links to our pages', status: 'fail', message: 'This link leads nowhere: "/nope".' },
        ],
      },
      { slug: 'all-good', checks: [{ label: 'Headings', status: 'pass', message: 'Fine.' }] },
    ]);
    expect(warnings).toEqual([
      {
        kind: 'blog-quality',
        where: 'blog → src/collections/blog/posts/medigap-basics.md',
        message: 'Links to our pages (fails): This link leads nowhere: "/nope".',
      },
      {
        kind: 'blog-quality',
        where: 'blog → src/collections/blog/posts/medigap-basics.md',
        message: 'Title length (to look at): Title is 72 characters; aim for 30 to 60.',
      },
    ]);
  });
});
