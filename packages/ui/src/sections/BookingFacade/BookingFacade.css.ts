import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The booking page's frame, once asked for: the column's width, tall enough for its calendar without scrolling. */
export const frame = style({
  width: '100%',
  height: '42rem',
  border: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

/**
 * Before the click: the sentence and the two buttons in a centred column. A class rather than Box: this section is an
 * island, and Box's sprinkles would bring their runtime into its code.
 */
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignItems: 'center',
  textAlign: 'center',
});
