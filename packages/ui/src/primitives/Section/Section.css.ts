import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const section = recipe(
  {
    base: { paddingInline: vars.space.gutter },
    variants: {
      /** Space above and below the content: xxlarge for a section, xlarge for a slimmer band (a call to action). */
      space: { xxlarge: { paddingBlock: vars.space.xxlarge }, xlarge: { paddingBlock: vars.space.xlarge } },
      tone: {
        plain: { background: vars.color.surface, color: vars.color.text },
        alt: { background: vars.color.surfaceAlt, color: vars.color.text },
        brand: { background: vars.color.brand, color: vars.color.textOnBrand },
      },
    },
    defaultVariants: { tone: 'plain', space: 'xxlarge' },
  },
  'section',
);

export const inner = recipe(
  {
    base: { marginInline: 'auto' },
    variants: { width: { content: { maxWidth: vars.size.content }, prose: { maxWidth: vars.size.prose } } },
    defaultVariants: { width: 'content' },
  },
  'sectionInner',
);

export const header = style({
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  marginBlockEnd: vars.space.xlarge,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
