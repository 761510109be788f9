import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { stickyBannerMedia, stickyHeaderMedia } from '../private/chrome';
import { mobileBottomBarHeightVar } from '../sections/MobileBottomBar/MobileBottomBar.css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // Anchor targets and focused controls stop clear of the chrome that holds on to the window (private/chrome.ts):
  // below the sticky navigation bar (phones) or phone banner and bar (tablet width up) where they stick, above the
  // bottom call bar where it shows.
  scrollPaddingTop: vars.space.medium,
  scrollPaddingBottom: `calc(${fallbackVar(mobileBottomBarHeightVar, '0px')} + ${vars.space.medium})`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    [stickyHeaderMedia]: { scrollPaddingTop: '6rem' },
    [stickyBannerMedia]: { scrollPaddingTop: '10.5rem' },
  },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.heading,
  margin: 0,
});

globalStyle('p, ul, ol, dl, figure', { margin: 0 });
globalStyle('img, svg, video', { maxWidth: '100%', height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.15em' });

// One visible focus ring everywhere: a gold ring around a dark inner ring, readable on light and dark.
globalStyle(':focus-visible', {
  outline: `4px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.text}`,
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Printing a tool's results: the site marks its chrome (header, contact, footer, chat) data-print="hide". On screen
// the marker box is left out of the layout (display: contents), so a sticky header inside it still sticks to the
// page, not to the marker.
globalStyle('[data-print="hide"]', { display: 'contents', '@media': { print: { display: 'none' } } });
globalStyle('body', { '@media': { print: { background: 'white', color: 'black' } } });
