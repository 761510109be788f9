import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui/kit';

// The gaps first (a numbered list of cards, most valuable first), then one table per state: a row per place, a
// column per topic, links in covered cells and the word "Gap" (framed, dashed) in the empty ones.

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const gaps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const gapTitle = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const gapWhere = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const gapReason = style({ color: vars.color.textMuted });

export const state = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const placeKind = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const topicCell = style({ minWidth: '11rem' });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Links in cells are at least 44px tall targets (WCAG 2.5.8 asks 24px; seniors get more). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: vars.fontWeight.bold,
});

export const empty = style({
  display: 'inline-flex',
  flexDirection: 'column',
  paddingInline: vars.space.xsmall,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.bold,
});

export const emptyPriority = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.regular });
