import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const card = style({ gap: vars.space.medium });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

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

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** The tick sits on the first line of the text. */
export const check = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.success,
});

/** The source link under the points: a full touch target, underlined like any text link. */
export const source = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  textDecoration: 'underline',
});

/** Learn More sits at the foot of the card, so the buttons line up across a row. */
export const action = style({ marginBlockStart: 'auto', alignSelf: 'stretch' });
