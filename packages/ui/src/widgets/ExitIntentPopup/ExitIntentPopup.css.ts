import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
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

export const consent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});

export const consentHelp = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

/** Both buttons share a row when there is room, and each takes the full width on a phone. */
export const action = style({ flex: `1 1 calc(${vars.size.prose} / 2.5)` });

/** Button icons keep their size when the label wraps. */
export const actionIcon = style({ flexShrink: 0 });
