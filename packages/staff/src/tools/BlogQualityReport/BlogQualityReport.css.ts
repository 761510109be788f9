import { style } from '@vanilla-extract/css';
import { bareList, column, panel, wrapRow } from '../staffLayout';
import { vars } from '@agency/ui/kit';

// The summary in a soft panel, then one framed section per post (failures first); the verdict is a word, the frame
// colour only repeats it.

export const summary = style({
  ...column(vars.space.small),
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
});

export const posts = style({ ...column(vars.space.large), ...bareList });

export const post = style({
  ...panel(vars.space.medium, vars.space.large, `2px solid ${vars.color.border}`),
  minWidth: 0,
  // After the frame: a thick bar at the start, in the verdict's colour.
  borderInlineStartWidth: '8px',
});

export const postFail = style({ borderInlineStartColor: vars.color.critical });
export const postWarn = style({ borderInlineStartColor: vars.color.accent });
export const postPass = style({ borderInlineStartColor: vars.color.success });

export const postHeading = style({ overflowWrap: 'anywhere' });

export const postMeta = style(wrapRow(vars.space.small));

export const verdict = style({ fontWeight: vars.fontWeight.bold });
