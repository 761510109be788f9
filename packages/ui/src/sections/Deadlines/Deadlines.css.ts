import { style } from '@vanilla-extract/css';
import { badge, cardFootRuled, stack } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const title = style({ flex: `1 1 calc(${vars.space.xxlarge} * 3)`, minWidth: 0 });

/** "PRIORITY": words, not colour alone, in the warm accent with white text (6.5:1). */
export const priority = style([
  badge,
  {
    gap: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.textOnBrand,
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
  },
]);

/** The dates, the one thing to remember, large and navy with a calendar icon. */
export const dates = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.brand,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const datesIcon = style({ flexShrink: 0 });

export const who = style([stack.xsmall, cardFootRuled]);

export const whoLabel = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const updated = style({ marginBlockStart: vars.space.xlarge, textAlign: 'center' });
