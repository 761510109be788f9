import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A window too short for a centred dialog with room around it (a laptop at 200% zoom, a phone on its side). */
const short = 'screen and (max-height: 520px)';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: 'rgba(11, 31, 45, 0.6)',
  animation: `${fadeIn} ${vars.motion.medium} ease`,
});

/**
 * Centred with room around it; the one thing that may scroll is the dialog itself, and only where the window is short,
 * where it takes the whole window (its header stays at the top).
 */
export const content = recipe(
  {
    base: {
      position: 'fixed',
      zIndex: vars.zIndex.modal,
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      display: 'flex',
      flexDirection: 'column',
      width: `calc(100vw - 2 * ${vars.space.medium})`,
      maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`,
      overflowY: 'auto',
      padding: vars.space.large,
      paddingBlockStart: 0,
      borderRadius: vars.radius.large,
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.raised,
      animation: `${fadeIn} ${vars.motion.medium} ease`,
      ':focus': { outline: 'none' },
      '@media': {
        [short]: {
          inset: 0,
          transform: 'none',
          width: '100vw',
          height: '100dvh',
          maxWidth: 'none',
          maxHeight: 'none',
          padding: vars.space.medium,
          paddingBlockStart: 0,
          borderRadius: 0,
        },
      },
    },
    variants: { width: { medium: { maxWidth: '34rem' }, wide: { maxWidth: '48rem' } } },
  },
  'dialogContent',
);

/** The title and the close button, on one row; kept at the top while a full-window dialog scrolls. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  background: vars.color.surface,
});

export const title = style({
  fontSize: vars.fontSize.h3,
  color: vars.color.brand,
  paddingBlockStart: vars.space.xsmall,
});

export const description = style({ color: vars.color.textMuted });

export const close = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  // Level with the text's edge, with room for its focus ring inside the dialog.
  marginInlineEnd: `calc(-1 * ${vars.space.xxsmall})`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const body = style({ marginBlockStart: vars.space.small });

export const footer = style({
  marginBlockStart: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `thin solid ${vars.color.border}`,
});
