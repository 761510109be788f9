import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { background: vars.color.brandSoft } },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast} ease`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  zIndex: vars.zIndex.overlay,
  width: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brandSoft}`,
  boxShadow: vars.shadow.raised,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, outline: `3px solid ${vars.color.brand}` },
  },
});

export const featured = style({
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const itemLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const itemDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.heading,
});
