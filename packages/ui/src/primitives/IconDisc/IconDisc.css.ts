import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

/** A round, token-sized holder for an icon (or a two-letter code), centred, never squeezed by its row. */
export const iconDisc = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: vars.radius.full,
    },
    variants: {
      size: {
        /** 52px: the hero's trust badges. */
        medium: {
          width: `calc(${vars.space.xlarge} + ${vars.space.small})`,
          height: `calc(${vars.space.xlarge} + ${vars.space.small})`,
        },
        /** 56px: the icon of a card. */
        large: {
          width: `calc(${vars.space.xlarge} + ${vars.space.medium})`,
          height: `calc(${vars.space.xlarge} + ${vars.space.medium})`,
        },
      },
      tone: {
        /** Navy on pale blue: a card's icon. */
        soft: { background: vars.color.brandSoft, color: vars.color.brand },
        /** Navy on white: an icon on a tinted panel. */
        surface: { background: vars.color.surface, color: vars.color.brand },
        /** White bold text on navy: a code such as "AL". */
        brand: {
          background: vars.color.brand,
          color: vars.color.textOnBrand,
          fontSize: vars.fontSize.body,
          fontWeight: vars.fontWeight.bold,
        },
        /** Gold on navy: an icon on the navy band. */
        highlight: { background: vars.color.brand, color: vars.color.highlight },
      },
    },
    defaultVariants: { size: 'large', tone: 'soft' },
  },
  'iconDisc',
);
