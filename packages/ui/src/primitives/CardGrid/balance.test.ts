import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balance';

describe('balancedColumns', () => {
  it.each([
    [5, 3, 3],
    [4, 3, 2],
    [10, 5, 5],
    [10, 4, 4],
    [10, 3, 2],
    [7, 5, 4],
    [6, 4, 3],
    [2, 3, 2],
    [1, 3, 1],
    [0, 3, 1],
  ])('%i items with %i columns that fit → %i', (count, max, expected) => {
    expect(balancedColumns(count, max)).toBe(expected);
  });
});
