import { style } from '@vanilla-extract/css';
import { inlineRow, listReset, wrapRow } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

export const list = style([
  listReset,
  wrapRow.xxsmall,
  { alignItems: 'center', fontSize: vars.fontSize.small },
]);

export const item = inlineRow.xxsmall;

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xxsmall,
  color: vars.color.brand,
});

export const current = style({ color: vars.color.textMuted, paddingInline: vars.space.xxsmall });

export const separator = style({ color: vars.color.textMuted });
