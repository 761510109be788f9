import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { touchTarget } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

export const button = recipe(
  {
    base: [
      touchTarget,
      {
        gap: vars.space.xsmall,
        paddingInline: vars.space.large,
        paddingBlock: vars.space.xsmall,
        border: '2px solid transparent',
        borderRadius: vars.radius.small,
        fontFamily: 'inherit',
        fontSize: vars.fontSize.body,
        fontWeight: vars.fontWeight.bold,
        lineHeight: vars.lineHeight.heading,
        textAlign: 'center',
        textDecoration: 'none',
        cursor: 'pointer',
        transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
        selectors: {
          '&:hover': { textDecoration: 'underline' },
          '&:disabled, &[aria-disabled="true"]': {
            cursor: 'not-allowed',
            background: vars.color.surfaceAlt,
            borderColor: vars.color.border,
            color: vars.color.textMuted,
            textDecoration: 'none',
          },
        },
      },
    ],
    variants: {
      variant: {
        /** The warm call to action: Call, Book. */
        primary: {
          background: vars.color.accent,
          color: vars.color.textOnBrand,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong } },
        },
        /** Trustworthy navy, for secondary actions. */
        secondary: {
          background: vars.color.brand,
          color: vars.color.textOnBrand,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
        },
        /** Outlined, on light surfaces. */
        outline: {
          background: vars.color.surface,
          color: vars.color.brand,
          borderColor: vars.color.brand,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
        },
        /** Outlined, on the navy surface. */
        inverse: {
          background: 'transparent',
          color: vars.color.textOnBrand,
          borderColor: vars.color.textOnBrand,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
        },
        /** Text-like, for close buttons and quiet actions. */
        ghost: {
          background: 'transparent',
          color: vars.color.brand,
          selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
        },
      },
      size: {
        medium: {},
        large: { fontSize: vars.fontSize.large, minHeight: '56px', paddingInline: vars.space.xlarge },
      },
      fullWidth: { true: { width: '100%' } },
    },
    defaultVariants: { variant: 'primary', size: 'medium' },
  },
  'button',
);

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
