import { describe, expect, it } from 'vitest';
import { serviceAreaSchema } from './schema';
import { serviceAreasData } from './service-areas.data';

describe('service areas', () => {
  it('should parse every entry with its schema', () => {
    for (const area of serviceAreasData) {
      expect(serviceAreaSchema.safeParse(area).error?.issues ?? []).toEqual([]);
    }
  });

  it('should list exactly the five route slugs of the spec, in order', () => {
    expect(serviceAreasData.map((area) => area.slug)).toEqual([
      'alabama',
      'georgia',
      'florida',
      'tennessee',
      'illinois',
    ]);
    expect(serviceAreasData.map((area) => area.code)).toEqual(['AL', 'GA', 'FL', 'TN', 'IL']);
  });

  it('should mark AL, GA, FL and TN as primary and Illinois as not', () => {
    expect(serviceAreasData.filter((area) => area.primary).map((area) => area.code)).toEqual([
      'AL',
      'GA',
      'FL',
      'TN',
    ]);
  });

  it('should give each state a 2-3 sentence description', () => {
    for (const area of serviceAreasData) {
      const sentences = area.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length, area.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, area.id).toBeLessThanOrEqual(3);
    }
  });

  it('should give every state its Medigap rules with a source and the day they were checked', () => {
    for (const area of serviceAreasData) {
      expect(area.medigapRules.sources.length, area.id).toBeGreaterThan(0);
      expect(area.medigapRules.checked, area.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // A birthday rule in force says since when and what it allows.
    for (const area of serviceAreasData) {
      const rule = area.medigapRules.birthdayRule;
      if (rule.status === 'in-force') {
        expect(rule.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(rule.summary).toMatch(/no health questions/);
      }
    }
  });

  it('should reject an entry whose id differs from its slug, naming the field', () => {
    const result = serviceAreaSchema.safeParse({ ...serviceAreasData[0], id: 'al' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
    expect(result.error?.issues[0]?.message).toBe('must equal slug');
  });

  it('should reject an unknown state code, naming the field', () => {
    const result = serviceAreaSchema.safeParse({ ...serviceAreasData[0], code: 'TX' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['code']]);
  });
});
