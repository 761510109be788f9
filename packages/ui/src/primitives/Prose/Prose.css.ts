import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  containerType: 'inline-size',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

globalStyle(`${root} > * + *`, { marginBlockStart: vars.space.medium });
globalStyle(`${root} h2`, {
  fontSize: vars.fontSize.h3,
  color: vars.color.brand,
  marginBlockStart: vars.space.xlarge,
});
globalStyle(`${root} h3`, {
  fontSize: vars.fontSize.h4,
  color: vars.color.brand,
  marginBlockStart: vars.space.large,
});
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.large });
globalStyle(`${root} li + li`, { marginBlockStart: vars.space.xsmall });
globalStyle(`${root} a`, { color: vars.color.brand, fontWeight: vars.fontWeight.bold });
globalStyle(`${root} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
globalStyle(`${root} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  display: 'block',
  overflowX: 'auto',
  fontSize: vars.fontSize.small,
});
/**
 * A table in its frame (the site wraps each one in a labelled, focusable region): the frame scrolls sideways, the
 * table keeps its columns readable (three or more columns never squeeze below 36rem), and the hint after it shows
 * only while the text column is narrower than that.
 */
globalStyle(`${root} [data-table-frame]`, {
  overflowX: 'auto',
  borderRadius: vars.radius.small,
  // Edges that say "more this way" while there is more to scroll (they travel with the content).
  background: `linear-gradient(to right, ${vars.color.surface} 30%, transparent) left / 2rem 100% no-repeat local,
    linear-gradient(to left, ${vars.color.surface} 30%, transparent) right / 2rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${vars.color.border}, transparent) left / 0.75rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${vars.color.border}, transparent) right / 0.75rem 100% no-repeat scroll`,
});
globalStyle(`${root} [data-table-frame]:focus-visible`, {
  outlineOffset: vars.space.xxsmall,
});
globalStyle(`${root} [data-table-frame] table`, { display: 'table', overflowX: 'visible' });
globalStyle(`${root} [data-table-frame] table:has(tr > :nth-child(3))`, { minWidth: '36rem' });
globalStyle(`${root} [data-table-hint]`, {
  marginBlockStart: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontStyle: 'italic',
  color: vars.color.textMuted,
  '@container': { '(min-width: 36rem)': { display: 'none' } },
});
globalStyle(`${root} th, ${root} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${root} th`, { background: vars.color.brandSoft });
globalStyle(`${root} em`, { color: vars.color.textMuted });
