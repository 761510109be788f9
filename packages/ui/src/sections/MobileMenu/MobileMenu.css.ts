import { style } from '@vanilla-extract/css';
import { listReset, row, ruleAbove, stack } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

/** Call and Book Appointment, full width at the top of the menu. */
export const actions = style([stack.xsmall, { paddingBlockEnd: vars.space.small }]);

/** A group of links under a thin rule. */
export const group = style([stack.xxsmall, ruleAbove.small]);

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

export const list = style([listReset, stack.xxsmall]);

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

/** The featured item (the free webinar): tinted, with a warm edge, as in the desktop dropdown. */
export const featured = style({
  background: vars.color.surfaceAlt,
  boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.accent}`,
});

export const icon = style({ flexShrink: 0 });
