import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/vars.css';

// The form parts the visitor tools share (enrollment timeline, IRMAA calculator, callback form): big fields and radio
// cards for a shaky hand, one column that reflows at 320px, an error summary that is not colour alone, notes, and print
// sheets that keep only results.

/** Screen-only: left out of printouts. */
export const printHidden = { '@media': { print: { display: 'none' } } } as const;

/** The tool's column. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
  maxWidth: vars.size.prose,
  color: vars.color.text,
});

/** The error summary: a thick critical border, the messages as links to their fields. */
export const errorSummary = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.large,
    border: `4px solid ${vars.color.critical}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
  },
  printHidden,
]);

export const errorSummaryHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const errorIcon = style({ flexShrink: 0, color: vars.color.critical });

export const errorSummaryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const errorSummaryLink = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.body,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** A legend's frame: bold, close above its options (each legend sets its size). */
export const legendBase = {
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontWeight: vars.fontWeight.bold,
} as const;

export const legend = style({
  ...legendBase,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.brand,
});

export const hint = style({ fontSize: vars.fontSize.body, color: vars.color.textMuted });

/** A message above the fields it is about, in the critical colour with a bar, so it is not colour alone. */
export const errorMessage = style({
  paddingInlineStart: vars.space.small,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.body,
});

/** The base of the tools' large text fields (each tool sets widths for what its fields hold). */
export const inputBase = {
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  maxWidth: '100%',
} as const;

/** A field with an error gets a thick critical border (the message above it says what is wrong). */
export const inputInvalidVariant = {
  true: { borderColor: vars.color.critical, borderWidth: '4px' },
  false: {},
} as const;

/**
 * A radio card: the whole card is the target (at least 48px tall); the chosen one is framed in navy, not colour alone.
 * Each form sets how its radio and words line up (and their size).
 */
export const optionCardBase = {
  position: 'relative',
  display: 'flex',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  minWidth: 0,
  padding: vars.space.small,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      borderWidth: '4px',
      background: vars.color.brandSoft,
    },
  },
} as const;

/** The radio in a card: half a touch target wide, in the brand colour. */
export const optionRadioBase = {
  flexShrink: 0,
  width: `calc(${vars.size.touchTarget} / 2)`,
  height: `calc(${vars.size.touchTarget} / 2)`,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
} as const;

/**
 * A note in a tool's flow, a tinted box with a thick bar at its start: `brand` explains (born on the 1st), `accent`
 * cautions (unconfirmed figures, a state not served).
 */
export const note = recipe(
  {
    base: { padding: vars.space.medium, fontSize: vars.fontSize.body },
    variants: {
      tone: {
        brand: {
          borderInlineStart: `6px solid ${vars.color.brand}`,
          background: vars.color.brandSoft,
          color: vars.color.text,
        },
        accent: { borderInlineStart: `6px solid ${vars.color.accent}`, background: vars.color.surfaceAlt },
      },
    },
  },
  'toolNote',
);

/** The result block under the form. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `4px solid ${vars.color.brand}`,
});

/** Focused after a submit: a ring shows where the screen reader is, without moving the page. */
export const resultHeading = style({ scrollMarginTop: vars.space.xxlarge });
