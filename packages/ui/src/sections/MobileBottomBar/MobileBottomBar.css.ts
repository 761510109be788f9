import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { noBottomBarMedia, shortWindowMedia } from '../../private/chrome';
import { vars } from '../../styles/vars.css';

/** Each action fits a two-line label ("Book Free Review" wraps on a 320px phone) and is never under 48px. */
const actionHeight = `max(${vars.size.touchTarget}, calc(2 * ${vars.fontSize.small} * ${vars.lineHeight.heading} + 2 * ${vars.space.xsmall}))`;

/**
 * In a short window (landscape phone, 200% zoom) the bar is the only chrome left (the header scrolls away), so it is
 * slim: one 44px row (the minimum target), a hair of padding, labels on one line.
 */
const slimActionHeight = '44px';
const slimPadding = '0.125rem';

/** Height of one action of the bar (a square chat button docked in the bar takes the same), set on :root. */
export const mobileBottomBarActionHeightVar = createVar();

/** The bar's padding above and below its actions (without the safe area), set on :root. */
export const mobileBottomBarPaddingVar = createVar();

/**
 * The bar's height where it shows (phones, and short windows of any width; 0px elsewhere, where it is hidden), set on
 * :root. The bar renders its own spacer of this height; a page that positions things at the bottom of the screen
 * (toasts) can lift them by it: `bottom: calc(${mobileBottomBarHeightVar} + 1rem)`.
 */
export const mobileBottomBarHeightVar = createVar();

globalStyle(':root', {
  vars: {
    [mobileBottomBarActionHeightVar]: actionHeight,
    [mobileBottomBarPaddingVar]: vars.space.xsmall,
    [mobileBottomBarHeightVar]: `calc(${mobileBottomBarActionHeightVar} + 2 * ${mobileBottomBarPaddingVar} + env(safe-area-inset-bottom, 0px))`,
  },
  '@media': {
    [noBottomBarMedia]: { vars: { [mobileBottomBarHeightVar]: '0px' } },
    [shortWindowMedia]: {
      vars: { [mobileBottomBarActionHeightVar]: slimActionHeight, [mobileBottomBarPaddingVar]: slimPadding },
    },
  },
});

/** Keeps the end of the page (the footer) clear of the fixed bar. */
export const spacer = style({
  height: mobileBottomBarHeightVar,
  '@media': { [noBottomBarMedia]: { display: 'none' } },
});

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  minHeight: mobileBottomBarHeightVar,
  paddingInline: vars.space.xsmall,
  paddingBlockStart: mobileBottomBarPaddingVar,
  paddingBlockEnd: `calc(${mobileBottomBarPaddingVar} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderBlockStart: `thin solid ${vars.color.border}`,
  '@media': { [noBottomBarMedia]: { display: 'none' } },
});

/**
 * Room at the bar's end for the chat button, which docks there (ChatWidget): on phones a floating button would sit
 * over the ends of the page's lines.
 */
export const chatDock = style({
  paddingInlineEnd: `calc(2 * ${vars.space.xsmall} + ${mobileBottomBarActionHeightVar})`,
});

export const action = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xsmall,
      minWidth: 0,
      minHeight: mobileBottomBarActionHeightVar,
      paddingInline: vars.space.xsmall,
      borderRadius: vars.radius.small,
      fontSize: vars.fontSize.small,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.heading,
      textAlign: 'center',
      textDecoration: 'none',
      color: vars.color.textOnBrand,
      selectors: { '&:hover': { textDecoration: 'underline' } },
      '@media': { [shortWindowMedia]: { paddingBlock: 0 } },
    },
    variants: {
      kind: {
        /** Call Now: the warm call to action. */
        call: {
          background: vars.color.accent,
          selectors: { '&:hover': { background: vars.color.accentStrong } },
        },
        /** Book Free Review: trustworthy navy. */
        book: {
          background: vars.color.brand,
          selectors: { '&:hover': { background: vars.color.brandStrong } },
        },
      },
    },
  },
  'mobileBottomBarAction',
);

/** The icons give way to the words in the slim bar of a short window. */
export const icon = style({ flexShrink: 0, '@media': { [shortWindowMedia]: { display: 'none' } } });
