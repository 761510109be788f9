import { style } from '@vanilla-extract/css';
import { cardBadge } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

/** "Health questions may apply": dark text on the warm highlight, with an icon, so it is not colour alone. */
export const healthBadge = style([
  cardBadge,
  {
    maxWidth: '100%',
    border: `2px solid ${vars.color.accentStrong}`,
    background: vars.color.highlight,
    lineHeight: vars.lineHeight.heading,
  },
]);

export const badgeIcon = style({ flexShrink: 0 });
