import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The button and its list; the list is placed against it. */
export const root = style({ position: 'relative' });

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
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.brandSoft } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ease`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const list = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  width: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brandSoft}`,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-align="end"]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
  },
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
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-current="page"]': { boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.accent}` },
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
  selectors: { [`${item}:hover &`]: { textDecoration: 'underline' } },
});

export const itemDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.heading,
});
