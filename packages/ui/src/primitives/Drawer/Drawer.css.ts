import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';
import { close as dialogClose } from '../Dialog/Dialog.css';

/** A window too short for one column of the menu, and wide enough for two. */
export const shortWide = 'screen and (max-height: 520px) and (min-width: 560px)';

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
      // The title and the close button stay put; only the body below them may scroll.
      overflow: 'hidden',
      ':focus': { outline: 'none' },
      '@media': {
        [`screen and (min-width: ${breakpoints.tablet}px)`]: { width: '400px' },
        // A short, wide window (a laptop at 200% zoom, a phone on its side): wider, so the menu lays out in columns.
        [shortWide]: { width: 'min(40rem, 100vw)' },
      },
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
  flex: 'none',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.brandSoft}`,
});

export const title = style({ fontSize: vars.fontSize.h4, color: vars.color.brand });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const close = style([dialogClose, { position: 'static' }]);
