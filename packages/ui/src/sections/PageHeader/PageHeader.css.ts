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

/** The prose width: the header's column is the text column of the sections below it. */
export const innerProse = style({ maxWidth: vars.size.prose });

/** A text link back up, its text starting at the title's edge; tall enough to be an easy target. */
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

/** The arrow keeps its size when the label wraps. */
export const backIcon = style({ flexShrink: 0 });
