import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  paddingInline: vars.space.gutter,
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.none,
});

export const callLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const callLabel = style({ fontWeight: vars.fontWeight.bold });

export const number = style({
  color: vars.color.highlight,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const tagline = style({
  fontSize: vars.fontSize.small,
  paddingBlockEnd: vars.space.xxsmall,
  '@media': { 'screen and (min-width: 640px)': { paddingBlockEnd: 0 } },
});

export const icon = style({ flexShrink: 0 });
