import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

/** `beside`: box and label side by side. `wrap`: the label's text flows round the box and under it. */
export const root = recipe(
  {
    variants: {
      layout: {
        beside: { display: 'flex', alignItems: 'flex-start', gap: vars.space.small },
        wrap: { display: 'flow-root' },
      },
    },
  },
  'checkbox',
);

/** Holds the box and the tick drawn over it. */
export const control = recipe(
  {
    base: {
      flexShrink: 0,
      display: 'grid',
      placeItems: 'center',
      // The visible box is 32px; the label beside it is part of the target, so the click area is well over 44px.
      width: '32px',
      height: '32px',
      marginBlockStart: '2px',
    },
    variants: {
      layout: {
        beside: {},
        wrap: { float: 'left', marginInlineEnd: vars.space.small, marginBlockEnd: vars.space.xxsmall },
      },
    },
  },
  'checkboxControl',
);

export const box = style({
  appearance: 'none',
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  margin: 0,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:checked': { background: vars.color.brand } },
  '@media': {
    // Forced colours (Windows High Contrast) drop backgrounds: keep the native look there, so the state still shows.
    '(forced-colors: active)': { appearance: 'auto' },
  },
});

/** The tick, shown over a ticked box; clicks go through it to the box. */
export const indicator = style({
  gridArea: '1 / 1',
  color: vars.color.textOnBrand,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: { [`${box}:checked + &`]: { visibility: 'visible' } },
  '@media': { '(forced-colors: active)': { display: 'none' } },
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: vars.size.touchTarget,
});

export const description = style({
  marginBlockStart: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** A long text flowing round its box (a consent): a little tighter, still 1.5, so it takes fewer lines. */
export const labelWrap = style({ lineHeight: 1.5 });
