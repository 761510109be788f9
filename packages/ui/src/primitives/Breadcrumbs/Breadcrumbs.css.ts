import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xxsmall,
  color: vars.color.brand,
});

export const current = style({ color: vars.color.textMuted, paddingInline: vars.space.xxsmall });

export const separator = style({ color: vars.color.textMuted });
