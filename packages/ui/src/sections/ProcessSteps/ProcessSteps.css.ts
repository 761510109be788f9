import { style } from '@vanilla-extract/css';
import { badge, cardBadge, cardFoot, row } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

export const top = style([row.small, { justifyContent: 'space-between' }]);

/** "Step 1": navy pill, the step's place in the list said in words. */
export const number = style([
  badge,
  {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.full,
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    fontSize: vars.fontSize.body,
    whiteSpace: 'nowrap',
  },
]);

/** How long the step takes, as a badge at the foot of the card. */
export const timeframe = style([
  cardBadge,
  cardFoot,
  { border: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt },
]);

export const timeframeIcon = style({ flexShrink: 0, color: vars.color.brand });
