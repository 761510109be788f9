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

  it('should state the Illinois birthday rule and no rule elsewhere', () => {
    const illinois = serviceAreasData.find((area) => area.id === 'illinois');
    expect(illinois?.medigapBirthdayRule).toMatch(/2022/);
    expect(illinois?.medigapBirthdayRule).toMatch(/65 to 75/);
    expect(illinois?.medigapBirthdayRule).toMatch(/45 days/);
    expect(illinois?.medigapBirthdayRule).toMatch(/equal or lesser benefits/);
    expect(illinois?.medigapBirthdayRule).toMatch(/same insurer or an affiliate/);
    for (const area of serviceAreasData.filter((entry) => entry.primary)) {
      expect(area.medigapBirthdayRule).toMatch(/^We know of no Medigap birthday rule/);
      expect(area.medigapBirthdayRule).toMatch(/federal guaranteed-issue rights/);
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
