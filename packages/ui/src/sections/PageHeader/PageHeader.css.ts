import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  background: vars.color.brandSoft,
  paddingInline: vars.space.gutter,
  paddingBlock: `${vars.space.medium} ${vars.space.xlarge}`,
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const text = style({
  maxWidth: vars.size.prose,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});
