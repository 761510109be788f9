import { style, styleVariants } from '@vanilla-extract/css';
import { listReset } from '../../styles/recipes.css';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';

/**
 * The widths of its own column at which the tiles add columns (container queries, so the grid fits a narrow slot
 * as it fits the page): tablet, wide (three quarters of a desktop window) and desktop (the content column of a
 * desktop window, 1024px less the gutters).
 */
export const tilesConditions = {
  tablet: breakpoints.tablet,
  wide: breakpoints.desktop * 0.75,
  desktop: breakpoints.desktop - 64,
} as const;
type Condition = keyof typeof tilesConditions;

const query = (condition: Condition) => `(min-width: ${tilesConditions[condition]}px)`;
const repeat = (count: number) => (count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`);
const counts = { 1: 1, 2: 2, 3: 3, 4: 4 } as const;

/** The query container around the grid: columns follow the width of the grid's own column, not the window's. */
export const container = style({ containerType: 'inline-size' });

/** One column until a condition below adds more. */
export const grid = style([listReset, { display: 'grid', gridTemplateColumns: repeat(1) }]);

export const space = styleVariants({ large: vars.space.large, xlarge: vars.space.xlarge }, (gap) => ({
  gap,
}));

// Written narrowest first, so a wider container's rule comes later and wins.
export const columns = {
  tablet: styleVariants(counts, (count) => ({
    '@container': { [query('tablet')]: { gridTemplateColumns: repeat(count) } },
  })),
  wide: styleVariants(counts, (count) => ({
    '@container': { [query('wide')]: { gridTemplateColumns: repeat(count) } },
  })),
  desktop: styleVariants(counts, (count) => ({
    '@container': { [query('desktop')]: { gridTemplateColumns: repeat(count) } },
  })),
};

/** The space between tiles from the wide condition up, when it differs from the narrow one. */
export const spaceWide = styleVariants({ large: vars.space.large, xlarge: vars.space.xlarge }, (gap) => ({
  '@container': { [query('wide')]: { gap } },
}));
