import { keyframes, style } from '@vanilla-extract/css';
import { bottomBarMedia, chatInMarginMedia, noBottomBarMedia } from '../../private/chrome';
import {
  mobileBottomBarActionHeightVar,
  mobileBottomBarHeightVar,
  mobileBottomBarPaddingVar,
} from '../../sections/MobileBottomBar/MobileBottomBar.css';
import { vars } from '../../styles/vars.css';

/** The round button is 64px: well above the 44px minimum, easy to hit with a trembling finger. */
const launcherSize = `calc(${vars.size.touchTarget} + ${vars.space.medium})`;

/** Distance from the screen's edges; on phones the bottom one sits above the mobile call bar. */
export const edgeGap = vars.space.medium;
export const bottomOffset = `calc(${mobileBottomBarHeightVar} + ${edgeGap})`;

/**
 * The chat button. Where the bottom call bar shows (phones, short windows) it docks at the bar's end, a square the
 * height of the bar's actions (MobileBottomBar `chatDock` leaves it room): a button floating above the bar covered
 * the ends of the page's lines. On wide windows (1280px and up) it sits in the margin beside the content, round,
 * icon only (the label stays its accessible name): with its label it reached into the text. Between the two
 * (tablets, small laptops) it floats at the bottom right with its label ('Open chat'), since an icon alone is easy
 * to miss there and the margin is too narrow to hold it anyway.
 */
export const launcher = style({
  position: 'fixed',
  right: edgeGap,
  bottom: bottomOffset,
  zIndex: vars.zIndex.chat,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: launcherSize,
  minHeight: launcherSize,
  padding: vars.space.small,
  border: `2px solid ${vars.color.textOnBrand}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [noBottomBarMedia]: { paddingInline: vars.space.large },
    [bottomBarMedia]: {
      right: vars.space.xsmall,
      bottom: `calc(${mobileBottomBarPaddingVar} + env(safe-area-inset-bottom, 0px))`,
      width: mobileBottomBarActionHeightVar,
      height: mobileBottomBarActionHeightVar,
      minWidth: 0,
      minHeight: 0,
      padding: 0,
      borderRadius: vars.radius.small,
      boxShadow: 'none',
    },
    [chatInMarginMedia]: {
      right: vars.space.xsmall,
      width: '3.5rem',
      height: '3.5rem',
      minWidth: 0,
      minHeight: 0,
      padding: 0,
    },
  },
});

export const launcherIcon = style({ flexShrink: 0 });

/** The label: read by screen readers always, shown where the button floats between tablet width and 1280px. */
export const launcherLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [noBottomBarMedia]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
    [chatInMarginMedia]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A small turning ring (the chat's two spinners); each sets the ring's colours with `border` and `borderTopColor`. */
export const spinnerRingBase = {
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.full,
  animation: `${spin} 900ms linear infinite`,
} as const;

/** A ring in place of the icon while the panel's code loads (still under reduced motion: a static ring). */
export const launcherSpinner = style({
  ...spinnerRingBase,
  border: `calc(${vars.space.xxsmall} * 0.75) solid ${vars.color.textOnBrand}`,
  borderTopColor: 'transparent',
});

/**
 * 'Connection Issue' over the button when the panel's code could not load and the page has no ToastProvider to
 * show it in; it stays until the next press.
 */
export const loadFailed = style({
  position: 'fixed',
  right: edgeGap,
  bottom: `calc(${bottomOffset} + ${launcherSize} + ${vars.space.small})`,
  zIndex: vars.zIndex.chat,
  maxWidth: `min(24rem, calc(100vw - 2 * ${edgeGap}))`,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: `${vars.space.xxsmall} solid ${vars.color.critical}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});
