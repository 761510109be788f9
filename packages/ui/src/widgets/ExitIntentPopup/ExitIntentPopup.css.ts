import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The dialog's footer: the consent box over the two buttons, compact so the points keep room above. */
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

/** A check in a green disc, aligned with the first line of the point. */
export const pointIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: `calc(${vars.space.large} * 1.25)`,
  height: `calc(${vars.space.large} * 1.25)`,
  marginBlockStart: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.textOnBrand,
});

/**
 * The consent box: the visitor should read the whole consent before ticking it, so it may take half the window (on a
 * laptop the full text shows and the points above scroll instead); only where the window is shorter still does the
 * text scroll inside the box, so the box, the line under it and the two buttons are always seen together.
 */
export const consent = style({
  maxHeight: 'max(8rem, min(50dvh, calc(100dvh - 20rem)))',
  overflowY: 'auto',
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});

export const consentHelp = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/**
 * Both buttons share a row when there is room (the dialog's 34rem holds two of 14rem), and each takes the full width
 * on a phone.
 */
export const action = style({ flex: '1 1 14rem' });

/** Button icons keep their size when the label wraps. */
export const actionIcon = style({ flexShrink: 0 });
