import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';

/** The query container around the list: columns follow the width of the list's own column, not the window's. */
export const container = style({ containerType: 'inline-size' });

/** One mistake a row in a narrow column, two side by side in a wider one. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@container': {
    [`(min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** Icon beside the title; the title wraps next to it. */
export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.accentStrong,
});

export const title = style({ alignSelf: 'center' });
