import { style } from '@vanilla-extract/css';
import { touchDisc } from '../../styles/recipes.css';
import { vars } from '../../styles/vars.css';

/** Icon beside the title; the title wraps next to it. */
export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const icon = style([
  touchDisc,
  { flexShrink: 0, background: vars.color.brandSoft, color: vars.color.accentStrong },
]);

export const title = style({ alignSelf: 'center' });
