import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

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

export const noteBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: `1 1 calc(${vars.space.xxlarge} * 4)`,
  minWidth: 0,
  maxWidth: vars.size.prose,
});
