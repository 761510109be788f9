import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xlarge,
});

export const inner = style({
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  textAlign: 'center',
  alignItems: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
