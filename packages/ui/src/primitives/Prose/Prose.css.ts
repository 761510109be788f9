import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

globalStyle(`${root} > * + *`, { marginBlockStart: vars.space.medium });
globalStyle(`${root} h2`, {
  fontSize: vars.fontSize.h3,
  color: vars.color.brand,
  marginBlockStart: vars.space.xlarge,
});
globalStyle(`${root} h3`, {
  fontSize: vars.fontSize.h4,
  color: vars.color.brand,
  marginBlockStart: vars.space.large,
});
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.large });
globalStyle(`${root} li + li`, { marginBlockStart: vars.space.xsmall });
globalStyle(`${root} a`, { color: vars.color.brand, fontWeight: vars.fontWeight.bold });
globalStyle(`${root} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
globalStyle(`${root} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  display: 'block',
  overflowX: 'auto',
  fontSize: vars.fontSize.small,
});
globalStyle(`${root} th, ${root} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${root} th`, { background: vars.color.brandSoft });
globalStyle(`${root} em`, { color: vars.color.textMuted });
