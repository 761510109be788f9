import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@agency/ui/kit';

// The inbox: the filters, then one card per request (a card reads better than a wide table on a phone, and holds
// the status and notes beside what the visitor sent).

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const filterFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** Label above value; two columns where there is room. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

globalStyle(`${details} dt`, {
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const inlineIcon = style({ verticalAlign: '-0.2em', marginInlineEnd: vars.space.xxsmall });

/** A failure the staff must act on: the word says it, the colour only adds to it. */
export const problem = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const edit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.critical}`,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.critical}`,
  background: vars.color.surface,
});
