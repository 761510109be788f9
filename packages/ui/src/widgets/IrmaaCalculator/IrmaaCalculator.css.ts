import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';
import {
  inputBase,
  inputInvalidVariant,
  legendBase,
  note as toolNote,
  optionCardBase,
  optionRadioBase,
  printHidden,
} from '../../private/toolForm.css';
import { badgeBase, cellBase, cellPadding } from '../../patterns/ResultPanel/ResultPanel.css';
import { sprinkles } from '../../styles/sprinkles.css';

// Shared with the other visitor tools: the form parts; the result's status line. The column and the form are
// CalculatorShell's, the result's topics and table ResultPanelBlock's and ResultPanelTable's.
export { fieldset, legend, hint } from '../../private/toolForm.css';
export { status } from '../../patterns/ResultPanel/ResultPanel.css';

// Large radio cards and a large income field for a shaky hand; one column that reflows at 320px; the visitor's
// bracket is marked in words, bold and framed, not by colour alone. Printing keeps the result, not the form.

export const options = recipe(
  {
    base: { display: 'flex', gap: vars.space.small, minWidth: 0 },
    variants: {
      layout: {
        row: { flexDirection: 'row', flexWrap: 'wrap' },
        column: { flexDirection: 'column' },
      },
    },
  },
  'irmaaOptions',
);

/** A year or filing status: a radio card, the radio on the first line of the words (label and hint). */
export const option = style({ ...optionCardBase, alignItems: 'flex-start' });

export const radio = style({ ...optionRadioBase, marginBlockStart: vars.space.xxsmall });

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** The option's name; `stretched` spreads its click area over the whole card (the hint stays outside the name). */
export const optionLabel = recipe(
  {
    base: { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold, cursor: 'pointer' },
    variants: {
      stretched: {
        true: { selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } } },
        false: {},
      },
    },
  },
  'irmaaOptionLabel',
);

export const optionHint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const moneyField = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const moneySign = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

/** The income field: room for "1,250,000.00" (the dollar sign stands before it). */
export const input = recipe(
  {
    base: { ...inputBase, minWidth: 0, width: `calc(12ch + 2 * ${vars.space.small})` },
    variants: { invalid: inputInvalidVariant },
    defaultVariants: { invalid: false },
  },
  'irmaaInput',
);

/** The four amounts as cards: label above, the dollar figure large. */
export const amounts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxlarge} * 4)), 1fr))`,
  gap: vars.space.medium,
  margin: 0,
});

export const amount = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    padding: vars.space.medium,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    minWidth: 0,
  },
]);

export const amountLabel = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const amountValue = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const amountDetail = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** The plan year's brackets not announced yet; figures not confirmed. */
export const note = toolNote({ tone: 'accent' });

export const tableWrap = style({ minWidth: 0 });

/** Four columns on a phone: tight cells. */
const cell = { ...cellBase, padding: cellPadding.compact } as const;

/** The visitor's row: warm background, bold, a thick frame and the 'Your bracket' words (not colour alone). */
export const row = recipe(
  {
    variants: {
      yours: {
        true: {
          background: vars.color.highlight,
          fontWeight: vars.fontWeight.bold,
          outline: `${vars.space.xxsmall} solid ${vars.color.brand}`,
          outlineOffset: `calc(${vars.space.xxsmall} * -1)`,
        },
        false: {},
      },
    },
  },
  'irmaaRow',
);

export const rowHeader = style({ ...cell, fontWeight: vars.fontWeight.regular });

/** "Bracket 1": bold, on its own line above the income range. */
export const tierName = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const range = style({ display: 'block' });

/** Dollar amounts never break inside ("$284.10" stays whole at 320px). */
export const money = style({ ...cell, whiteSpace: 'nowrap' });

/** "Your bracket": a badge under the income range, never broken. */
export const yourBracket = style({
  ...badgeBase,
  marginBlockStart: vars.space.xxsmall,
  whiteSpace: 'nowrap',
});

export const source = style({ fontSize: vars.fontSize.body, alignSelf: 'flex-start' });

/** The appeal checklist's legend: smaller than a question's, in the text colour. */
export const checklistLegend = style({ ...legendBase, fontSize: vars.fontSize.large });

export const checklist = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const appealStatus = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const actions = style([
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.small },
  printHidden,
]);
