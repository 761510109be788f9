import { describe, expect, it } from 'vitest';
import { deadlineSchema } from './schema';
import { deadlinesData } from './deadlines.data';

describe('deadlines', () => {
  it('should parse every entry with its schema', () => {
    for (const deadline of deadlinesData) {
      expect(deadlineSchema.safeParse(deadline).error?.issues ?? [], deadline.id).toEqual([]);
    }
  });

  it('should hold the four periods of spec §9 in order, with their dates', () => {
    expect(deadlinesData.map(({ period, dates }) => ({ period, dates }))).toEqual([
      { period: 'Annual Enrollment Period', dates: 'October 15 - December 7, {aepYear}' },
      { period: 'Medicare Advantage Open Enrollment', dates: 'January 1 - March 31, {maOepYear}' },
      { period: 'Initial Enrollment Period', dates: '7 months around your 65th birthday' },
      { period: 'Special Enrollment Period', dates: 'Varies by life event' },
    ]);
    expect(new Set(deadlinesData.map((deadline) => deadline.id)).size).toBe(4);
  });

  it('should tag the AEP high and the other three medium', () => {
    expect(deadlinesData.map((deadline) => deadline.priority)).toEqual([
      'high',
      'medium',
      'medium',
      'medium',
    ]);
  });

  it('should list 2 to 4 groups who can enroll on every card', () => {
    for (const deadline of deadlinesData) {
      expect(deadline.whoCanEnroll.length, deadline.id).toBeGreaterThanOrEqual(2);
      expect(deadline.whoCanEnroll.length, deadline.id).toBeLessThanOrEqual(4);
    }
  });

  it('should name the 5-star special enrollment dates and the AEP start of coverage', () => {
    const byId = (id: string) => deadlinesData.find((deadline) => deadline.id === id);
    expect(byId('special-enrollment-period')?.description).toMatch(/December 8 and November 30/);
    expect(byId('annual-enrollment-period')?.description).toMatch(/January 1, \{planYear\}/);
  });

  it('should reject a malformed entry, naming the field', () => {
    const result = deadlineSchema.safeParse({
      ...deadlinesData[0],
      priority: 'low',
      whoCanEnroll: ['Everyone'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['priority'], ['whoCanEnroll']]);
  });
});
