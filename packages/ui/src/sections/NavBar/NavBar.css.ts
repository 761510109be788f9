import { createContainer, createVar, style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/tokens';
import { stickyHeaderMedia } from '../../private/chrome';
import { inlineRow, listReset, row, ruleAbove, touchDisc } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

// The bar switches layout on its own width (a container query), which is the page width where the site puts it,
// and which lets stories show the phone layout in a narrow frame.
const bar = createContainer('navBar');
const tablet = `${bar} (min-width: ${breakpoints.tablet}px)`;
const desktop = `${bar} (min-width: ${breakpoints.desktop}px)`;

/**
 * Where the bar sticks: just under the phone banner where that sticks too (tablet width and up, one 48px row), at
 * the top of the window on phones (the banner scrolls away there). In a short window (landscape phone, 200% zoom)
 * the bar does not stick at all (private/chrome.ts).
 */
export const stickyTopVar = createVar();

export const root = style({
  vars: { [stickyTopVar]: '0px' },
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBlockEnd: `thin solid ${vars.color.brandSoft}`,
  boxShadow: vars.shadow.card,
  containerType: 'inline-size',
  containerName: bar,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { vars: { [stickyTopVar]: vars.size.touchTarget } },
    [stickyHeaderMedia]: { position: 'sticky', top: stickyTopVar },
  },
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xxsmall,
  '@container': { [desktop]: { paddingBlock: vars.space.xsmall } },
});

/** Brand on the left, actions on the right; never wraps, the name wraps inside its own space instead. */
export const topRow = row.small;

export const brand = style([
  inlineRow.xsmall,
  {
    flex: '0 1 auto',
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    color: vars.color.brand,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
    '@container': { [tablet]: { fontSize: vars.fontSize.large } },
  },
]);

/** The agency's initials, a simple drawn mark; hidden on phones to leave the name room. */
export const mark = style([
  touchDisc,
  {
    display: 'none',
    flexShrink: 0,
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    fontSize: vars.fontSize.body,
    letterSpacing: '0.04em',
    '@container': { [tablet]: { display: 'grid' } },
  },
]);

export const actions = style([row.xsmall, { flex: 'none', marginInlineStart: 'auto' }]);

/**
 * The number beside the icon only at desktop width: below it (tablets, 200% zoom) the phone banner right above
 * already shows the number, and a second copy squeezed the bar.
 */
export const phoneNumber = style({
  display: 'none',
  '@container': { [desktop]: { display: 'inline' } },
});

/** Shown only at desktop width (the Book Appointment button). */
export const desktopOnly = style({
  display: 'none',
  '@container': { [desktop]: { display: 'block' } },
});

/** Shown only below desktop width (the menu button). */
export const belowDesktopOnly = style({
  display: 'block',
  '@container': { [desktop]: { display: 'none' } },
});

/** The look of the bar's buttons and links: bold navy words beside an icon, at least a touch tall. */
const navItem = style([
  inlineRow.xxsmall,
  {
    minHeight: vars.size.touchTarget,
    borderRadius: vars.radius.small,
    color: vars.color.brand,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
  },
]);

/** The bar's two boxed controls (the phone link, the menu button): outlined in navy. */
const outlined = style({ paddingInline: vars.space.xsmall, border: `medium solid ${vars.color.brand}` });

/** The phone link: a square call button on phones, the icon and the number from tablet width up. */
export const phoneLink = style([
  navItem,
  outlined,
  {
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minWidth: vars.size.touchTarget,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { background: vars.color.brandSoft, textDecoration: 'underline' } },
    '@container': { [tablet]: { paddingInline: vars.space.small } },
  },
]);

export const menuButton = style([
  navItem,
  outlined,
  {
    minWidth: vars.size.touchTarget,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.brandSoft },
      '&[aria-expanded="true"]': { background: vars.color.brandSoft },
    },
  },
]);

/** The links row: its own row under the brand at desktop width; in the side menu below that. */
export const links = style([
  listReset,
  ruleAbove.xxsmall,
  {
    display: 'none',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    marginBlockStart: vars.space.xxsmall,
    '@container': { [desktop]: { display: 'flex' } },
  },
]);

export const navLink = style([
  navItem,
  {
    paddingInline: vars.space.small,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.brandSoft, textDecoration: 'underline' },
      '&[aria-current="page"]': {
        boxShadow: `inset 0 calc(-1 * ${vars.space.xxsmall}) 0 ${vars.color.accent}`,
      },
    },
  },
]);
