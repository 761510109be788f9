import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.gutter,
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.fontSize.h1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.heading,
});

export const title = style({ fontSize: vars.fontSize.h2, marginBlockStart: vars.space.small });

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  marginBlockStart: vars.space.large,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandStrong, textDecoration: 'underline' } },
});
