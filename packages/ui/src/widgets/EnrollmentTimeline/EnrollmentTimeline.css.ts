import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';
import { inputBase, inputInvalidVariant, note as toolNote, printHidden } from '../../private/toolForm.css';
import { badgeBase, cellBase, cellPadding } from '../../patterns/ResultPanel/ResultPanel.css';
import { sprinkles } from '../../styles/sprinkles.css';

// Shared with the other visitor tools: the form parts; the result's status line. The column and the form are
// CalculatorShell's, the result's topics and table ResultPanelBlock's and ResultPanelTable's.
export { fieldset, legend, hint } from '../../private/toolForm.css';
export { status } from '../../patterns/ResultPanel/ResultPanel.css';

// Big fields and buttons for a shaky hand, one column that reflows at 320px, and a print sheet that keeps only the
// results: the form, the buttons and the status line are screen-only.

export const dateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const dateField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const label = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** Large text fields; the width fits the digits they hold (ch follows the font size, so zoom keeps them usable). */
export const input = recipe(
  {
    base: inputBase,
    variants: {
      width: {
        /** The month may be typed as a word: "September" fits whole (a 3ch box showed "Marc" for March). */
        month: { width: `calc(10ch + 2 * ${vars.space.small} + ${vars.space.xsmall})`, maxWidth: '100%' },
        day: { width: `calc(3ch + 2 * ${vars.space.small} + ${vars.space.xsmall})` },
        year: { width: `calc(5ch + 2 * ${vars.space.small} + ${vars.space.xsmall})` },
      },
      invalid: inputInvalidVariant,
    },
    defaultVariants: { invalid: false },
  },
  'timelineInput',
);

export const actions = style([{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }, printHidden]);

/** The born-on-the-1st explanation: a tinted box with a bar, readable at AAA. */
export const note = toolNote({ tone: 'brand' });

export const monthList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
});

/** The month of turning 65 is bold, framed and named by a text marker, not by colour alone. */
export const month = recipe(
  {
    base: { fontSize: vars.fontSize.body, paddingBlock: vars.space.xxsmall },
    variants: {
      birthday: {
        true: {
          fontWeight: vars.fontWeight.bold,
          paddingInline: vars.space.small,
          border: `2px solid ${vars.color.brand}`,
          borderRadius: vars.radius.small,
          background: vars.color.brandSoft,
        },
        false: {},
      },
    },
  },
  'timelineMonth',
);

export const monthName = style({ marginInlineEnd: vars.space.xsmall });

export const marker = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });

/** Two columns: roomy cells. */
const cell = { ...cellBase, padding: cellPadding.roomy } as const;

export const rowHeader = style({ ...cell, fontWeight: vars.fontWeight.bold });

export const td = style(cell);

export const penaltyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const penaltyItem = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  { paddingInlineStart: vars.space.small, borderInlineStart: `4px solid ${vars.color.accent}` },
]);

export const yearlyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.fontSize.body,
});

/** "Open now": a bold badge after the window's dates. */
export const openNow = style({
  ...badgeBase,
  marginInlineStart: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
});
