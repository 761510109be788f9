import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const text = recipe(
  {
    base: { margin: 0, lineHeight: vars.lineHeight.body },
    variants: {
      size: {
        small: { fontSize: vars.fontSize.small },
        body: { fontSize: vars.fontSize.body },
        large: { fontSize: vars.fontSize.large },
      },
      tone: {
        default: { color: vars.color.text },
        muted: { color: vars.color.textMuted },
        brand: { color: vars.color.brand },
        critical: { color: vars.color.critical },
        onBrand: { color: vars.color.textOnBrand },
        inherit: { color: 'inherit' },
      },
      weight: {
        regular: { fontWeight: vars.fontWeight.regular },
        bold: { fontWeight: vars.fontWeight.bold },
      },
      align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
    },
    defaultVariants: { size: 'body', tone: 'default', weight: 'regular', align: 'start' },
  },
  'text',
);

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
