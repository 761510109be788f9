import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coverageData } from './coverage.data';
import { coverageCardSchema } from './schema';

describe('coverage', () => {
  it('should parse every card', () => {
    for (const card of coverageData) {
      const result = coverageCardSchema.safeParse(card);
      expect(result.success, `${card.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
  });

  it('should hold the five spec coverage topics with unique ids', () => {
    expect(coverageData.map((card) => card.title)).toEqual([
      'Medicare Advantage (Part C)',
      'Medicare Supplement (Medigap)',
      'Part D Prescription Drug Plans',
      'Hospital Indemnity',
      'Cancer, Heart Attack & Stroke Plans',
    ]);
    expect(new Set(coverageData.map((card) => card.id)).size).toBe(5);
  });

  it('should link only to coverage routes of the route table', () => {
    const hrefs = coverageData.flatMap((card) => ('href' in card ? [card.href] : []));
    expect(hrefs).toEqual(['/medicare-advantage', '/medicare-supplement', '/part-d']);
  });

  it('should never call a plan free', () => {
    const text = coverageData.flatMap((card) => [card.title, card.description, ...card.features]).join(' ');
    expect(text).not.toMatch(/\bfree\b/i);
  });

  it('should reject a card with two features, naming the field', () => {
    const result = coverageCardSchema.safeParse({ ...coverageData[0], features: ['One', 'Two'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['features']);
  });
});
