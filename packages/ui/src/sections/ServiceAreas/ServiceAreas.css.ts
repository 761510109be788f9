import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const card = style({ gap: vars.space.medium });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

/** The state's postal code in a navy disc, e.g. "AL"; the pin when there is none. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.space.xlarge} + ${vars.space.medium})`,
  height: `calc(${vars.space.xlarge} + ${vars.space.medium})`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

/** The link sits at the foot of the card, so the links line up across a row. */
export const action = style({ marginBlockStart: 'auto', alignSelf: 'stretch' });
