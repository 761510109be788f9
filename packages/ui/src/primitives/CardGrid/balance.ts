/** Empty places in the last row of `count` items in `columns` columns. */
function holes(count: number, columns: number): number {
  return (columns - (count % columns)) % columns;
}

/**
 * The columns to show for `count` items when `fit` columns fit: the one of `fit`, one fewer, or the count spread
 * over as few rows as `fit` allows, that leaves the fewest holes in the last row (the widest on a tie). Five items
 * with three that fit → 3 (three and two), four with three → 2 (two and two), ten with three → 2, seven with five → 4.
 */
export function balancedColumns(count: number, fit: number): number {
  const most = Math.max(1, Math.min(fit, count));
  const spread = Math.ceil(count / Math.ceil(count / most));
  const candidates = [most, Math.max(1, most - 1), spread];
  return candidates.reduce((best, columns) => {
    const better = holes(count, columns) - holes(count, best);
    return better < 0 || (better === 0 && columns > best) ? columns : best;
  });
}
