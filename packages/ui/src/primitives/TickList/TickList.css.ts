import { style } from '@vanilla-extract/css';
import { listReset } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

export const list = style([listReset, { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall }]);

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** The tick sits on the first line of the text. */
export const tick = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.success,
});
