// The lead call's small pure parts: the short reference a visitor and the staff read for one request.
import { describe, expect, it } from 'vitest';
import { bestTimes, leadReference, storedBestTimes } from './lead';

describe('leadReference', () => {
  it('reads six characters of the id, in two groups of three', () => {
    expect(leadReference('3f2a9c1e-4b7d-4c1a-9e2f-0a1b2c3d4e5f')).toBe('3F2-A9C');
  });

  it('gives the same reference for the same id, and different ones for ids that differ early', () => {
    const id = 'b9e04c6a-1111-4222-8333-944455556666';
    expect(leadReference(id)).toBe(leadReference(id.toUpperCase()));
    expect(leadReference('b9e04d6a-1111-4222-8333-944455556666')).not.toBe(leadReference(id));
  });

  it('still reads a short or odd id without throwing', () => {
    expect(leadReference('ab')).toBe('AB0-000');
    expect(leadReference('')).toBe('000-000');
  });
});

describe('best times', () => {
  it('offers only times inside office hours, and keeps the retired evening readable', () => {
    expect(bestTimes).not.toContain('evening');
    expect(storedBestTimes).toEqual(expect.arrayContaining([...bestTimes, 'evening']));
  });
});
