import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const card = style({ gap: vars.space.medium });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const title = style({ flex: `1 1 calc(${vars.space.xxlarge} * 3)`, minWidth: 0 });

/** "PRIORITY": words, not colour alone, in the warm accent with white text (6.5:1). */
export const priority = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

/** The dates, the one thing to remember, large and navy with a calendar icon. */
export const dates = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.brand,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const datesIcon = style({ flexShrink: 0 });

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.brandSoft}`,
});

export const whoLabel = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const whoList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const whoItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

/** The tick sits on the first line of the text. */
export const check = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.success,
});

export const updated = style({ marginBlockStart: vars.space.xlarge, textAlign: 'center' });
