import { style } from '@vanilla-extract/css';
import {
  disclosureChevron,
  disclosurePanel,
  disclosureRow,
  item as accordionItem,
} from '../../primitives/Accordion/Accordion.css';
import { vars } from '../../styles/vars.css';

// The Accordion's look, on native <details> elements.
export { list } from '../../primitives/Accordion/Accordion.css';

export const item = style([accordionItem]);

/** The question: the whole row is the (48px+) target, with the chevron at its end. */
export const question = style([
  disclosureRow,
  {
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      [`${item}[open] > &`]: { background: vars.color.brandSoft },
      // The focus ring (gold outside, dark inside) is drawn within the rounded card, which clips what overflows it.
      '&:focus-visible': {
        outlineOffset: `calc(-1.5 * ${vars.space.xxsmall})`,
        boxShadow: `inset 0 0 0 calc(${vars.space.xxsmall} / 2) ${vars.color.text}`,
      },
    },
  },
]);

export const questionText = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const chevron = style([
  disclosureChevron,
  { selectors: { [`${item}[open] > ${question} &`]: { transform: 'rotate(180deg)' } } },
]);

export const answer = disclosurePanel;
