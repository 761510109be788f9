import { style } from '@vanilla-extract/css';
import { listReset } from '../../styles/recipes.css';
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

export const inner = style({ width: '100%', maxWidth: vars.size.prose });

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

export const places = style({
  marginBlockStart: vars.space.xlarge,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const intro = style({ fontSize: vars.fontSize.body, color: vars.color.text });

export const placeList = style([
  listReset,
  { marginBlockStart: vars.space.medium, display: 'grid', gap: vars.space.small },
]);

export const placeLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const call = style({ marginBlockStart: vars.space.large, fontSize: vars.fontSize.large });

export const callLink = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
