import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { listReset, touchDisc } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

/** Space between stacked toasts (the spec's 14px, passed in from content). */
export const gapVar = createVar();

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const viewport = style([
  listReset,
  {
    vars: { [gapVar]: '14px' },
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    bottom: vars.space.medium,
    right: vars.space.medium,
    left: vars.space.medium,
    display: 'flex',
    flexDirection: 'column',
    gap: gapVar,
    outline: 'none',
    '@media': { 'screen and (min-width: 640px)': { left: 'auto', width: '26rem' } },
  },
]);

export const toast = recipe(
  {
    base: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'start',
      gap: vars.space.xsmall,
      padding: vars.space.medium,
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.raised,
      animation: `${slideIn} ${vars.motion.medium} ease-out`,
    },
    variants: {
      variant: {
        default: { background: vars.color.brand, color: vars.color.textOnBrand },
        destructive: { background: vars.color.critical, color: vars.color.textOnBrand },
      },
    },
    defaultVariants: { variant: 'default' },
  },
  'toast',
);

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body });
export const description = style({ fontSize: vars.fontSize.small, marginBlockStart: vars.space.xxsmall });

export const close = style([
  touchDisc,
  {
    marginBlock: `calc(-1 * ${vars.space.xsmall})`,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.15)' } },
  },
]);
