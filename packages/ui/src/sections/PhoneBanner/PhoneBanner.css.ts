import { style } from '@vanilla-extract/css';
import { stickyBannerMedia } from '../../private/chrome';
import { vars } from '../../styles/vars.css';

/** Sticky only on tablet-wide, tall windows (private/chrome.ts); elsewhere it scrolls away with the page. */
export const root = style({
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  '@media': { [stickyBannerMedia]: { position: 'sticky', top: 0 } },
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  paddingInline: vars.space.gutter,
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.none,
});

export const callLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // 44px on phones (the minimum target) so the one-row strip leaves the first screen's button clear of the bar.
  minHeight: '44px',
  '@media': { 'screen and (min-width: 640px)': { minHeight: vars.size.touchTarget } },
  paddingInline: vars.space.xsmall,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const callLabel = style({ fontWeight: vars.fontWeight.bold });

export const number = style({
  color: vars.color.highlight,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

/**
 * On phones the strip is one row (call label and number): the tagline's second row pushed the home hero's first
 * button under the bottom call bar on the first screen. It still names the strip's landmark (aria-labelledby reads
 * hidden text).
 */
export const tagline = style({
  display: 'none',
  fontSize: vars.fontSize.small,
  '@media': { 'screen and (min-width: 640px)': { display: 'block' } },
});

export const icon = style({ flexShrink: 0 });
