import { style } from '@vanilla-extract/css';
import { inner as sectionInner, section } from '../../primitives/Section/Section.css';
import { inlineRow, listReset, ruleAbove, stack, touchDisc } from '../../styles/recipes.css';
import { breakpoints } from '../../styles/tokens';
import { vars } from '../../styles/vars.css';

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktopUp = `screen and (min-width: ${breakpoints.desktop}px)`;

// Everything sits on the navy brand band (a Section's): white text is 11.5:1 (AAA), the gold highlight 8.1:1.
export const root = section({ tone: 'brand' });

export const inner = style([sectionInner(), stack.xlarge]);

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
});

export const agencyName = style({
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const phoneLink = style([
  inlineRow.xsmall,
  {
    minHeight: vars.size.touchTarget,
    color: vars.color.highlight,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 1.5fr)' },
  },
});

export const group = style([stack.small, { minWidth: 0 }]);

export const list = style([listReset, { display: 'flex', flexDirection: 'column' }]);

// One class of its own (not the inlineRow atoms): the footer's links stand on every page, and each class name is
// bytes of the page's first round trip.
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.body,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: vars.color.highlight, textDecorationThickness: 'from-font' } },
});

export const socialList = style([listReset, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall }]);

export const socialLink = style([
  touchDisc,
  {
    border: `medium solid ${vars.color.textOnBrand}`,
    color: vars.color.textOnBrand,
    selectors: {
      '&:hover': {
        background: vars.color.brandStrong,
        color: vars.color.highlight,
        borderColor: vars.color.highlight,
      },
    },
  },
]);

/** The Lifetime Support Guarantee: a boxed promise with a gold edge. */
export const guarantee = style([
  stack.small,
  {
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    border: `medium solid ${vars.color.highlight}`,
    background: vars.color.brandStrong,
  },
]);

export const guaranteeIcon = style({ color: vars.color.highlight, flexShrink: 0 });

export const legal = style([stack.small, ruleAbove.large]);
