import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { narrowDesktopMedia } from '../private/chrome';
import { tokens } from './tokens';
import { vars } from './vars.css';

/** The default (and only, for now) theme, applied at :root. */
createGlobalTheme(':root', vars, tokens);

// Between desktop width and 1280px the content would reach the window's edge: its gutters widen to hold the round
// chat button (56px, 8px from the edge) beside the words. After the theme, so it wins there.
globalStyle(':root', {
  '@media': { [narrowDesktopMedia]: { vars: { [vars.space.gutter]: '4.5rem' } } },
});
