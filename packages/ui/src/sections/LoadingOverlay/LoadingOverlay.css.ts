import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The whole window, the page dimmed behind a white veil; above any dialog, below the toasts. */
export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: `calc(${vars.zIndex.modal} + 50)`,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(255, 255, 255, 0.85)',
});
