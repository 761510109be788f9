import { describe, expect, it } from 'vitest';
import { advisorSchema } from './schema';
import { advisorsData } from './advisors.data';

describe('advisors', () => {
  it('should parse every entry with its schema', () => {
    for (const advisor of advisorsData) {
      expect(advisorSchema.safeParse(advisor).error?.issues ?? [], advisor.id).toEqual([]);
    }
  });

  it('should hold the two blog authors, with unique ids', () => {
    expect(advisorsData.map((advisor) => advisor.id)).toEqual(['sarah-mitchell', 'james-mitchell']);
  });

  it('should name exactly one chat persona', () => {
    expect(advisorsData.filter((advisor) => advisor.chatPersona)).toHaveLength(1);
  });

  it('should use sample example.com addresses, initials from the name and 3-4 sentence bios', () => {
    for (const advisor of advisorsData) {
      expect(advisor.email).toMatch(/@example\.com$/);
      expect(advisor.initials).toBe(
        advisor.name
          .split(' ')
          .map((part) => part[0])
          .join(''),
      );
      const sentences = advisor.bio.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, advisor.id).toBeGreaterThanOrEqual(3);
      expect(sentences.length, advisor.id).toBeLessThanOrEqual(4);
      expect(advisor.bio, advisor.id).not.toMatch(/licen[sc]e (no\.|number|#)/i);
    }
  });

  it('should add up to over 15 years of combined experience', () => {
    const total = advisorsData.reduce((sum, advisor) => sum + advisor.yearsExperience, 0);
    expect(total).toBeGreaterThan(15);
  });

  it('should reject a malformed entry, naming the field path', () => {
    const result = advisorSchema.safeParse({
      ...advisorsData[0],
      licensedStates: ['AL', 'TX'],
      initials: 'sm',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['licensedStates', 1], ['initials']]);
  });
});
