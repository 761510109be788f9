import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: vars.size.prose,
});

/** The date range, large and boxed, so it reads at a glance. `tone` matches the band it sits on. */
export const badge = recipe(
  {
    base: {
      // The icon stays beside the dates; on a narrow phone the dates wrap inside their own box (with wrap, the icon
      // sat alone on a line above them).
      display: 'inline-flex',
      flexWrap: 'nowrap',
      alignItems: 'center',
      gap: vars.space.small,
      maxWidth: '100%',
      minHeight: vars.size.touchTarget,
      paddingBlock: vars.space.small,
      paddingInline: vars.space.large,
      borderRadius: vars.radius.full,
      fontSize: vars.fontSize.h4,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.heading,
    },
    variants: {
      tone: {
        /** On white or light-grey bands: navy on pale blue, framed in navy. */
        plain: {
          background: vars.color.brandSoft,
          color: vars.color.brand,
          border: `2px solid ${vars.color.brand}`,
        },
        /** On the navy band: dark text on the warm highlight. */
        brand: {
          background: vars.color.highlight,
          color: vars.color.text,
          border: `2px solid ${vars.color.highlight}`,
        },
      },
    },
    defaultVariants: { tone: 'plain' },
  },
  'aepDateBadge',
);

export const icon = style({ flexShrink: 0 });

export const dates = style({ minWidth: 0 });
