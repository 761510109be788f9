import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustBadgeSchema } from './schema';
import { trustBadgesData } from './trust-badges.data';

describe('trust-badges', () => {
  it('should parse every badge', () => {
    for (const badge of trustBadgesData) {
      const result = trustBadgeSchema.safeParse(badge);
      expect(result.success, `${badge.id}: ${result.error && z.prettifyError(result.error)}`).toBe(true);
    }
  });

  it('should hold the four spec badges with unique ids', () => {
    expect(trustBadgesData).toHaveLength(4);
    expect(new Set(trustBadgesData.map((badge) => badge.id)).size).toBe(4);
    const labels = trustBadgesData.map((badge) => badge.label);
    expect(labels[0]).toMatch(/Licensed Advisors/);
    // The states served, said as everywhere else: the service areas' names.
    expect(labels[1]).toBe('Serving {serviceAreaStates}');
    expect(labels[2]).toMatch(/Family-Run/);
    expect(labels[3]).toMatch(/Lifetime.*Guarantee/);
  });

  it('should reject an empty label, naming the field', () => {
    const result = trustBadgeSchema.safeParse({ ...trustBadgesData[0], label: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['label']);
  });
});
