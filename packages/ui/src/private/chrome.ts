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

/** Where the bottom call bar shows: phones, and any short window. */
export const bottomBarMedia = `screen and (max-width: ${breakpoints.tablet - 0.02}px), ${shortWindowMedia}`;

/** Where the bottom call bar is hidden: tablet width and up, in a window that is not short. */
export const noBottomBarMedia = `screen and (min-width: ${breakpoints.tablet}px) and (min-height: 500px)`;

/** Where the chat panel fills the screen (and is a modal dialog): wherever the bottom bar shows. */
export const fullScreenChatMedia = bottomBarMedia;

/**
 * A window whose side margins (beside the 72rem content) hold the round chat button, 56px and 8px from the edge:
 * there it drops its visible label and sits in the margin, clear of the words.
 */
export const chatInMarginMedia = 'screen and (min-width: 1280px) and (min-height: 500px)';
