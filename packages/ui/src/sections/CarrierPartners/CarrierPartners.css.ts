import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The carrier's brand colour, set per tile from content. Only ever an accent bar, never text colour. */
export const accentVar = createVar();

/** A name tile: white, with the carrier's colour as a bar down its leading edge. */
export const tile = style({
  vars: { [accentVar]: vars.color.brand },
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.space.xxlarge} + ${vars.space.medium})`,
  paddingBlock: vars.space.small,
  // Five across on a laptop: snug padding and body-size names, so "UnitedHealthcare" fits on one line.
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `${vars.space.xsmall} solid ${accentVar}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/** The name may wrap, and a single long word breaks rather than spilling out of the tile. */
export const name = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The closing "and many more" tile: quieter, dashed, no brand colour. */
export const more = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(${vars.space.xxlarge} + ${vars.space.medium})`,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `2px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  fontStyle: 'italic',
  textAlign: 'center',
});
