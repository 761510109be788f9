import { style, styleVariants } from '@vanilla-extract/css';
import { inner as sectionInner } from '../../primitives/Section/Section.css';
import { inlineRow, stack, wrapRow } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

export const root = style({
  background: vars.color.brandSoft,
  paddingInline: vars.space.gutter,
  paddingBlock: `${vars.space.medium} ${vars.space.xlarge}`,
});

/** The header's column: the site's wide column, or the text column of the prose sections below it. */
export const inner = styleVariants({
  content: [sectionInner({ width: 'content' }), stack.medium],
  prose: [sectionInner({ width: 'prose' }), stack.medium],
});

export const text = style([stack.small, { maxWidth: vars.size.prose }]);

export const actions = style([wrapRow.small, { alignItems: 'center' }]);

/** A text link back up, its text starting at the title's edge; tall enough to be an easy target. */
export const backLink = style([
  inlineRow.xsmall,
  {
    alignSelf: 'flex-start',
    minHeight: vars.size.touchTarget,
    color: vars.color.brand,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
  },
]);

/** The arrow keeps its size when the label wraps. */
export const backIcon = style({ flexShrink: 0 });
