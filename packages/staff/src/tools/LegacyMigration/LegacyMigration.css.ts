import { style } from '@vanilla-extract/css';
import { bareList, column, ruledAbove } from '../staffLayout';
import { vars } from '@agency/ui/kit';

// The input (a file or pasted JSON), then the results: a summary that takes focus, one card per legacy post with its
// file (preview behind a disclosure) or its problems, and the buttons that download the ready files.

/** The native file picker at the tools' size: its button is a 48px target. */
export const file = style({
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  fontSize: vars.fontSize.body,
  selectors: {
    '&::file-selector-button': {
      minHeight: vars.size.touchTarget,
      marginInlineEnd: vars.space.small,
      paddingInline: vars.space.large,
      border: `2px solid ${vars.color.brand}`,
      borderRadius: vars.radius.small,
      background: vars.color.surface,
      color: vars.color.brand,
      font: 'inherit',
      fontWeight: vars.fontWeight.bold,
      cursor: 'pointer',
    },
  },
});

export const results = style(ruledAbove(vars.space.large));

export const cards = style({ ...column(vars.space.medium), ...bareList });

export const cardHeader = style({ ...column(vars.space.xsmall), alignItems: 'flex-start' });

export const fileName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const details = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  cursor: 'pointer',
});

export const markdown = style({
  margin: 0,
  padding: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const problems = style({
  ...column(vars.space.xxsmall),
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const problemField = style({ fontWeight: vars.fontWeight.bold });
