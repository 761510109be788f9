import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../styles/tokens';
import { listReset, panel, stack } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

// The layout follows the section's own width (a container query): the page width where the site puts it, and a
// narrow frame in the phone-width story. Below tablet width the side-by-side table gives way to one card per topic.
const comparison = createContainer('planComparison');
const tabletUp = `${comparison} (min-width: ${breakpoints.tablet}px)`;
const desktopUp = `${comparison} (min-width: ${breakpoints.desktop}px)`;

export const root = style([stack.xxlarge, { containerType: 'inline-size', containerName: comparison }]);

export const caption = style({
  captionSide: 'top',
  paddingBlockEnd: vars.space.small,
  textAlign: 'start',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

const cellBase = {
  padding: vars.space.small,
  textAlign: 'start',
  verticalAlign: 'top',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  borderBlockEnd: `1px solid ${vars.color.border}`,
} as const;

// Side-by-side table ------------------------------------------------------------------------------------------

export const comparisonTable = style({
  display: 'none',
  width: '100%',
  borderCollapse: 'collapse',
  '@container': { [tabletUp]: { display: 'table' } },
});

export const topicHeader = style({
  ...cellBase,
  width: '24%',
  fontSize: vars.fontSize.body,
  color: vars.color.textOnBrand,
  background: vars.color.brand,
});

export const columnHeader = style({
  ...cellBase,
  width: '38%',
  fontSize: vars.fontSize.body,
  color: vars.color.textOnBrand,
  background: vars.color.brand,
});

export const comparisonRow = style({
  selectors: { '&:nth-child(even)': { background: vars.color.surfaceAlt } },
});

export const topic = style({ ...cellBase, fontSize: vars.fontSize.body, color: vars.color.brand });

export const comparisonCell = style({ ...cellBase, color: vars.color.text });

// Cards (phones) ------------------------------------------------------------------------------------------------

export const cards = style([listReset, stack.medium, { '@container': { [tabletUp]: { display: 'none' } } }]);

export const card = style([panel, stack.small, { padding: vars.space.medium }]);

export const cardList = stack.xxsmall;

export const cardTerm = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  selectors: { '&:not(:first-child)': { marginBlockStart: vars.space.small } },
});

export const cardValue = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });

// Medigap plan letter table -------------------------------------------------------------------------------------

export const medigap = stack.large;

export const medigapHeader = stack.small;

export const legend = style([
  stack.small,
  { padding: vars.space.medium, borderRadius: vars.radius.medium, background: vars.color.surfaceAlt },
]);

export const legendList = style([
  listReset,
  {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxlarge} * 4)), 1fr))`,
    gap: vars.space.small,
  },
]);

export const legendItem = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body });

/**
 * "Yes", "No", "50%" in words, with an icon: never colour alone. One class of its own (not the inlineRow atoms): it
 * stands in every cell of the tables, and each class name there is bytes of the page's first round trip.
 */
export const mark = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxsmall,
      fontWeight: vars.fontWeight.bold,
      whiteSpace: 'nowrap',
    },
    variants: {
      coverage: {
        yes: { color: vars.color.text },
        no: { color: vars.color.textMuted },
        part: { color: vars.color.brand },
      },
    },
  },
  'planComparisonMark',
);

export const markIcon = style({ flexShrink: 0 });

/** Shown only while the table may be wider than the section. */
export const scrollHint = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  '@container': { [desktopUp]: { display: 'none' } },
});

/** Scrolls the wide table inside itself; focusable, so keyboard users can scroll it with the arrow keys. */
export const scroller = style({
  // Positioned, so the visually hidden texts in the cells (absolutely positioned) scroll and clip with the table
  // instead of widening the page.
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.small,
});

/** Fixed layout: the benefit column is wide enough for its names, the ten plans share the rest equally. */
export const medigapTable = style({
  width: '100%',
  minWidth: `calc(${vars.space.xxlarge} * 16)`,
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
});

const pinned = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  // Narrower on phones, so more than one plan shows beside the pinned names.
  width: `calc(${vars.space.xxlarge} * 2.5)`,
  '@container': { [tabletUp]: { width: `calc(${vars.space.xxlarge} * 3.75)` } },
  borderInlineEnd: `2px solid ${vars.color.border}`,
} as const;

/** A plan column with a note in it (Plan N's copays) gets room for the words. */
export const noteColumn = style({ width: `calc(${vars.space.xxlarge} * 2.5)` });

export const benefitHeader = style({
  ...cellBase,
  ...pinned,
  verticalAlign: 'bottom',
  fontSize: vars.fontSize.body,
  color: vars.color.textOnBrand,
  background: vars.color.brand,
});

export const planHeader = style({
  ...cellBase,
  paddingInline: vars.space.xsmall,
  textAlign: 'center',
  verticalAlign: 'bottom',
  fontSize: vars.fontSize.body,
  color: vars.color.textOnBrand,
  background: vars.color.brand,
  whiteSpace: 'nowrap',
});

/** "Only if eligible before 2020", under the letter. */
export const eligibility = style({
  display: 'block',
  maxWidth: `calc(${vars.space.xxlarge} * 1.5)`,
  marginInline: 'auto',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.heading,
  whiteSpace: 'normal',
});

export const medigapRow = style({
  background: vars.color.surface,
  selectors: { '&:nth-child(even)': { background: vars.color.surfaceAlt } },
});

/** The benefit names stay in view while the plans scroll under them. */
export const benefit = style({
  ...cellBase,
  ...pinned,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  background: 'inherit',
});

export const planCell = style({
  ...cellBase,
  paddingInline: vars.space.xsmall,
  textAlign: 'center',
  color: vars.color.text,
});

export const note = style({
  display: 'block',
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const limit = style({ fontWeight: vars.fontWeight.bold });

/** Keeps an amount or a year whole when the column is narrow. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const footnotes = style([
  stack.xsmall,
  {
    margin: 0,
    paddingInlineStart: vars.space.large,
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
  },
]);
