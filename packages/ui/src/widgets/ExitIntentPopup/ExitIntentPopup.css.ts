import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { sprinkles } from '../../styles/sprinkles.css';

/** The points: one under the other, or side by side where the dialog is wide (they are short). */
export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** A check in a green disc, aligned with the first line of the point. */
export const pointIcon = style([
  sprinkles({ display: 'grid', borderRadius: 'full', color: 'textOnBrand' }),
  {
    flexShrink: 0,
    placeItems: 'center',
    width: `calc(${vars.space.large} * 1.25)`,
    height: `calc(${vars.space.large} * 1.25)`,
    marginBlockStart: vars.space.xxsmall,
    background: vars.color.success,
  },
]);
