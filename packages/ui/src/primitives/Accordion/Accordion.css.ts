import { style } from '@vanilla-extract/css';
import { panel, stack } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

// The look of a disclosure list, shared with FaqSection (native <details>): each item a white panel, the question a
// full-width row with the chevron at its end, tinted on hover and while open.

export const list = stack.small;

export const item = style([panel, { overflow: 'hidden' }]);

/** The question row: the whole row is the (48px+) target, with the chevron at its end. */
export const disclosureRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.medium} ${vars.space.large}`,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

/** The chevron at the row's end, turned while the item is open. */
export const disclosureChevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: `transform ${vars.motion.medium} ease`,
});

/** What opens under the question. */
export const disclosurePanel = style({
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
  color: vars.color.text,
});

export const itemHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const trigger = style([
  disclosureRow,
  {
    width: '100%',
    border: 0,
    background: 'transparent',
    textAlign: 'start',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.large,
    lineHeight: vars.lineHeight.heading,
    selectors: { '&[data-state="open"]': { background: vars.color.brandSoft } },
  },
]);

export const chevron = style([
  disclosureChevron,
  { selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } } },
]);

export const content = style([
  disclosurePanel,
  // Content is always rendered (forceMount) so it is in the prerendered HTML; closed items are hidden.
  { selectors: { '&[data-state="closed"]': { display: 'none' } } },
]);
