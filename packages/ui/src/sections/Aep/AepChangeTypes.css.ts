import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';

/** The query container around the list: columns follow the width of the list's own column, not the window's. */
export const container = style({ containerType: 'inline-size' });

/** One card a row in a narrow column, two in a medium one, three in a wide one. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@container': {
    [`(min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // The content column of a desktop window (1024px less the gutters).
    [`(min-width: ${breakpoints.desktop - 64}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** "Health questions may apply": dark text on the warm highlight, with an icon, so it is not colour alone. */
export const healthBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.accentStrong}`,
  background: vars.color.highlight,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const badgeIcon = style({ flexShrink: 0 });
