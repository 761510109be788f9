import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const card = recipe(
  {
    base: {
      display: 'flex',
      flexDirection: 'column',
      borderRadius: vars.radius.medium,
      background: vars.color.surface,
      color: vars.color.text,
      minWidth: 0,
    },
    variants: {
      tone: {
        plain: { border: `1px solid ${vars.color.border}` },
        raised: { boxShadow: vars.shadow.card, border: `1px solid ${vars.color.brandSoft}` },
        highlight: { border: `3px solid ${vars.color.accent}`, boxShadow: vars.shadow.card },
        soft: { background: vars.color.brandSoft, border: `1px solid ${vars.color.brandSoft}` },
      },
      /** Space between the card's parts. */
      gap: { small: { gap: vars.space.small }, medium: { gap: vars.space.medium } },
      /** Space inside the edge; none when a child draws its own (a testimonial's figure). */
      padding: { large: { padding: vars.space.large }, none: { padding: 0 } },
    },
    defaultVariants: { tone: 'raised', gap: 'small', padding: 'large' },
  },
  'card',
);
