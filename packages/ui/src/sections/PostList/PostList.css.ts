import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The posts, one card under another. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});
