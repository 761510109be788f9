import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const item = style({ gap: vars.space.medium });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.space.xlarge} + ${vars.space.medium})`,
  height: `calc(${vars.space.xlarge} + ${vars.space.medium})`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

/** The "Family-Run Difference" note: a warm, tinted panel under the cards. */
export const note = style({
  marginBlockStart: vars.space.xlarge,
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
  padding: vars.space.large,
  borderInlineStart: `${vars.space.xsmall} solid ${vars.color.brand}`,
});

export const noteIcon = style([icon, { background: vars.color.surface }]);

export const noteBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: `1 1 calc(${vars.space.xxlarge} * 4)`,
  minWidth: 0,
  maxWidth: vars.size.prose,
});
