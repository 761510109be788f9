import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const step = style({ gap: vars.space.medium });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** "Step 1": navy pill, the step's place in the list said in words. */
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

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

/** How long the step takes, as a badge at the foot of the card. */
export const timeframe = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xsmall,
  marginBlockStart: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const timeframeIcon = style({ flexShrink: 0, color: vars.color.brand });
