import { style } from '@vanilla-extract/css';
import { shortWide } from '../../primitives/Drawer/Drawer.css';
import { listReset, row, ruleAbove, stack } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

/** Call and Book Appointment, full width at the top of the menu; side by side where the window is short and wide. */
export const actions = style([
  stack.xsmall,
  {
    '@media': {
      [shortWide]: {
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: vars.space.xsmall,
      },
    },
  },
]);

/** A group of links under a thin rule. */
export const group = style([stack.xxsmall, ruleAbove.small]);

/** One group's view (Learn or Tools): the way back, its heading, its links. */
export const groupView = style([stack.xxsmall]);

/** The buttons to the Learn and Tools items, side by side under a thin rule. */
export const groupButtons = style([
  ruleAbove.small,
  { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xsmall },
]);

/** A small heading over a group of links ("Learn", "Tools"). */
export const groupHeading = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

/** The links: one column, two where the window is short and wide. */
export const list = style([
  listReset,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [shortWide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xsmall },
    },
  },
]);

export const link = style([
  row.xsmall,
  {
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    color: vars.color.brand,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.brandSoft, textDecoration: 'underline' },
      '&[aria-current="page"]': {
        background: vars.color.brandSoft,
        boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.accent}`,
      },
    },
  },
]);

/** A button to a group (with a chevron that points the way) or back to the whole menu. */
export const groupButton = style([
  row.xsmall,
  {
    justifyContent: 'space-between',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    border: `2px solid ${vars.color.brandSoft}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.brand,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

/** The featured item (the free webinar): tinted, with a warm edge, as in the desktop dropdown. */
export const featured = style({
  background: vars.color.surfaceAlt,
  boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.accent}`,
});

export const icon = style({ flexShrink: 0 });
