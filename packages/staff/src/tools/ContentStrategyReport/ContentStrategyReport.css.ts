import { style } from '@vanilla-extract/css';
import { bareList, column, panel, smallLine, tallTarget } from '../staffLayout';
import { vars } from '@agency/ui/kit';

// The gaps first (a numbered list of cards, most valuable first), then one table per state: a row per place, a
// column per topic, links in covered cells and the word "Gap" (framed, dashed) in the empty ones.

export const part = style({ ...column(vars.space.medium), minWidth: 0 });

export const gaps = style({ ...column(vars.space.small), ...bareList });

export const gap = style({
  ...panel(vars.space.xxsmall, vars.space.medium, `1px solid ${vars.color.border}`),
  alignItems: 'flex-start',
});

export const gapTitle = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const gapWhere = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const gapReason = style({ color: vars.color.textMuted });

export const state = style({ ...column(vars.space.small), minWidth: 0 });

export const placeKind = style(smallLine(vars.fontWeight.regular, vars.color.textMuted));

export const topicCell = style({ minWidth: '11rem' });

export const links = style({ ...column(vars.space.xxsmall), ...bareList });

/** Links in cells are at least 44px tall targets (WCAG 2.5.8 asks 24px; seniors get more). */
export const link = style({ ...tallTarget('44px'), fontWeight: vars.fontWeight.bold });

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
