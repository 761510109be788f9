import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;

/** Each action fits a two-line label ("Book Free Review" wraps on a 320px phone) and is never under 48px. */
const actionHeight = `max(${vars.size.touchTarget}, calc(2 * ${vars.fontSize.small} * ${vars.lineHeight.heading} + 2 * ${vars.space.xsmall}))`;

/**
 * The bar's height on phones (0px from tablet width up, where the bar is hidden), set on :root. The bar renders
 * its own spacer of this height; a page that positions things at the bottom of the screen (the chat button,
 * toasts) can lift them by it: `bottom: calc(${mobileBottomBarHeightVar} + 1rem)`.
 */
export const mobileBottomBarHeightVar = createVar();

globalStyle(':root', {
  vars: {
    [mobileBottomBarHeightVar]: `calc(${actionHeight} + 2 * ${vars.space.xsmall} + env(safe-area-inset-bottom, 0px))`,
  },
  '@media': { [tabletUp]: { vars: { [mobileBottomBarHeightVar]: '0px' } } },
});

/** Keeps the end of the page (the footer) clear of the fixed bar. */
export const spacer = style({
  height: mobileBottomBarHeightVar,
  '@media': { [tabletUp]: { display: 'none' } },
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
  paddingBlockStart: vars.space.xsmall,
  paddingBlockEnd: `calc(${vars.space.xsmall} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderBlockStart: `thin solid ${vars.color.border}`,
  '@media': { [tabletUp]: { display: 'none' } },
});

export const action = recipe(
  {
    base: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xsmall,
      minWidth: 0,
      minHeight: actionHeight,
      paddingInline: vars.space.xsmall,
      borderRadius: vars.radius.small,
      fontSize: vars.fontSize.small,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.heading,
      textAlign: 'center',
      textDecoration: 'none',
      color: vars.color.textOnBrand,
      selectors: { '&:hover': { textDecoration: 'underline' } },
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

export const icon = style({ flexShrink: 0 });
