import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.gutter,
  background: vars.color.surfaceAlt,
});

export const inner = style({ maxWidth: vars.size.prose, marginInline: 'auto' });

export const heading = style({ fontSize: vars.fontSize.h2, color: vars.color.brand, textAlign: 'center' });

export const intro = style({
  marginBlockStart: vars.space.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const list = style({
  marginBlockStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const itemHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[data-state="open"]': { background: vars.color.brandSoft },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: `transform ${vars.motion.medium} ease`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
  color: vars.color.text,
  // Answers are always rendered (forceMount) so they are in the prerendered HTML; closed ones are hidden.
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});
