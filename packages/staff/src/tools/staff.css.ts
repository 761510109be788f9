import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { bareList, column, wrapRow } from './staffLayout';
import { breakpoints, inputBase, inputInvalidVariant, toolFormRoot, vars } from '@agency/ui/kit';

// The parts the staff screens share: their column, rows of buttons, status badges (icon + word, never colour alone),
// data tables that scroll inside a focusable region on phones, large labelled fields, filter chips, figures, quality
// checks, and the status line that announces downloads and copies. Staff screens are wider than the visitor tools (a table next
// to a preview), so the root is the content width.

// Shared with the visitor tools (the error summary's own classes are read by StaffErrorSummary from the kit).
export { fieldset, hint, errorMessage } from '@agency/ui/kit';

export const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
export const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

const bold = { fontWeight: vars.fontWeight.bold } as const;

/** A staff tool's column (the tool forms' column, at the content width and the body type). */
export const root = style([
  toolFormRoot,
  { maxWidth: vars.size.content, fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body },
]);

/** A heading that receives focus after an action: scrolls clear of the sticky bars, shows the ring. */
export const focusTarget = style({ scrollMarginTop: vars.space.xxlarge });

/** A row of buttons that wraps on phones. */
export const actions = style({ ...wrapRow(vars.space.small), minWidth: 0 });

/** A heading and what goes with it (a badge, a button) on one line, apart; wrapping on phones. */
export const headerRow = style({ ...wrapRow(vars.space.small), justifyContent: 'space-between' });

/** A column of fields and their buttons. */
export const fields = style({ ...column(vars.space.large), minWidth: 0 });

/** A sentence in large bold type that sums up what follows (the checks' counts, the posts needing attention). */
export const summaryLine = style({ fontSize: vars.fontSize.large, ...bold });

/** The line that announces what just happened (role="status"); always rendered (empty until then) so it is heard. */
export const status = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

/** White words on a solid colour (a badge's tone). */
const onColour = (background: string) => ({ background, color: vars.color.textOnBrand });

/** Status, check and priority badges: an icon and a word on a solid colour (white on each is at least 6.5:1). */
export const badge = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxsmall,
      paddingInline: vars.space.xsmall,
      paddingBlock: vars.space.xxsmall,
      borderRadius: vars.radius.full,
      border: '2px solid transparent',
      fontSize: vars.fontSize.small,
      ...bold,
      lineHeight: vars.lineHeight.heading,
      whiteSpace: 'nowrap',
      // Printers drop backgrounds: keep the word readable in a frame.
      '@media': {
        print: { background: 'none', color: vars.color.text, borderColor: vars.color.text },
      },
    },
    variants: {
      tone: {
        success: onColour(vars.color.success),
        warning: onColour(vars.color.accent),
        critical: onColour(vars.color.critical),
        brand: onColour(vars.color.brand),
        neutral: {
          background: vars.color.surfaceAlt,
          color: vars.color.text,
          borderColor: vars.color.border,
        },
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
  'staffBadge',
);

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const badgeIcon = style({ flexShrink: 0, width: '1.1em', height: '1.1em' });

/** A wide table's frame: scrolls sideways inside itself on phones (focusable, so keyboards can scroll it). */
export const tableRegion = style({
  // The containing block of anything positioned inside (visually hidden text), so it scrolls and clips with the table.
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.small,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.body });

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.large,
  ...bold,
  color: vars.color.brand,
  paddingBlockEnd: vars.space.xsmall,
});

const cell = {
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

export const th = style({ ...cell, background: vars.color.brandSoft, color: vars.color.text });

export const rowHeader = style({ ...cell, ...bold });

export const td = style({ ...cell, overflowWrap: 'anywhere' });

/** A cell holding a button (an Edit button never breaks inside its word). */
export const actionCell = style({ whiteSpace: 'nowrap' });

/** A labelled field: label, hint, message, control, stacked; `large` for the sign-in's few fields. */
export const field = recipe(
  {
    base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
    variants: { size: { body: { gap: vars.space.xxsmall }, large: { gap: vars.space.xsmall } } },
    defaultVariants: { size: 'body' },
  },
  'staffField',
);

export const label = recipe(
  {
    base: bold,
    variants: {
      size: {
        body: { fontSize: vars.fontSize.body, color: vars.color.text },
        large: { fontSize: vars.fontSize.large },
      },
    },
    defaultVariants: { size: 'body' },
  },
  'staffLabel',
);

export type FieldSize = NonNullable<NonNullable<RecipeVariants<typeof field>>['size']>;

/** Text fields, selects and date fields at the tools' large size; `invalid` thickens the border in red. */
export const input = recipe(
  {
    base: { ...inputBase, width: '100%', minWidth: 0, fontFamily: 'inherit' },
    variants: { invalid: inputInvalidVariant },
    defaultVariants: { invalid: false },
  },
  'staffInput',
);

/** Long text (a post body, a JSON export): 18px body type, not monospace, resizable in height only. */
export const textarea = recipe(
  {
    base: {
      ...inputBase,
      width: '100%',
      minWidth: 0,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.small,
      lineHeight: vars.lineHeight.body,
      resize: 'vertical',
    },
    variants: { invalid: inputInvalidVariant },
    defaultVariants: { invalid: false },
  },
  'staffTextarea',
);

/** A radio chip of a filter row: the whole chip is the 48px target; the chosen one is framed in navy. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const chip = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.fontSize.body,
  ...bold,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '-4px',
    },
    '&:has(input:focus-visible)': {
      outline: `4px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${vars.color.text}`,
    },
  },
});

/** The native radio or checkbox inside a chip, at a size a shaky hand can see. */
export const chipControl = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: 'none' } },
});

/** Figures in a row of small cards: "Reading grade 7.4", "1,240 words". */
export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0 });

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceAlt,
});

export const figureLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  ...bold,
  color: vars.color.text,
});

/** A list of quality checks: the badge, then the check's name and what was measured. */
export const checkList = style({ ...column(vars.space.small), ...bareList });

/** The badge and the check's name on one line (wrapping on phones), what was measured below them. */
export const checkItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.surfaceAlt}`,
});

export const checkLabel = style(bold);

export const checkMessage = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
});
