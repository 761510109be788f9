import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { printHidden } from '../../private/toolForm.css';
import { vars } from '../../styles/vars.css';

// The result of a tool. Its frame (a brand bar above, then a column) and its focusable heading are written in
// private/toolForm.css with the other tool-form rules; below are the parts each result is built from: topic blocks,
// a table, word badges and the status line. A printout keeps the result and drops the controls.

export { result as root, resultHeading as heading } from '../../private/toolForm.css';

/** One topic of the result: a heading and its text, kept on one printed page where it fits. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  '@media': { print: { breakInside: 'avoid' } },
});

/** A result table, as wide as the column. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.body });

/** The table's caption reads as its title. */
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xsmall,
});

/** A table cell's frame; each table adds its padding (roomy for a few rows, tight for many columns). */
export const cellBase = {
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'break-word',
} as const;

/** The space inside a cell: roomy for a few columns, tight for many on a phone (ResultPanelTable's `density`). */
export const cellPadding = { roomy: vars.space.small, compact: vars.space.xsmall } as const;

/** A column header: a cell on the brand tint. */
export const headerCell = recipe(
  {
    base: { ...cellBase, background: vars.color.brandSoft, color: vars.color.text },
    variants: {
      density: { roomy: { padding: cellPadding.roomy }, compact: { padding: cellPadding.compact } },
    },
  },
  'resultPanelHeaderCell',
);

/**
 * A marker in words on a navy pill (white on navy 11.5:1), e.g. "Open now", "Your bracket": words, not colour alone.
 * Each result places it (margins, weight); printers drop backgrounds, so it prints dark, in a frame.
 */
export const badgeBase = {
  display: 'inline-block',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.small,
  '@media': {
    print: { background: 'none', color: vars.color.text, border: `1px solid ${vars.color.text}` },
  },
} as const;

/** The line that says what a result's action did ("Link copied"), read out as a status; screen-only. */
export const status = style([
  { fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold },
  printHidden,
]);

/** The next step's two buttons: side by side where they fit, each a full row on a phone; not on a printout. */
export const nextActions = style([{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }, printHidden]);
