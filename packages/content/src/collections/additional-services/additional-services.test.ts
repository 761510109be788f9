import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { figureFor, fillFigureTokensFor } from '../../figures';
import { formatMoney } from '../../money';
import { additionalServicesData } from './additional-services.data';
import { additionalServiceSchema } from './schema';

describe('additional-services', () => {
  it('should parse every card', () => {
    for (const card of additionalServicesData) {
      const result = additionalServiceSchema.safeParse(card);
      expect(result.success, `${card.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
  });

  it('should hold the four services with unique ids', () => {
    expect(additionalServicesData.map((card) => card.title)).toEqual([
      'Home Health Care Coverage',
      'Final Expense Life Insurance',
      'Dental, Vision & Hearing Plans',
      'Medicaid & Extra Help Screening',
    ]);
    expect(new Set(additionalServicesData.map((card) => card.id)).size).toBe(4);
  });

  it('should show the Extra Help limits by figure token, with their year and their source', () => {
    const card = additionalServicesData.find((entry) => entry.id === 'medicaid-extra-help');
    const text = [card?.description, ...(card?.benefits ?? [])].join(' ');
    expect(text).toMatch(/Extra Help/);
    expect(text).not.toMatch(/\$\s?\d/);
    expect(card?.source).toEqual({
      label: 'Source: Social Security (ssa.gov/extrahelp)',
      href: 'https://www.ssa.gov/extrahelp',
    });
    for (const planYear of [2026, 2027]) {
      const filled = fillFigureTokensFor(text, planYear);
      const figure = (path: string) => figureFor(path, planYear)!;
      const income = figure('extraHelp.incomeIndividual');
      const resources = figure('extraHelp.resourcesIndividual');
      expect(filled).toContain(
        `Extra Help in ${income.year}: yearly income below ${formatMoney(income.value)} for one person or ` +
          `${formatMoney(figure('extraHelp.incomeCouple').value)} for a couple`,
      );
      expect(filled).toContain(
        `Resources in ${resources.year}: below ${formatMoney(resources.value)} for one person or ` +
          `${formatMoney(figure('extraHelp.resourcesCouple').value)} for a couple`,
      );
    }
  });

  it('should reject a card without benefits, naming the field', () => {
    const result = additionalServiceSchema.safeParse({ ...additionalServicesData[0], benefits: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['benefits']);
  });
});
