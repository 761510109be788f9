import { style } from '@vanilla-extract/css';
import { tilesConditions } from '../../primitives/Tiles/Tiles.css';
import { touchDisc } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

// Laid out by the width of its own column (the Tiles' container query, its `wide` width), not the window's, so it
// also fits narrow slots.
const wide = `(min-width: ${tilesConditions.wide}px)`;

const marker = vars.size.touchTarget;
const rail = vars.space.xxsmall;

/** One step: the numbered marker, then the text beside it (below it on wide screens), joined by a rail. */
export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingInlineStart: `calc(${marker} + ${vars.space.medium})`,
  selectors: {
    // The rail from this marker to the next one.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc((${marker} - ${rail}) / 2)`,
      top: marker,
      bottom: `calc(-1 * ${vars.space.xlarge})`,
      width: rail,
      background: vars.color.border,
    },
  },
  '@container': {
    [wide]: {
      paddingInlineStart: 0,
      paddingBlockStart: `calc(${marker} + ${vars.space.medium})`,
      selectors: {
        '&:not(:last-child)::after': {
          insetInlineStart: marker,
          insetInlineEnd: `calc(-1 * ${vars.space.large})`,
          top: `calc((${marker} - ${rail}) / 2)`,
          bottom: 'auto',
          width: 'auto',
          height: rail,
        },
      },
    },
  },
});

/** The step's number in a navy disc, the size of a touch target (`marker`). */
export const stepNumber = style([
  touchDisc,
  {
    position: 'absolute',
    insetInlineStart: 0,
    top: 0,
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const title = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** The date, above the step title in the same heading. */
export const date = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
});
