import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { carrierFactsData, carriersData } from './carriers.data';
import { carrierFactsSchema, carrierSchema } from './schema';

/** WCAG 2.x relative luminance of a #rrggbb color. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of a color against white. */
function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe('carriers', () => {
  it('should parse every carrier and the carrier facts', () => {
    for (const carrier of carriersData) {
      const result = carrierSchema.safeParse(carrier);
      expect(result.success, `${carrier.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
    const facts = carrierFactsSchema.safeParse(carrierFactsData);
    expect(facts.success, facts.error && z.prettifyError(facts.error)).toBe(true);
  });

  it('should name nine carriers, then one "many more" entry last', () => {
    const named = carriersData.filter((carrier) => !('isMore' in carrier));
    expect(named).toHaveLength(9);
    expect(carriersData.filter((carrier) => 'isMore' in carrier && carrier.isMore)).toHaveLength(1);
    expect(carriersData.at(-1)).toMatchObject({ isMore: true });
    expect(new Set(carriersData.map((carrier) => carrier.id)).size).toBe(carriersData.length);
  });

  it('should represent 15 carriers, at least as many as are named', () => {
    expect(carrierFactsData.representedCount).toBe(15);
    expect(carrierFactsData.representedCount).toBeGreaterThanOrEqual(9);
  });

  it('should give every carrier color at least 4.5:1 contrast on white', () => {
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1);
    expect(contrastOnWhite('#000000')).toBeCloseTo(21);
    for (const carrier of carriersData) {
      expect(contrastOnWhite(carrier.color), `${carrier.id} ${carrier.color}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('should reject a color that is not #rrggbb, naming the field', () => {
    const result = carrierSchema.safeParse({ ...carriersData[0], color: 'green' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['color']);
  });
});
