import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui/kit';

// The summary in a soft panel, then one framed section per post (failures first); the verdict is a word, the frame
// colour only repeats it.

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
});

export const summaryLine = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const posts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const post = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  border: `2px solid ${vars.color.border}`,
  borderInlineStartWidth: '8px',
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const postFail = style({ borderInlineStartColor: vars.color.critical });
export const postWarn = style({ borderInlineStartColor: vars.color.accent });
export const postPass = style({ borderInlineStartColor: vars.color.success });

export const postHeading = style({ overflowWrap: 'anywhere' });

export const postMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const verdict = style({ fontWeight: vars.fontWeight.bold });
