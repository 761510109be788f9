import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  width: '100%',
  borderRadius: vars.radius.large,
  background: vars.color.brandStrong,
  boxShadow: vars.shadow.card,
});

/**
 * The poster: the whole 16:9 frame is the play button, drawn with CSS and SVG only, so nothing loads before a click.
 * On a narrow phone it grows taller rather than cut off its text.
 */
export const poster = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  width: '100%',
  padding: vars.space.large,
  border: 0,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brand,
  backgroundImage: `radial-gradient(circle at 20% 15%, ${vars.color.brand} 0%, ${vars.color.brandStrong} 75%)`,
  color: vars.color.textOnBrand,
  fontFamily: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  // The frame clips its corners, so the focus ring is drawn inside it.
  ':focus-visible': { outlineOffset: `calc(-1 * ${vars.space.xsmall})` },
});

/** Decorative wave lines behind the text. */
export const art = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: vars.color.brandSoft,
  opacity: 0.16,
  pointerEvents: 'none',
});

export const play = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.touchTarget} * 1.5)`,
  height: `calc(${vars.size.touchTarget} * 1.5)`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.raised,
  transition: `background-color ${vars.motion.fast} ease`,
  selectors: { [`${poster}:hover &`]: { background: vars.color.accentStrong } },
});

export const playIcon = style({ marginInlineStart: vars.space.xxsmall });

export const label = style({
  position: 'relative',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.highlight,
  selectors: { [`${poster}:hover &`]: { textDecoration: 'underline' } },
});

export const title = style({
  position: 'relative',
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const frame = style({
  display: 'block',
  aspectRatio: '16 / 9',
  width: '100%',
  height: 'auto',
  border: 0,
  borderRadius: vars.radius.large,
});
