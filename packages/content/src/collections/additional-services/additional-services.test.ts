import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

  it('should describe Extra Help without figures', () => {
    const card = additionalServicesData.find((entry) => entry.id === 'medicaid-extra-help');
    const text = [card?.description, ...(card?.benefits ?? [])].join(' ');
    expect(text).toMatch(/Extra Help/);
    expect(text).not.toMatch(/\d/);
  });

  it('should reject a card without benefits, naming the field', () => {
    const result = additionalServiceSchema.safeParse({ ...additionalServicesData[0], benefits: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['benefits']);
  });
});
