import { style } from '@vanilla-extract/css';
import { cardFoot } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

/** The year, at the foot of the card. */
export const year = style([
  cardFoot,
  {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: vars.space.xsmall,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const yearIcon = style({ flexShrink: 0, color: vars.color.brand });

/**
 * The editor's note (e.g. "these are sample appearances"): a dashed, warm-bordered box above the cards, so nobody
 * mistakes it for part of the design or ships it unnoticed.
 */
export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  marginBlockEnd: vars.space.xlarge,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `3px dashed ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

export const noteIcon = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.accent,
});
