import { breakpoints } from '../styles/tokens';

/**
 * When the page's fixed and sticky chrome (phone banner, navigation bar, bottom call bar, chat button) may hold on
 * to the window, from the window's size alone (height media queries, never the user agent). Seniors first: at most
 * a fifth of a phone's height in portrait, and one slim bar in short windows (phones in landscape, 200% zoom).
 */

/** Tall enough for a sticky header: the navigation bar sticks (and, from tablet width up, the phone banner). */
export const stickyHeaderMedia = 'screen and (min-height: 700px)';

/** The phone banner sticks too: tablet width and up, in a tall window. */
export const stickyBannerMedia = `screen and (min-width: ${breakpoints.tablet}px) and (min-height: 700px)`;

/** A short window (landscape phone, laptop at 200% zoom): the chrome collapses to one slim bottom bar. */
export const shortWindowMedia = 'screen and (max-height: 499.98px)';

/**
 * Where the bottom call bar shows: below desktop width (phones and tablets, where the chat button docks at its end
 * and covers no words), and any short window.
 */
export const bottomBarMedia = `screen and (max-width: ${breakpoints.desktop - 0.02}px), ${shortWindowMedia}`;

/** Where the bottom call bar is hidden: desktop width and up, in a window that is not short. */
export const noBottomBarMedia = `screen and (min-width: ${breakpoints.desktop}px) and (min-height: 500px)`;

/** Where the chat panel fills the screen (and is a modal dialog): phones, and any short window. */
export const fullScreenChatMedia = `screen and (max-width: ${breakpoints.tablet - 0.02}px), ${shortWindowMedia}`;

/**
 * A desktop window narrower than the content's 72rem and its margins (1024 to 1279px): the page's gutters widen to
 * hold the round chat button beside the words (`chatInMarginMedia`).
 */
export const narrowDesktopMedia = `screen and (min-width: ${breakpoints.desktop}px) and (max-width: 1279.98px) and (min-height: 500px)`;

/**
 * A desktop window, whose side margins (beside the 72rem content, or the wider gutters of `narrowDesktopMedia`) hold
 * the round chat button, 56px and 8px from the edge: there it drops its visible label and sits in the margin, clear
 * of the words.
 */
export const chatInMarginMedia = `screen and (min-width: ${breakpoints.desktop}px) and (min-height: 500px)`;
