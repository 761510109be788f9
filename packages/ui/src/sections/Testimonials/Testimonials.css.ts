import { style } from '@vanilla-extract/css';
import { cardBadge, cardFootRuled, stack } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

export const figure = style([stack.medium, { height: '100%', padding: vars.space.large }]);

/** The stars, drawn in the warm accent; their meaning is in the hidden text next to them. */
export const stars = style({ display: 'flex', gap: vars.space.xxsmall, color: vars.color.accent });

export const star = style({ flexShrink: 0 });

export const starEmpty = style([star, { color: vars.color.border }]);

export const quote = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const quoteMark = style({ color: vars.color.brand, flexShrink: 0 });

/** Who said it, at the foot of the card. */
export const caption = style([stack.none, cardFootRuled]);

export const name = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

/** "Sample review, not from a real client": dark words on the light band, edged, at the top of the card. */
export const sample = style([
  cardBadge,
  { margin: 0, backgroundColor: vars.color.surfaceAlt, border: `2px solid ${vars.color.border}` },
]);

export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
