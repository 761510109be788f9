import { style } from '@vanilla-extract/css';
import { inner as sectionInner, section } from '../../primitives/Section/Section.css';
import { stack, wrapRow } from '../../styles/recipes.css';

/** A slim navy band (a Section's, with less space above and below). */
export const root = section({ tone: 'brand', space: 'xlarge' });

export const inner = style([
  sectionInner({ width: 'prose' }),
  stack.medium,
  { textAlign: 'center', alignItems: 'center' },
]);

export const actions = style([wrapRow.small, { justifyContent: 'center' }]);
