import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: 'rgba(11, 31, 45, 0.6)',
  animation: `${fadeIn} ${vars.motion.medium} ease`,
});

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space.medium})`,
  maxWidth: '34rem',
  maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`,
  overflowY: 'auto',
  padding: vars.space.large,
  paddingBlockStart: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${fadeIn} ${vars.motion.medium} ease`,
  ':focus': { outline: 'none' },
});

export const title = style({
  fontSize: vars.fontSize.h3,
  color: vars.color.brand,
  paddingInlineEnd: vars.space.xlarge,
});

export const description = style({ marginBlockStart: vars.space.small, color: vars.color.textMuted });

export const close = style({
  position: 'absolute',
  top: vars.space.xsmall,
  right: vars.space.xsmall,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const body = style({ marginBlockStart: vars.space.medium });

const notShort = 'screen and (min-height: 500px)';

/** With a footer: the content is a column, the top part scrolls and the footer stays (from 500px of height). */
export const withFooter = style({
  '@media': {
    [notShort]: {
      display: 'flex',
      flexDirection: 'column',
      overflowY: 'hidden',
      paddingBlockEnd: vars.space.medium,
    },
  },
});

export const scroll = style({
  '@media': { [notShort]: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' } },
  // Room for the focus ring of the controls inside, which the scroll box would clip.
  padding: vars.space.xxsmall,
  margin: `calc(-1 * ${vars.space.xxsmall})`,
});

export const footer = style({
  flex: 'none',
  marginBlockStart: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `thin solid ${vars.color.border}`,
});
