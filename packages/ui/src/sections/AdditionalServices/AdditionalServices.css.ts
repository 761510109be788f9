import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The source link under the points: a full touch target, underlined like any text link. */
export const source = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  textDecoration: 'underline',
});
