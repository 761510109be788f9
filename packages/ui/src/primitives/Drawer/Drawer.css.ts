import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';
import { close as dialogClose } from '../Dialog/Dialog.css';

const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const panel = recipe(
  {
    base: {
      position: 'fixed',
      top: 0,
      bottom: 0,
      zIndex: vars.zIndex.modal,
      display: 'flex',
      flexDirection: 'column',
      // The spec's widths: 320px, or 400px on larger screens; never wider than the screen.
      width: 'min(320px, 100vw)',
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.raised,
      overflowY: 'auto',
      ':focus': { outline: 'none' },
      '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { width: '400px' } },
    },
    variants: {
      side: {
        left: { left: 0, animation: `${slideFromLeft} ${vars.motion.medium} ease-out` },
        right: { right: 0, animation: `${slideFromRight} ${vars.motion.medium} ease-out` },
      },
    },
    defaultVariants: { side: 'right' },
  },
  'drawer',
);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBlockEnd: `1px solid ${vars.color.brandSoft}`,
});

export const title = style({ fontSize: vars.fontSize.h4, color: vars.color.brand });

export const body = style({
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const close = style([dialogClose, { position: 'static' }]);
