import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

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

export const content = style({
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
  color: vars.color.text,
  // Content is always rendered (forceMount) so it is in the prerendered HTML; closed items are hidden.
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});
