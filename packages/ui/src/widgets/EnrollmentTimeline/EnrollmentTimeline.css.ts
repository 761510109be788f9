import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';
import { inputBase, inputInvalidVariant, printHidden } from '../../private/toolForm.css';

// Shared with the other visitor tools.
export {
  root,
  errorSummary,
  errorSummaryHeading,
  errorIcon,
  errorSummaryList,
  errorSummaryLink,
  fieldset,
  legend,
  hint,
  errorMessage,
  result,
  resultHeading,
} from '../../private/toolForm.css';

// Big fields and buttons for a shaky hand, one column that reflows at 320px, and a print sheet that keeps only the
// results: the form, the buttons and the status line are screen-only.

export const form = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 },
  printHidden,
]);

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
        short: { width: `calc(3ch + 2 * ${vars.space.small} + ${vars.space.xsmall})` },
        /** The month may be typed as a word: "September" fits whole (a 3ch box showed "Marc" for March). */
        month: { width: `calc(10ch + 2 * ${vars.space.small} + ${vars.space.xsmall})`, maxWidth: '100%' },
        year: { width: `calc(5ch + 2 * ${vars.space.small} + ${vars.space.xsmall})` },
        full: { width: '100%' },
      },
      invalid: inputInvalidVariant,
    },
    defaultVariants: { width: 'full', invalid: false },
  },
  'timelineInput',
);

export const actions = style([{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }, printHidden]);

export const manualShare = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall },
  printHidden,
]);

export const status = style([
  { fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold },
  printHidden,
]);

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  '@media': { print: { breakInside: 'avoid' } },
});

/** The born-on-the-1st explanation: a tinted box with a bar, readable at AAA. */
export const note = style({
  padding: vars.space.medium,
  borderInlineStart: `6px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
});

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

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xsmall,
});

const cell = {
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'break-word',
} as const;

export const th = style({ ...cell, background: vars.color.brandSoft, color: vars.color.text });

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

export const penaltyItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const yearlyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.fontSize.body,
});

/** "Open now": words on a navy pill (white on navy 11.5:1). */
export const openNow = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
  // Printers drop backgrounds: print the words dark, in a frame.
  '@media': {
    print: { background: 'none', color: vars.color.text, border: `1px solid ${vars.color.text}` },
  },
});
