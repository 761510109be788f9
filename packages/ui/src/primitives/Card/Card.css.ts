import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const card = recipe(
  {
    base: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.small,
      padding: vars.space.large,
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
    },
    defaultVariants: { tone: 'raised' },
  },
  'card',
);
