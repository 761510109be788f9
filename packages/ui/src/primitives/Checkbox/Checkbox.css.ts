import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  // The visible box is 32px; the label beside it is part of the target, so the click area is well over 44px.
  marginBlockStart: '2px',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.textOnBrand,
  cursor: 'pointer',
  selectors: { '&[data-state="checked"]': { background: vars.color.brand } },
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: vars.size.touchTarget,
});

export const description = style({
  marginBlockStart: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
