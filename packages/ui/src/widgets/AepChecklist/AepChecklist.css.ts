import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { sprinkles } from '../../styles/sprinkles.css';

// Print: the printout is the list itself. Every step with an empty or ticked box drawn as text (☐/☑), the help
// under it, the title and the progress line; no buttons, bar, note or live region, no tinted backgrounds.
const print = 'print';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  color: vars.color.text,
  '@media': { [print]: { maxWidth: 'none', gap: vars.space.large } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The progress line and bar in a soft panel. */
export const progress = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.brandSoft,
    '@media': { [print]: { padding: 0, background: 'none' } },
  },
]);

export const progressText = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  '@media': { [print]: { color: vars.color.text } },
});

export const bar = style({
  height: vars.space.small,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  '@media': { [print]: { display: 'none' } },
});

export const barFill = style({
  height: '100%',
  background: vars.color.success,
  transition: `width ${vars.motion.medium} ease`,
});

export const allDone = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'xsmall', color: 'text' }),
  { fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold },
]);

export const allDoneIcon = style({ flexShrink: 0, color: vars.color.success });

export const group = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  { '@media': { [print]: { breakInside: 'avoid-page' } } },
]);

export const groupHeading = style({
  paddingBlockEnd: vars.space.xsmall,
  borderBlockEnd: `2px solid ${vars.color.brandSoft}`,
  '@media': { [print]: { color: vars.color.text, borderBlockEndColor: vars.color.border } },
});

export const items = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  '@media': { [print]: { breakInside: 'avoid', paddingBlock: vars.space.xxsmall } },
});

/** The ☐/☑ mark: printed instead of the tick box, never shown on screen or read out. */
export const printMark = style({
  display: 'none',
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.heading,
  '@media': { [print]: { display: 'inline-block', flexShrink: 0 } },
});

// The interactive tick box is replaced by the mark on paper.
globalStyle(`${item} button[role="checkbox"]`, { '@media': { [print]: { display: 'none' } } });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [print]: { display: 'none' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const dialogActions = style([actions, { marginBlockStart: vars.space.medium }]);
